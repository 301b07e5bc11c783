import { supplierInputSchema } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, validateForm } from '@/lib/form';
import { useCreateSupplier } from '../api/suppliers';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A new supplier: name and a CPF or CNPJ with valid check digits, then how to reach them. */
export function SupplierForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({
    name: '',
    taxId: '',
    contactName: '',
    phone: '',
    email: '',
    notes: '',
  });
  const create = useCreateSupplier();

  function submit(event: FormEvent) {
    event.preventDefault();
    const { values } = form;
    const input = {
      name: values.name,
      taxId: values.taxId,
      contactName: orNull(values.contactName),
      phone: orNull(values.phone),
      email: orNull(values.email),
      notes: orNull(values.notes),
    };
    const validation = validateForm(supplierInputSchema, input);
    if (!validation.success) {
      form.setErrors(validation.errors);
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('suppliers.form.saved'));
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFromApi(error));
        toast.error(errorMessage(error, t('suppliers.form.saveFailed')));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('suppliers.form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('suppliers.form.title')}
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField label={t('suppliers.form.name')} required {...form.bind('name')} />
          <FormField label={t('suppliers.form.taxId')} required {...form.bind('taxId')} />
          <FormField label={t('suppliers.form.contactName')} {...form.bind('contactName')} />
          <FormField label={t('suppliers.form.phone')} type="tel" {...form.bind('phone')} />
          <FormField label={t('suppliers.form.email')} type="email" {...form.bind('email')} />
          <FormField label={t('suppliers.form.notes')} {...form.bind('notes')} />
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('suppliers.form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
