import { diningTableLabel, diningTableUpdateSchema, type DiningTable } from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { saveFailed } from '@/lib/form';
import { useUpdateTable } from '../api/tables';

/** One table: its name, and Renomear / Desativar (Reativar). */
export function TableRow({ table }: { table: DiningTable }) {
  const { t } = useTranslation();
  const update = useUpdateTable();
  const [renaming, setRenaming] = useState(false);
  const label = diningTableLabel(table);

  const toggle = () =>
    update.mutate(
      { id: table.id, active: !table.active },
      {
        onSuccess: () =>
          toast.success(t(table.active ? 'tables.list.deactivated' : 'tables.list.reactivated')),
        onError: (error) => toast.error(errorMessage(error, t('tables.list.failed'))),
      },
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      {renaming ? (
        <RenameForm table={table} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <p className={table.active ? 'font-semibold' : 'font-semibold text-muted-foreground'}>
            {label}{' '}
            {table.name && (
              <span className="text-sm font-normal text-muted-foreground">
                · Mesa {table.number}
              </span>
            )}{' '}
            {!table.active && <Badge variant="outline">{t('tables.list.inactive')}</Badge>}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
              {t('tables.list.rename')}
            </Button>
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={toggle}>
              {t(table.active ? 'tables.list.deactivate' : 'tables.list.reactivate')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ table, onDone }: { table: DiningTable; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTable();
  const form = useFormState({ name: table.name ?? '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(diningTableUpdateSchema, { name: form.values.name });
    if (!data) return;
    update.mutate(
      { id: table.id, name: form.values.name },
      {
        onSuccess: () => {
          toast.success(t('tables.list.renamed'));
          onDone();
        },
        onError: saveFailed(form.setErrors, t('tables.list.failed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <FormField
          label={t('tables.list.renameLabel', { number: table.number })}
          placeholder={t('tables.list.renamePlaceholder', { number: table.number })}
          disabled={update.isPending}
          {...form.bind('name')}
        />
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {t('tables.list.save')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        {t('tables.list.cancel')}
      </Button>
    </form>
  );
}
