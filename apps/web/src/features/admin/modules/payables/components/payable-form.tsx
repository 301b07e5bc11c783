import {
  businessDateOf,
  payableCategories,
  payableCategoryLabels,
  payableInputSchema,
  type PayableCategory,
} from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChoiceField, Field, SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { CancelSubmit } from '@/components/form-actions';
import { FormCard } from '@/components/form-card';
import { NativeSelect } from '@/components/ui/native-select';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed, validateForm } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { useCreatePayable, usePayableSuppliers } from '../api/payables';

interface Values {
  description: string;
  supplierId: string;
  category: PayableCategory;
  amount: string;
  firstDueDate: string;
  installments: string;
  monthly: boolean;
  months: string;
  notes: string;
}

const emptyValues = (): Values => ({
  description: '',
  supplierId: '',
  category: 'rent',
  amount: '',
  firstDueDate: businessDateOf(new Date()),
  installments: '1',
  monthly: false,
  months: '12',
  notes: '',
});

/** A payable entered by hand: split in installments, or repeated every month. */
export function PayableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePayable();
  const form = useFormState<Values>(emptyValues);
  const { values } = form;
  const title = t('admin.payables.form.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = parseReais(values.amount);
    const validation = validateForm(payableInputSchema, {
      description: values.description,
      supplierId: values.supplierId || null,
      category: values.category,
      amountCents: amountCents ?? Number.NaN,
      firstDueDate: values.firstDueDate,
      installments: values.monthly ? 1 : Number(values.installments),
      recurrence: values.monthly ? 'monthly' : 'none',
      months: Number(values.months),
      notes: values.notes.trim() || null,
    });
    if (!validation.success) {
      const { amountCents: amountError, ...rest } = validation.errors;
      form.setErrors({
        ...rest,
        ...(amountError || amountCents === null
          ? { amount: t('admin.payables.form.invalidAmount') }
          : {}),
      });
      return;
    }
    create.mutate(validation.data, {
      onSuccess: () => {
        toast.success(t('admin.payables.form.saved'));
        onDone();
      },
      onError: saveFailed(form.setErrors, t('admin.payables.form.saveFailed')),
    });
  }

  return (
    <FormCard title={title} onSubmit={submit}>
      <PayableFields form={form} />
      <SwitchField
        label={t('admin.payables.form.recurrence')}
        checked={values.monthly}
        onCheckedChange={(checked) => form.setField('monthly', checked)}
      />
      <FormField label={t('admin.payables.form.notes')} {...form.bind('notes')} />
      <CancelSubmit
        submitLabel={t('admin.payables.form.save')}
        busy={create.isPending}
        onCancel={onDone}
      />
    </FormCard>
  );
}

/** What the bill is, its category, supplier, amount, first due date and how many times. */
function PayableFields({ form }: { form: ReturnType<typeof useFormState<Values>> }) {
  const { t } = useTranslation();
  const suppliers = usePayableSuppliers();
  const { values } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('admin.payables.form.description')} {...form.bind('description')} />
      <ChoiceField
        label={t('admin.payables.form.category')}
        error={form.errors.category}
        choices={payableCategories}
        value={values.category}
        onChoose={(category) => form.setField('category', category)}
        labelOf={(category) => payableCategoryLabels[category]}
      />
      <Field label={t('admin.payables.form.supplier')} error={form.errors.supplierId}>
        {(props) => (
          <NativeSelect
            {...props}
            value={values.supplierId}
            onChange={(event) => form.setField('supplierId', event.target.value)}
          >
            <option value="">{t('admin.payables.form.noSupplier')}</option>
            {(suppliers.data ?? []).map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <MoneyField
        label={t('admin.payables.form.amount')}
        hint={t('admin.payables.form.amountHint')}
        {...form.bindMoney('amount')}
      />
      <FormField
        label={t('admin.payables.form.firstDueDate')}
        type="date"
        {...form.bind('firstDueDate')}
      />
      {values.monthly ? (
        <FormField
          label={t('admin.payables.form.months')}
          type="number"
          min={1}
          max={36}
          {...form.bind('months')}
        />
      ) : (
        <FormField
          label={t('admin.payables.form.installments')}
          type="number"
          min={1}
          max={48}
          {...form.bind('installments')}
        />
      )}
    </div>
  );
}
