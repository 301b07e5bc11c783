import { stockItemInputSchema, stockUnits, type StockUnit } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/ui/native-select';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, validateForm } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { useCreateStockItem } from '../api/stock-entries';
import { parseQuantity } from '@/lib/quantity-input';

/** Name, unit, minimum and cost of a new item; it starts empty (stock comes by movements). */
export function NewStockItemForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({ name: '', unit: 'un' as StockUnit, minimum: '0', cost: '0,00' });
  const create = useCreateStockItem();

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
    create.mutate(validation.data, {
      onSuccess: () => {
        toast.success(t('stock.form.saved'));
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFromApi(error));
        toast.error(errorMessage(error, t('stock.form.saveFailed')));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('stock.form.title')}
          className="grid gap-4 sm:grid-cols-4"
        >
          <FormField label={t('stock.form.name')} required {...form.bind('name')} />
          <Field label={t('stock.form.unit')} error={form.errors.unit}>
            {(props) => (
              <ChoiceSelect
                {...props}
                choices={stockUnits}
                value={form.values.unit}
                onChoose={(unit) => form.setField('unit', unit)}
                labelOf={(unit) => unit}
              />
            )}
          </Field>
          <FormField
            label={t('stock.form.minimum')}
            inputMode="decimal"
            {...form.bind('minimum')}
          />
          <FormField label={t('stock.form.cost')} inputMode="decimal" {...form.bind('cost')} />
          <div className="flex justify-end gap-2 sm:col-span-4">
            <Button type="button" variant="outline" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('stock.form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
