import { diningTablesCreateSchema } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormCard } from '@/components/form-card';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useCreateTables } from '../api/tables';

/** "Criar mesas": from one number to another (the same number for one table). */
export function CreateTablesForm() {
  const { t } = useTranslation();
  const form = useFormState({ from: '1', to: '10' });
  const create = useCreateTables();

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(diningTablesCreateSchema, {
      from: Number(form.values.from),
      to: Number(form.values.to),
    });
    if (!data) return;
    create.mutate(data, {
      onSuccess: (tables) => {
        toast.success(t('tables.create.created', { count: tables.length }));
      },
      onError: saveFailed(form.setErrors, t('tables.create.failed')),
    });
  }

  return (
    <FormCard
      title={t('tables.create.title')}
      description={t('tables.create.hint')}
      onSubmit={submit}
      className="items-end sm:grid-cols-[1fr_1fr_auto]"
    >
      <FormField
        label={t('tables.create.from')}
        inputMode="numeric"
        disabled={create.isPending}
        {...form.bind('from')}
      />
      <FormField
        label={t('tables.create.to')}
        inputMode="numeric"
        disabled={create.isPending}
        {...form.bind('to')}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('tables.create.submit')}
      </Button>
    </FormCard>
  );
}
