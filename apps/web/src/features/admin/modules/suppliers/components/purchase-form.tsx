import { businessDateOf, type Supplier } from '@comanda/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { CancelSubmit } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/form-card';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { parseQuantity } from '@/lib/quantity-input';
import { usePurchasableItems, useRecordPurchase } from '../api/suppliers';
import { StockItemField } from '@/components/stock-item-field';

interface Line {
  stockItemId: string;
  quantity: string;
  total: string;
}
const emptyLine = (): Line => ({ stockItemId: '', quantity: '', total: '' });

/** The lines as the server takes them, and a message for each field that is not valid. */
function parseLines(lines: Line[], messages: { item: string; quantity: string; total: string }) {
  const found: FieldErrors = {};
  const parsed = lines.map((line, index) => {
    const quantityMilli = parseQuantity(line.quantity);
    const totalCents = parseReais(line.total);
    if (!line.stockItemId) found[`items.${index}.stockItemId`] = messages.item;
    if (quantityMilli === null || quantityMilli === 0)
      found[`items.${index}.quantityMilli`] = messages.quantity;
    if (totalCents === null) found[`items.${index}.totalCents`] = messages.total;
    return {
      stockItemId: line.stockItemId,
      quantityMilli: quantityMilli ?? 0,
      totalCents: totalCents ?? 0,
    };
  });
  return { parsed, found };
}

/** A purchase from `supplier`: items, quantities and what each cost; due date and installments. */
export function PurchaseForm({ supplier, onDone }: { supplier: Supplier; onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordPurchase();
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [firstDueDate, setFirstDueDate] = useState(() => businessDateOf(new Date()));
  const [installments, setInstallments] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = t('suppliers.purchase.title', { name: supplier.name });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { parsed, found } = parseLines(lines, {
      item: t('suppliers.purchase.invalidItem'),
      quantity: t('suppliers.purchase.invalidQuantity'),
      total: t('suppliers.purchase.invalidTotal'),
    });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    record.mutate(
      { supplierId: supplier.id, items: parsed, firstDueDate, installments: Number(installments) },
      {
        onSuccess: () => {
          toast.success(t('suppliers.purchase.saved'));
          onDone();
        },
        onError: saveFailed(setErrors, t('suppliers.purchase.saveFailed')),
      },
    );
  }

  return (
    <FormCard title={title} onSubmit={submit}>
      <PurchaseLines lines={lines} errors={errors} onLines={setLines} />
      <PurchaseTermsFields
        firstDueDate={firstDueDate}
        installments={installments}
        errors={errors}
        onFirstDueDate={setFirstDueDate}
        onInstallments={setInstallments}
      />
      <CancelSubmit
        submitLabel={t('suppliers.purchase.save')}
        busy={record.isPending}
        onCancel={onDone}
      />
    </FormCard>
  );
}

/** One line of the purchase: the stock item, how much of it, and what it cost in all. */
function PurchaseLineFields({
  line,
  index,
  items,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  line: Line;
  index: number;
  items: { id: string; name: string; unit: string }[];
  errors: FieldErrors;
  removable: boolean;
  onChange: (patch: Partial<Line>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_9rem_auto]">
      <StockItemField
        label={t('suppliers.purchase.item')}
        placeholder={t('suppliers.purchase.chooseItem')}
        error={errors[`items.${index}.stockItemId`]}
        items={items}
        value={line.stockItemId}
        onChange={(stockItemId) => onChange({ stockItemId })}
      />
      <FormField
        label={t('suppliers.purchase.quantity')}
        inputMode="decimal"
        value={line.quantity}
        error={errors[`items.${index}.quantityMilli`]}
        onChange={(event) => onChange({ quantity: event.target.value })}
      />
      <MoneyField
        label={t('suppliers.purchase.total')}
        value={line.total}
        error={errors[`items.${index}.totalCents`]}
        onValueChange={(total) => onChange({ total })}
      />
      <Button
        type="button"
        variant="ghost"
        aria-label={t('suppliers.purchase.removeLine')}
        disabled={!removable}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** When the first installment is due, and in how many the purchase is paid. */
function PurchaseTermsFields({
  firstDueDate,
  installments,
  errors,
  onFirstDueDate,
  onInstallments,
}: {
  firstDueDate: string;
  installments: string;
  errors: FieldErrors;
  onFirstDueDate: (date: string) => void;
  onInstallments: (count: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        label={t('suppliers.purchase.firstDueDate')}
        type="date"
        value={firstDueDate}
        error={errors.firstDueDate}
        onChange={(event) => onFirstDueDate(event.target.value)}
      />
      <FormField
        label={t('suppliers.purchase.installments')}
        type="number"
        min={1}
        max={24}
        value={installments}
        error={errors.installments}
        onChange={(event) => onInstallments(event.target.value)}
      />
    </div>
  );
}

/** The purchase's lines, and the button that adds one. */
function PurchaseLines({
  lines,
  errors,
  onLines,
}: {
  lines: Line[];
  errors: FieldErrors;
  onLines: Dispatch<SetStateAction<Line[]>>;
}) {
  const { t } = useTranslation();
  const items = usePurchasableItems();
  const setLine = (index: number, patch: Partial<Line>) =>
    onLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <>
      {lines.map((line, index) => (
        <PurchaseLineFields
          key={index}
          line={line}
          index={index}
          items={items.data ?? []}
          errors={errors}
          removable={lines.length > 1}
          onChange={(patch) => setLine(index, patch)}
          onRemove={() => onLines((current) => current.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button type="button" variant="outline" onClick={() => onLines([...lines, emptyLine()])}>
          <Plus aria-hidden />
          {t('suppliers.purchase.addLine')}
        </Button>
      </div>
    </>
  );
}
