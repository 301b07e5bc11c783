import { stockItemInputSchema, stockUnits, type StockItem, type StockUnit } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { ChoiceField } from '@/components/field';
import { CancelSubmit } from '@/components/form-actions';
import { FormCard } from '@/components/form-card';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed, validateForm } from '@/lib/form';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { formatQuantity, parseQuantity } from '@/lib/quantity-input';
import { useSaveStockItem } from '../api/stock-entries';

/**
 * Name, unit, minimum and cost of an item, new or `item` edited. Never its level: a new item
 * starts empty and levels change only by movements (purchases, adjustments, losses, counts).
 */
export function StockItemForm({ item, onDone }: { item?: StockItem; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({
    name: item?.name ?? '',
    unit: item?.unit ?? ('un' as StockUnit),
    minimum: formatQuantity(item?.minimumMilli ?? 0),
    cost: formatReaisInput(item?.costCents ?? 0),
  });
  const save = useSaveStockItem(item?.id);
  const title = item ? t('stock.form.editTitle', { name: item.name }) : t('stock.form.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const validation = validateForm(stockItemInputSchema, {
      name: form.values.name,
      unit: form.values.unit,
      minimumMilli: parseQuantity(form.values.minimum) ?? Number.NaN,
      costCents: parseReais(form.values.cost) ?? Number.NaN,
    });
    if (!validation.success) {
      const { minimumMilli, costCents, ...errors } = validation.errors;
      form.setErrors({ ...errors, minimum: minimumMilli, cost: costCents });
      return;
    }
    save.mutate(validation.data, {
      onSuccess: () => {
        toast.success(t(item ? 'stock.form.updated' : 'stock.form.saved'));
        onDone();
      },
      onError: saveFailed(form.setErrors, t('stock.form.saveFailed')),
    });
  }

  return (
    <FormCard title={title} onSubmit={submit} className="sm:grid-cols-4">
      <FormField label={t('stock.form.name')} required {...form.bind('name')} />
      <ChoiceField
        label={t('stock.form.unit')}
        error={form.errors.unit}
        choices={stockUnits}
        value={form.values.unit}
        onChoose={(unit) => form.setField('unit', unit)}
        labelOf={(unit) => unit}
      />
      <FormField label={t('stock.form.minimum')} inputMode="decimal" {...form.bind('minimum')} />
      <MoneyField label={t('stock.form.cost')} {...form.bindMoney('cost')} />
      <CancelSubmit
        submitLabel={t('stock.form.save')}
        busy={save.isPending}
        onCancel={onDone}
        className="sm:col-span-4"
      />
    </FormCard>
  );
}
