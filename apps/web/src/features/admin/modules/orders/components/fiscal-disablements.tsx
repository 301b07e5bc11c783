import { formatDateTime, type FiscalNumberGap } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { useDisableNumbers, useFiscalDisablements } from '../api/fiscal-disablements';

/**
 * Inutilização of NFC-e numbers (decision 033): the numbers per series taken but never
 * authorised, a form to inutilizar a range with its justification, and the requests made.
 * Hidden while the shop has neither (a shop that does not emit never has any).
 */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function FiscalDisablements() {
  const { t } = useTranslation();
  const list = useFiscalDisablements();
  const [range, setRange] = useState({ series: '', from: '', to: '' });
  const [reason, setReason] = useState('');
  const disable = useDisableNumbers();
  if (!list.data || (list.data.gaps.length === 0 && list.data.disablements.length === 0)) {
    return null;
  }
  const use = (gap: FiscalNumberGap) =>
    setRange({ series: String(gap.series), from: String(gap.from), to: String(gap.to) });
  const submit = () =>
    disable.mutate(
      {
        series: Number(range.series),
        from: Number(range.from),
        to: Number(range.to),
        reason,
      },
      {
        onSuccess: (result) =>
          result.done
            ? toast.success(t('admin.orders.disablements.done'))
            : toast.error(
                t('admin.orders.disablements.refused', { reason: result.xMotivo ?? result.cStat }),
              ),
        onError: (error) => toast.error(errorMessage(error, t('admin.orders.all.actionFailed'))),
      },
    );
  const digits = (key: keyof typeof range) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setRange((current) => ({ ...current, [key]: event.target.value.replace(/\D/g, '') }));

  return (
    <section className="grid gap-3" aria-labelledby="fiscal-disablements-title">
      <h2 id="fiscal-disablements-title" className="text-xl font-semibold">
        {t('admin.orders.disablements.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('admin.orders.disablements.description')}</p>
      <Card className="grid gap-4 p-4 text-sm">
        <div>
          <h3 className="font-semibold">{t('admin.orders.disablements.gaps')}</h3>
          {list.data.gaps.length === 0 ? (
            <p>{t('admin.orders.disablements.noGaps')}</p>
          ) : (
            <ul className="grid gap-1" data-testid="fiscal-gaps">
              {list.data.gaps.map((gap) => (
                <li key={`${gap.series}-${gap.from}`} className="flex items-center gap-2">
                  {t('admin.orders.disablements.gap', gap)} (
                  {t(`admin.orders.disablements.kinds.${gap.kind}`)})
                  <Button size="sm" variant="outline" onClick={() => use(gap)}>
                    {t('admin.orders.disablements.use')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <form
          className="grid gap-2 sm:grid-cols-[6rem_8rem_8rem_1fr_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {(['series', 'from', 'to'] as const).map((key) => (
            <Input
              key={key}
              aria-label={t(`admin.orders.disablements.${key}`)}
              placeholder={t(`admin.orders.disablements.${key}`)}
              inputMode="numeric"
              required
              value={range[key]}
              onChange={digits(key)}
            />
          ))}
          <Textarea
            aria-label={t('admin.orders.disablements.reason')}
            placeholder={t('admin.orders.disablements.reason')}
            rows={1}
            minLength={15}
            maxLength={255}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" disabled={disable.isPending}>
            {t('admin.orders.disablements.submit')}
          </Button>
        </form>
        {list.data.disablements.length > 0 && (
          <div>
            <h3 className="font-semibold">{t('admin.orders.disablements.history')}</h3>
            <ul className="grid gap-1" data-testid="fiscal-disablements">
              {list.data.disablements.map((row) => (
                <li key={row.id}>
                  {t('admin.orders.disablements.row', {
                    date: formatDateTime(row.createdAt),
                    series: row.series,
                    from: row.from,
                    to: row.to,
                    outcome: row.done
                      ? t('admin.orders.disablements.homologated', { protocol: row.protocol })
                      : t('admin.orders.disablements.rejected', {
                          reason: row.xMotivo ?? row.cStat,
                        }),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    </section>
  );
}
