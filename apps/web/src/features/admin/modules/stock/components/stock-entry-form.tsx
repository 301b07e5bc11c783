import type { StockItem } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { useAdjustStock, useRecordLoss } from '../api/stock-entries';
import { formatQuantity, parseQuantity } from '@/lib/quantity-input';

export type StockEntryKind = 'adjust' | 'loss';

/** Under an item's row: set its level (an adjustment) or record a loss, with the reason. */
export function StockEntryForm({
  item,
  kind,
  onDone,
}: {
  item: StockItem;
  kind: StockEntryKind;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState({
    quantity: kind === 'adjust' ? formatQuantity(item.levelMilli) : '',
    reason: '',
  });
  const adjust = useAdjustStock();
  const loss = useRecordLoss();
  const busy = adjust.isPending || loss.isPending;
  const title =
    kind === 'adjust'
      ? t('stock.entry.adjustTitle', { name: item.name })
      : t('stock.entry.lossTitle', { name: item.name });

  function submit(event: FormEvent) {
    event.preventDefault();
    const milli = parseQuantity(form.values.quantity);
    if (milli === null) {
      form.setErrors({ quantity: t('stock.entry.invalidQuantity') });
      return;
    }
    const callbacks = {
      onSuccess: () => {
        toast.success(t('stock.entry.saved'));
        onDone();
      },
      onError: (error: unknown) => {
        const errors = fieldErrorsFromApi(error);
        form.setErrors({
          ...errors,
          quantity: errors.levelMilli ?? errors.quantityMilli,
        });
        toast.error(errorMessage(error, t('stock.entry.saveFailed')));
      },
    };
    if (kind === 'adjust') {
      adjust.mutate({ id: item.id, levelMilli: milli, reason: form.values.reason }, callbacks);
    } else {
      loss.mutate({ id: item.id, quantityMilli: milli, reason: form.values.reason }, callbacks);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]"
    >
      <FormField
        label={
          kind === 'adjust'
            ? t('stock.entry.newLevel', { unit: item.unit })
            : t('stock.entry.quantity', { unit: item.unit })
        }
        inputMode="decimal"
        disabled={busy}
        {...form.bind('quantity')}
      />
      <FormField label={t('stock.entry.reason')} disabled={busy} {...form.bind('reason')} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('stock.entry.save')}
        </Button>
      </div>
    </form>
  );
}
