import {
  formatCents,
  formatDateTime,
  type RegisterMovement,
  type RegisterView,
} from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CancelSaleForm } from './cancel-sale-form';

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
        <Movements movements={register.movements} />
      </CardContent>
    </Card>
  );
}

/**
 * The sale rows that may be canceled: an order's first row (a split sale has one per tender),
 * unless the order was already given back (its refund row).
 */
function cancelableRows(movements: RegisterMovement[]): Set<string> {
  const refunded = new Set(
    movements.filter((row) => row.kind === 'refund').map((row) => row.orderId),
  );
  const seen = new Set<string>();
  const rows = new Set<string>();
  for (const row of movements) {
    if (row.kind !== 'sale' || !row.orderId || refunded.has(row.orderId) || seen.has(row.orderId)) {
      continue;
    }
    seen.add(row.orderId);
    rows.add(row.id);
  }
  return rows;
}

/** The register's ledger; each sale may be canceled from here (issue 32). */
function Movements({ movements }: { movements: RegisterMovement[] }) {
  const { t } = useTranslation();
  const [canceling, setCanceling] = useState<string | null>(null);
  const cancelable = cancelableRows(movements);
  return (
    <section className="grid gap-2">
      <h2 className="font-semibold">{t('pdv.report.movements')}</h2>
      <ul className="grid gap-1 text-sm">
        {movements.map((movement) => (
          <li key={movement.id} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {formatDateTime(movement.at)} · {t(`pdv.report.kinds.${movement.kind}`)} ·{' '}
                {t(`pdv.methods.${movement.method}`)}
                {movement.orderNumber !== null && ` · nº ${movement.orderNumber}`}
                {movement.reason && ` · ${movement.reason}`}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                {signed(movement.amountCents)}
                {cancelable.has(movement.id) && canceling !== movement.orderId && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setCanceling(movement.orderId)}
                  >
                    {t('pdv.cancelSale.open', { number: movement.orderNumber })}
                  </Button>
                )}
              </span>
            </div>
            {cancelable.has(movement.id) && canceling === movement.orderId && (
              <CancelSaleForm
                orderId={movement.orderId!}
                orderNumber={movement.orderNumber ?? 0}
                onDone={() => setCanceling(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
