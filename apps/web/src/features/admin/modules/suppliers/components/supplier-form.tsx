import {
  formatTaxId,
  supplierInputSchema,
  type Supplier,
  type SupplierInput,
} from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { CancelSubmit } from '@/components/form-actions';
import { FormCard } from '@/components/form-card';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useCreateSupplier, useUpdateSupplier } from '../api/suppliers';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

type Values = ReturnType<typeof valuesOf>;

const valuesOf = (supplier?: Supplier) => ({
  name: supplier?.name ?? '',
  taxId: supplier ? formatTaxId(supplier.taxId) : '',
  contactName: supplier?.contactName ?? '',
  phone: supplier?.phone ?? '',
  email: supplier?.email ?? '',
  notes: supplier?.notes ?? '',
  active: supplier?.active ?? true,
});

/**
 * A new supplier, or one being edited: name and a CPF or CNPJ with valid check digits, then
 * how to reach them; an edited one may also be deactivated.
 */
export function SupplierForm({ supplier, onDone }: { supplier?: Supplier; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(() => valuesOf(supplier));
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const busy = create.isPending || update.isPending;
  const title = supplier
    ? t('suppliers.form.editTitle', { name: supplier.name })
    : t('suppliers.form.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const input: SupplierInput = {
      name: values.name,
      taxId: values.taxId,
      contactName: orNull(values.contactName),
      phone: orNull(values.phone),
      email: orNull(values.email),
      notes: orNull(values.notes),
      active: values.active,
    };
    const data = form.validate(supplierInputSchema, input);
    if (!data) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(supplier ? t('suppliers.form.updated') : t('suppliers.form.saved'));
        onDone();
      },
      onError: saveFailed(form.setErrors, t('suppliers.form.saveFailed')),
    };
    if (supplier) update.mutate({ id: supplier.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  }

  return (
    <FormCard title={title} onSubmit={submit} className="sm:grid-cols-2">
      <SupplierFields form={form} busy={busy} />
      {supplier && (
        <div className="sm:col-span-2">
          <SwitchField
            label={t('suppliers.form.active')}
            hint={t('suppliers.form.activeHint')}
            checked={form.values.active}
            disabled={busy}
            onCheckedChange={(active) => form.setValues((current) => ({ ...current, active }))}
          />
        </div>
      )}
      <CancelSubmit
        submitLabel={t('suppliers.form.save')}
        busy={busy}
        onCancel={onDone}
        className="sm:col-span-2"
      />
    </FormCard>
  );
}

/** Name, CPF or CNPJ, contact, phone, e-mail and notes. */
function SupplierFields({
  form,
  busy,
}: {
  form: ReturnType<typeof useFormState<Values>>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('suppliers.form.name')} required disabled={busy} {...form.bind('name')} />
      <FormField
        label={t('suppliers.form.taxId')}
        required
        disabled={busy}
        {...form.bind('taxId')}
      />
      <FormField
        label={t('suppliers.form.contactName')}
        disabled={busy}
        {...form.bind('contactName')}
      />
      <FormField
        label={t('suppliers.form.phone')}
        type="tel"
        disabled={busy}
        {...form.bind('phone')}
      />
      <FormField
        label={t('suppliers.form.email')}
        type="email"
        disabled={busy}
        {...form.bind('email')}
      />
      <FormField label={t('suppliers.form.notes')} disabled={busy} {...form.bind('notes')} />
    </>
  );
}
