import { businessDateOf, formatCents, formatDateTime } from '@comanda/shared';
import { Download, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { kioskSalesCsvUrl, useKioskSales, type SalesPeriod } from '../api/kiosk-sales';

type Method = 'pix' | 'card' | 'desconhecido';

/** /admin/vendas-totem: the kiosk's sales of a period (business days), totals and CSV. */
export default function KioskSales() {
  const { t } = useTranslation();
  const today = businessDateOf(new Date());
  const [period, setPeriod] = useState<SalesPeriod>({ from: today, to: today });
  const sales = useKioskSales(period);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={t('admin.modules.totemSales')}
        description={t('admin.kioskSales.description')}
        actions={
          <Button asChild variant="outline">
            <a href={kioskSalesCsvUrl(period)} download>
              <Download aria-hidden />
              {t('admin.kioskSales.export')}
            </a>
          </Button>
        }
      />
      <div className="flex flex-wrap gap-3">
        <label className="grid gap-1 text-sm">
          {t('admin.kioskSales.from')}
          <Input
            type="date"
            value={period.from}
            onChange={(e) => e.target.value && setPeriod({ ...period, from: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('admin.kioskSales.to')}
          <Input
            type="date"
            value={period.to}
            onChange={(e) => e.target.value && setPeriod({ ...period, to: e.target.value })}
          />
        </label>
      </div>
      {sales.isPending ? (
        <LoadingState label={t('admin.kioskSales.loading')} />
      ) : sales.isError ? (
        <ErrorState
          message={errorMessage(sales.error, t('admin.kioskSales.loadFailed'))}
          retrying={sales.isFetching}
          onRetry={() => void sales.refetch()}
        />
      ) : (
        <KioskSalesContent sales={sales.data} />
      )}
    </div>
  );
}

/** The period's count, total and average, the totals by method, and every order. */
function KioskSalesContent({
  sales,
}: {
  sales: NonNullable<ReturnType<typeof useKioskSales>['data']>;
}) {
  const { t } = useTranslation();
  const methodName = (method: string) => t(`admin.kioskSales.methods.${method as Method}`);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label={t('admin.kioskSales.count')} value={String(sales.count)} />
        <Stat label={t('admin.kioskSales.total')} value={formatCents(sales.totalCents)} />
        <Stat label={t('admin.kioskSales.average')} value={formatCents(sales.averageTicketCents)} />
      </div>
      <Card className="grid gap-2 p-4">
        <h2 className="font-semibold">{t('admin.kioskSales.byMethod')}</h2>
        {sales.byMethod.map((row) => (
          <p key={row.method} className="flex justify-between tabular-nums">
            <span>
              {methodName(row.method)} ({row.count})
            </span>
            <span>{formatCents(row.totalCents)}</span>
          </p>
        ))}
      </Card>
      {sales.orders.length === 0 ? (
        <EmptyState icon={MonitorSmartphone} title={t('admin.kioskSales.empty')} />
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-sm">
            <thead className="border-b border-border text-left text-muted-foreground">
              <tr>
                <th className="px-4 py-2">{t('admin.kioskSales.columns.date')}</th>
                <th className="px-4 py-2">{t('admin.kioskSales.columns.number')}</th>
                <th className="px-4 py-2">{t('admin.kioskSales.columns.paidAt')}</th>
                <th className="px-4 py-2">{t('admin.kioskSales.columns.method')}</th>
                <th className="px-4 py-2 text-right">{t('admin.kioskSales.columns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {sales.orders.map((order) => (
                <tr key={order.id} className="border-b border-border last:border-0">
                  <td className="px-4 py-2">{order.businessDate}</td>
                  <td className="px-4 py-2 font-semibold">{order.orderNumber}</td>
                  <td className="px-4 py-2">{formatDateTime(order.paidAt)}</td>
                  <td className="px-4 py-2">{methodName(order.method)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {formatCents(order.totalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="grid gap-1 p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
    </Card>
  );
}
