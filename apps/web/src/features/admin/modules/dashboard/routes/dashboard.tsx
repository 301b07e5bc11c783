import {
  formatCents,
  formatDateTime,
  formatDay,
  orderChannelLabels,
  type ShopDashboard,
} from '@comanda/shared';
import { AlertTriangle, ChefHat, DollarSign, Receipt, ShoppingBag, Wallet } from 'lucide-react';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryView } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';
import { useShopEvents } from '@/lib/use-shop-events';
import { dashboardKey, useDashboard } from '../api/get-dashboard';
import { adminPaths } from '../../../admin-paths';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { useAfterPaint } from '../components/use-after-paint';
import { HealthWidget } from '../components/health-widget';

/** The chart comes in its own chunk, after the figures (issue #38). */
const BarChart = lazy(() =>
  import('@/components/bar-chart').then((module) => ({ default: module.BarChart })),
);
/** The chart's height (BarChart: 200 px of bars, 8 px of gap, 16 px of labels). */
const chartRoom = 'h-56';

/** While the live stream is down, the figures still refresh this often. */
const fallbackRefetchMs = 15_000;

/** /admin: today's business day of the shop, refreshed live as orders are paid. */
export default function Dashboard() {
  const { t } = useTranslation();
  // The live stream (whose opening refreshes the figures) and the health widget's polls start
  // once the figures are on screen: before, their requests, answers and renders were work in the
  // way of the dashboard's first drawing (issue #38, decision 090).
  const [drawn, setDrawn] = useState(false);
  const live = useShopEvents(dashboardKey, undefined, drawn);
  const dashboard = useDashboard(live ? false : fallbackRefetchMs);
  // The server's first screen of the figures (decision 097) goes with the figures drawn
  // (DashboardContent), or now if they failed: the error is the app's to show.
  usePageFirstScreenGone(dashboard.isError);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('admin.modules.dashboard')}
        // A blank line until the day is known, so the cards under it do not move.
        description={
          dashboard.data
            ? t('admin.dashboard.description', { day: formatDay(dashboard.data.businessDate) })
            : '\u00a0'
        }
        actions={
          <Badge variant={live ? 'success' : 'secondary'}>
            {live ? t('admin.dashboard.live') : t('admin.dashboard.offline')}
          </Badge>
        }
      />
      <QueryView
        query={dashboard}
        loading={t('admin.dashboard.loading')}
        failed={t('admin.dashboard.loadFailed')}
        placeholder={<DashboardSkeleton label={t('admin.dashboard.loading')} />}
      >
        {(data) => (
          <DeferredContent data={data} onDrawn={() => startTransition(() => setDrawn(true))} />
        )}
      </QueryView>
      <HealthWidget enabled={drawn || dashboard.isError} />
    </div>
  );
}

/**
 * The figures are drawn in a deferred render: React draws them in slices of a few ms between
 * which the main thread is free, not in one task of the whole dashboard, and the skeleton, of
 * the same heights, stays until they are drawn (issue #38, decision 084).
 */
function DeferredContent({ data, onDrawn }: { data: ShopDashboard; onDrawn: () => void }) {
  const { t } = useTranslation();
  const shown = useDeferredValue<ShopDashboard | null>(data, null);
  if (!shown) return <DashboardSkeleton label={t('admin.dashboard.loading')} />;
  return (
    <>
      <DashboardContent data={shown} />
      <AfterPaint onPainted={onDrawn} />
    </>
  );
}

/** Calls `onPainted` once what was rendered with it is on screen. */
function AfterPaint({ onPainted }: { onPainted: () => void }) {
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) onPainted();
  }, [painted, onPainted]);
  return null;
}

/** Memoized: the live badge and the `drawn` flag change above it, the figures do not. */
const DashboardContent = memo(function DashboardContent({ data }: { data: ShopDashboard }) {
  const { t } = useTranslation();
  usePageFirstScreenGone();
  const { today } = data;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title={t('admin.dashboard.cards.revenue')}
          value={formatCents(today.revenueCents)}
          hint={t('admin.dashboard.cards.revenueHint')}
          icon={DollarSign}
        />
        <StatCard
          title={t('admin.dashboard.cards.paidOrders')}
          value={String(today.paidOrders)}
          hint={t('admin.dashboard.cards.paidOrdersHint')}
          icon={ShoppingBag}
        />
        <StatCard
          title={t('admin.dashboard.cards.averageTicket')}
          value={formatCents(today.averageTicketCents)}
          hint={t('admin.dashboard.cards.averageTicketHint')}
          icon={Receipt}
        />
      </div>
      <Alerts data={data} />
      {today.paidOrders === 0 ? (
        <EmptyState icon={ShoppingBag} title={t('admin.dashboard.empty')} />
      ) : (
        <>
          <HourlyRevenue byHour={data.byHour} />
          <div className="grid gap-4 lg:grid-cols-2">
            <FigureList
              title={t('admin.dashboard.paymentMix')}
              rows={data.paymentMix.map((row) => ({
                key: row.method,
                label: t(`admin.dashboard.methods.${row.method}`),
                detail: t('admin.dashboard.orders', { count: row.paidOrders }),
                revenueCents: row.revenueCents,
              }))}
            />
            <FigureList
              title={t('admin.dashboard.byChannel')}
              rows={data.byChannel.map((row) => ({
                key: row.channel,
                label: orderChannelLabels[row.channel],
                detail: t('admin.dashboard.orders', { count: row.paidOrders }),
                revenueCents: row.revenueCents,
              }))}
            />
            <FigureList
              title={t('admin.dashboard.topProducts')}
              rows={data.topProducts.map((row) => ({
                key: row.name,
                label: row.name,
                detail: t('admin.dashboard.quantity', { count: row.quantity }),
                revenueCents: row.revenueCents,
              }))}
            />
          </div>
        </>
      )}
    </>
  );
});

/** Today's revenue by hour beside the same hour a week ago. */
function HourlyRevenue({ byHour }: { byHour: ShopDashboard['byHour'] }) {
  const { t } = useTranslation();
  const painted = useAfterPaint();
  const room = <div className={chartRoom} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.dashboard.byHour')}</CardTitle>
        <CardDescription>{t('admin.dashboard.byHourLegend')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!painted ? (
          room
        ) : (
          <Suspense fallback={room}>
            <BarChart
              label={t('admin.dashboard.byHour')}
              bars={byHour.map((row) => ({
                key: String(row.hour),
                label: `${row.hour}h`,
                value: row.revenueCents,
                valueText: formatCents(row.revenueCents),
                compare: {
                  value: row.lastWeekRevenueCents,
                  text: t('admin.dashboard.lastWeek', {
                    value: formatCents(row.lastWeekRevenueCents),
                  }),
                },
              }))}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

function FigureList({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; label: string; detail: string; revenueCents: number }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border text-sm" aria-label={title}>
          {rows.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-4 py-2">
              <span className="font-medium">{row.label}</span>
              <span className="flex gap-4 tabular-nums">
                <span className="text-muted-foreground">{row.detail}</span>
                <span>{formatCents(row.revenueCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A stock level in its unit: thousandths shown with up to three decimals. */
const level = (milli: number, unit: string) =>
  `${(milli / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 })} ${unit}`;

/**
 * What needs the owner now: the kitchen's queue, bills overdue, items running out, the cash
 * registers open.
 */
function Alerts({ data }: { data: ShopDashboard }) {
  const { t } = useTranslation();
  const { kitchen, overduePayables, lowStock } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title={t('admin.dashboard.cards.preparing')}
        value={String(kitchen.preparing)}
        hint={t('admin.dashboard.cards.preparingHint', { count: kitchen.ready })}
        icon={ChefHat}
      />
      <Card className={overduePayables.count > 0 ? 'border-destructive' : undefined}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-sm font-medium">
            <AlertTriangle aria-hidden className="size-4" />
            {t('admin.dashboard.overdue.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1">
          {overduePayables.count === 0 ? (
            <CardDescription>{t('admin.dashboard.overdue.none')}</CardDescription>
          ) : (
            <>
              <p className="text-2xl font-bold text-destructive tabular-nums">
                {formatCents(overduePayables.amountCents)}
              </p>
              <Link className="text-sm underline" to={adminPaths.payables}>
                {t('admin.dashboard.overdue.count', { count: overduePayables.count })}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-sm font-medium">
            {t('admin.dashboard.lowStock.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {lowStock.length === 0 ? (
            <CardDescription>{t('admin.dashboard.lowStock.none')}</CardDescription>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label={t('admin.dashboard.lowStock.title')}>
              {lowStock.map((item) => (
                <li key={item.name} className="flex justify-between gap-2">
                  <span className="font-medium">{item.name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {t('admin.dashboard.lowStock.level', {
                      level: level(item.levelMilli, item.unit),
                      minimum: level(item.minimumMilli, item.unit),
                    })}
                  </span>
                </li>
              ))}
              <li>
                <Link className="underline" to={adminPaths.stock}>
                  {t('admin.dashboard.lowStock.open')}
                </Link>
              </li>
            </ul>
          )}
        </CardContent>
      </Card>
      <OpenRegisters registers={data.openRegisters} />
    </div>
  );
}

/** The registers open now, with the cash each drawer should hold (not the viewer's own). */
function OpenRegisters({ registers }: { registers: ShopDashboard['openRegisters'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-sm font-medium">
          <Wallet aria-hidden className="size-4" />
          {t('admin.dashboard.registers.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {registers.length === 0 ? (
          <CardDescription>{t('admin.dashboard.registers.none')}</CardDescription>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label={t('admin.dashboard.registers.title')}>
            {registers.map((register) => (
              <li key={register.name} className="grid gap-0.5">
                <span className="font-medium">{register.name}</span>
                <span className="text-muted-foreground">
                  {t('admin.dashboard.registers.opened', {
                    operator: register.operator,
                    at: formatDateTime(register.openedAt),
                  })}
                </span>
                <span className="tabular-nums">
                  {register.expectedCashCents === null
                    ? t('admin.dashboard.registers.blind')
                    : t('admin.dashboard.registers.expectedCash', {
                        value: formatCents(register.expectedCashCents),
                      })}
                </span>
              </li>
            ))}
            <li>
              <Link className="underline" to={adminPaths.pdv}>
                {t('admin.dashboard.registers.open')}
              </Link>
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
