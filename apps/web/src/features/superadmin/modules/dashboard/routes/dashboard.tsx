import { formatCents, type PlatformDashboard } from '@comanda/shared';
import { Building2, DollarSign, ShoppingBag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { QueryView } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDashboard } from '../api/get-dashboard';
import { BarChart } from '@/components/bar-chart';
import { formatDay, formatShortDay } from '@comanda/shared';

/** /superadmin: 'Dashboard Global' (SPEC §2), the overview of every establishment. */
export default function GlobalDashboard() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('superadmin.modules.dashboard')}
        description={t('superadmin.dashboard.description')}
      />
      <QueryView
        query={dashboard}
        loading={t('superadmin.dashboard.loading')}
        failed={t('superadmin.dashboard.loadFailed')}
      >
        {(data) => <DashboardContent data={data} />}
      </QueryView>
    </div>
  );
}

function DashboardContent({ data }: { data: PlatformDashboard }) {
  const { t } = useTranslation();
  const { overview, last30Days, topEstablishments } = data;
  const soldLately = last30Days.some((day) => day.revenueCents > 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('superadmin.dashboard.cards.establishments')}
          value={String(overview.establishments)}
          hint={t('superadmin.dashboard.cards.establishmentsHint')}
          icon={Building2}
        />
        <StatCard
          title={t('superadmin.dashboard.cards.users')}
          value={String(overview.users)}
          hint={t('superadmin.dashboard.cards.usersHint')}
          icon={Users}
        />
        <StatCard
          title={t('superadmin.dashboard.cards.orders')}
          value={String(overview.confirmedOrders)}
          hint={t('superadmin.dashboard.cards.ordersHint')}
          icon={ShoppingBag}
        />
        <StatCard
          title={t('superadmin.dashboard.cards.revenue')}
          value={formatCents(overview.revenueCents)}
          hint={t('superadmin.dashboard.cards.revenueHint')}
          icon={DollarSign}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('superadmin.dashboard.last30Days')}</CardTitle>
          </CardHeader>
          <CardContent>
            {soldLately ? (
              <BarChart
                label={t('superadmin.dashboard.last30Days')}
                bars={last30Days.map((day) => ({
                  key: day.date,
                  label: formatShortDay(day.date),
                  value: day.revenueCents,
                  valueText: `${formatDay(day.date)}, ${formatCents(day.revenueCents)}, ${t('superadmin.dashboard.ordersCount', { count: day.confirmedOrders })}`,
                }))}
              />
            ) : (
              <CardDescription>{t('superadmin.dashboard.last30DaysEmpty')}</CardDescription>
            )}
          </CardContent>
        </Card>
        <TopEstablishments shops={topEstablishments} />
      </div>
    </>
  );
}

/** The shops that sold most in the last 30 days. */
function TopEstablishments({ shops }: { shops: PlatformDashboard['topEstablishments'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('superadmin.dashboard.top')}</CardTitle>
      </CardHeader>
      <CardContent>
        {shops.length === 0 ? (
          <CardDescription>{t('superadmin.dashboard.topEmpty')}</CardDescription>
        ) : (
          <ol className="grid gap-3">
            {shops.map((shop, index) => (
              <li key={shop.id} className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate">
                  <span className="mr-2 text-muted-foreground">{index + 1}.</span>
                  {shop.name}
                  {shop.subdomain && (
                    <span className="ml-2 text-xs text-muted-foreground">{shop.subdomain}</span>
                  )}
                </span>
                <span className="grid text-right">
                  <span className="font-medium">{formatCents(shop.revenueCents)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('superadmin.dashboard.ordersCount', { count: shop.confirmedOrders })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
