import type { StockItem } from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { CancelSubmit } from '@/components/form-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import type { FieldErrors } from '@/lib/form';
import { useRecordCount } from '../api/stock-entries';
import { formatQuantityWithUnit, parseQuantity } from '@/lib/quantity-input';

/** The level the system has and, once a count is typed, the difference it will record. */
function countHint(t: TFunction, item: StockItem, text: string) {
  const level = t('stock.count.level', {
    level: formatQuantityWithUnit(item.levelMilli, item.unit),
  });
  const milli = text.trim() === '' ? null : parseQuantity(text);
  if (milli === null) return level;
  const difference = milli - item.levelMilli;
  const signed = `${difference > 0 ? '+' : ''}${formatQuantityWithUnit(difference, item.unit)}`;
  return `${level} · ${t('stock.count.difference', { difference: signed })}`;
}

/** An inventory count: what was found of each item; only the items filled in are counted. */
export function StockCountForm({ items, onDone }: { items: StockItem[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordCount();

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = items.filter((item) => (counted[item.id] ?? '').trim() !== '');
    const invalid = filled.filter((item) => parseQuantity(counted[item.id]!) === null);
    if (invalid.length > 0) {
      setErrors(
        Object.fromEntries(invalid.map((item) => [item.id, t('stock.entry.invalidQuantity')])),
      );
      return;
    }
    if (filled.length === 0) {
      toast.error(t('stock.count.nothing'));
      return;
    }
    record.mutate(
      {
        items: filled.map((item) => ({
          stockItemId: item.id,
          countedMilli: parseQuantity(counted[item.id]!)!,
        })),
      },
      {
        onSuccess: (movements) => {
          toast.success(t('stock.count.saved', { count: (movements as unknown[]).length }));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t('stock.entry.saveFailed'))),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.count.title')}</CardTitle>
        <CardDescription>{t('stock.count.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('stock.count.title')}
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {items.map((item) => (
              <FormField
                key={item.id}
                label={`${item.name} — ${t('stock.count.counted', { unit: item.unit })}`}
                inputMode="decimal"
                value={counted[item.id] ?? ''}
                error={errors[item.id]}
                hint={countHint(t, item, counted[item.id] ?? '')}
                onChange={(event) => setCounted({ ...counted, [item.id]: event.target.value })}
              />
            ))}
          </div>
          <CancelSubmit
            submitLabel={t('stock.count.save')}
            busy={record.isPending}
            onCancel={onDone}
          />
        </form>
      </CardContent>
    </Card>
  );
}
