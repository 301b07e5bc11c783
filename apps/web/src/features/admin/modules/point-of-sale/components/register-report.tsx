import { formatCents, formatDateTime, type RegisterView } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const signed = (cents: number | null) =>
  cents === null ? '—' : cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);

/** A register's closing report (expected, counted and difference per method) and ledger. */
export function RegisterReport({ register }: { register: RegisterView }) {
  const { t } = useTranslation();
  const cell = 'border-b border-border px-2 py-2 text-right tabular-nums';
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {register.closedAt ? t('pdv.report.title') : t('pdv.report.openTitle')}
        </CardTitle>
        <CardDescription>
          {t('pdv.register.title', { name: register.name, operator: register.operator })} ·{' '}
          {t('pdv.report.opened', { at: formatDateTime(register.openedAt) })}
          {register.closedAt &&
            ` · ${t('pdv.report.closed', { at: formatDateTime(register.closedAt) })}`}{' '}
          · {t('pdv.report.sales', { count: register.salesCount })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* The count is blind: what the drawer should hold shows only once it is closed. */}
        {register.closedAt && (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className="border-b border-border px-2 py-2 text-left">
                  {t('pdv.report.method')}
                </th>
                <th className={cell}>{t('pdv.report.expected')}</th>
                <th className={cell}>{t('pdv.report.counted')}</th>
                <th className={cell}>{t('pdv.report.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {register.totals.map((row) => (
                <tr key={row.method}>
                  <th scope="row" className="border-b border-border px-2 py-2 text-left">
                    {t(`pdv.methods.${row.method}`)}
                  </th>
                  <td className={cell}>{formatCents(row.expectedCents)}</td>
                  <td className={cell}>
                    {row.countedCents === null ? '—' : formatCents(row.countedCents)}
                  </td>
                  <td
                    className={cn(
                      cell,
                      'font-semibold',
                      row.differenceCents && row.differenceCents < 0 && 'text-destructive',
                    )}
                    data-testid={`difference-${row.method}`}
                  >
                    {signed(row.differenceCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <section className="grid gap-2">
          <h2 className="font-semibold">{t('pdv.report.movements')}</h2>
          <ul className="grid gap-1 text-sm">
            {register.movements.map((movement) => (
              <li key={movement.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {formatDateTime(movement.at)} · {t(`pdv.report.kinds.${movement.kind}`)} ·{' '}
                  {t(`pdv.methods.${movement.method}`)}
                  {movement.orderNumber !== null && ` · nº ${movement.orderNumber}`}
                  {movement.reason && ` · ${movement.reason}`}
                </span>
                <span className="tabular-nums">{signed(movement.amountCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
