import { businessDateOf, type Supplier } from '@comanda/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { parseQuantity } from '@/lib/quantity-input';
import { usePurchasableItems, useRecordPurchase } from '../api/suppliers';

interface Line {
  stockItemId: string;
  quantity: string;
  total: string;
}
const emptyLine = (): Line => ({ stockItemId: '', quantity: '', total: '' });

/** A purchase from `supplier`: items, quantities and what each cost; due date and installments. */
export function PurchaseForm({ supplier, onDone }: { supplier: Supplier; onDone: () => void }) {
  const { t } = useTranslation();
  const items = usePurchasableItems();
  const record = useRecordPurchase();
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [firstDueDate, setFirstDueDate] = useState(() => businessDateOf(new Date()));
  const [installments, setInstallments] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = t('suppliers.purchase.title', { name: supplier.name });

  const setLine = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const parsed = lines.map((line, index) => {
      const quantityMilli = parseQuantity(line.quantity);
      const totalCents = parseReais(line.total);
      if (!line.stockItemId)
        found[`items.${index}.stockItemId`] = t('suppliers.purchase.invalidItem');
      if (quantityMilli === null || quantityMilli === 0)
        found[`items.${index}.quantityMilli`] = t('suppliers.purchase.invalidQuantity');
      if (totalCents === null)
        found[`items.${index}.totalCents`] = t('suppliers.purchase.invalidTotal');
      return {
        stockItemId: line.stockItemId,
        quantityMilli: quantityMilli ?? 0,
        totalCents: totalCents ?? 0,
      };
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
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          toast.error(errorMessage(error, t('suppliers.purchase.saveFailed')));
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
          {lines.map((line, index) => (
            <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_9rem_auto]">
              <Field
                label={t('suppliers.purchase.item')}
                error={errors[`items.${index}.stockItemId`]}
              >
                {(props) => (
                  <NativeSelect
                    {...props}
                    value={line.stockItemId}
                    onChange={(event) => setLine(index, { stockItemId: event.target.value })}
                  >
                    <option value="">{t('suppliers.purchase.chooseItem')}</option>
                    {(items.data ?? []).map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name} ({item.unit})
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <FormField
                label={t('suppliers.purchase.quantity')}
                inputMode="decimal"
                value={line.quantity}
                error={errors[`items.${index}.quantityMilli`]}
                onChange={(event) => setLine(index, { quantity: event.target.value })}
              />
              <MoneyField
                label={t('suppliers.purchase.total')}
                value={line.total}
                error={errors[`items.${index}.totalCents`]}
                onValueChange={(total) => setLine(index, { total })}
              />
              <Button
                type="button"
                variant="ghost"
                aria-label={t('suppliers.purchase.removeLine')}
                disabled={lines.length === 1}
                onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => setLines([...lines, emptyLine()])}
            >
              <Plus aria-hidden />
              {t('suppliers.purchase.addLine')}
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label={t('suppliers.purchase.firstDueDate')}
              type="date"
              value={firstDueDate}
              error={errors.firstDueDate}
              onChange={(event) => setFirstDueDate(event.target.value)}
            />
            <FormField
              label={t('suppliers.purchase.installments')}
              type="number"
              min={1}
              max={24}
              value={installments}
              error={errors.installments}
              onChange={(event) => setInstallments(event.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {t('suppliers.purchase.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
