import { formatCents, formatShortDay, orderChannelLabels, type ShopReport } from '@comanda/shared';
import { Ban, DollarSign, Printer, Receipt, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PeriodFields } from '@/components/period-fields';
import { QueryView } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { usePeriodDraft } from '@/hooks/use-period-draft';
import { useSession } from '@/lib/session/get-me';
import { useReport } from '../api/get-report';
import { MarginTable } from '../components/margin-table';
import { ReportTable, type ReportRow } from '../components/report-table';
import { periodPresets, presetOf, presetPeriod } from '../utils/period';

/** /admin/relatorios: the shop's paid sales over a chosen period, each table with its CSV. */
export default function Reports() {
  const { t } = useTranslation();
  const { draft, setDraft, period, errors } = usePeriodDraft(() => presetPeriod('today'));
  const report = useReport(period);
  const pressed = presetOf(draft);
  const session = useSession().data;
  const shopName = session?.status === 'signed-in' ? session.me.establishment?.name : undefined;

  return (
    <div className="grid gap-6">
      {/* On paper the report says whose it is; on screen the panel already does. */}
      {shopName && <p className="hidden text-xl font-semibold print:block">{shopName}</p>}
      <PageHeader
        title={t('admin.modules.reports')}
        description={
          report.data
            ? `${t('admin.reports.description')} · ${t('admin.reports.period', {
                from: formatShortDay(report.data.from),
                to: formatShortDay(report.data.to),
              })}`
            : t('admin.reports.description')
        }
        actions={
          <Button
            type="button"
            variant="outline"
            className="print:hidden"
            title={t('admin.reports.printHint')}
            onClick={() => window.print()}
          >
            <Printer aria-hidden />
            {t('admin.reports.print')}
          </Button>
        }
      />
      <Card className="print:hidden">
        <CardContent className="flex flex-wrap items-start gap-4">
          <div className="flex flex-wrap gap-2 self-end pb-0.5" role="group">
            {periodPresets.map((preset) => (
              <Button
                key={preset}
                type="button"
                variant={pressed === preset ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={pressed === preset}
                onClick={() => setDraft(presetPeriod(preset))}
              >
                {t(`admin.reports.presets.${preset}`)}
              </Button>
            ))}
            {/* Typing dates is the custom period; shown as chosen when no preset matches. */}
            {!pressed && <Badge variant="secondary">{t('admin.reports.custom')}</Badge>}
          </div>
          <PeriodFields
            draft={draft}
            setDraft={setDraft}
            errors={errors}
            labels={{ from: t('admin.reports.from'), to: t('admin.reports.to') }}
          />
        </CardContent>
      </Card>
      <QueryView
        query={report}
        loading={t('admin.reports.loading')}
        failed={t('admin.reports.loadFailed')}
      >
        {(data) => <ReportContent report={data} />}
      </QueryView>
    </div>
  );
}

/** getUTCDay order, as the server counts weekdays (0 = domingo). */
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const sales = (key: string, label: string, row: { paidOrders: number; revenueCents: number }) =>
  ({ key, label, count: row.paidOrders, revenueCents: row.revenueCents }) satisfies ReportRow;
const items = (row: { name: string; quantity: number; revenueCents: number }) =>
  ({
    key: row.name,
    label: row.name,
    count: row.quantity,
    revenueCents: row.revenueCents,
  }) satisfies ReportRow;

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function ReportContent({ report }: { report: ShopReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  const period = { from: report.from, to: report.to };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('admin.reports.cards.revenue')}
          value={formatCents(totals.revenueCents)}
          hint={t('admin.reports.cards.revenueHint')}
          icon={DollarSign}
        />
        <StatCard
          title={t('admin.reports.cards.paidOrders')}
          value={String(totals.paidOrders)}
          hint={t('admin.reports.cards.paidOrdersHint')}
          icon={ShoppingBag}
        />
        <StatCard
          title={t('admin.reports.cards.averageTicket')}
          value={formatCents(totals.averageTicketCents)}
          hint={t('admin.reports.cards.averageTicketHint')}
          icon={Receipt}
        />
        <StatCard
          title={t('admin.reports.cards.canceled')}
          value={String(totals.canceledOrders)}
          hint={t('admin.reports.cards.canceledHint')}
          icon={Ban}
        />
      </div>
      {totals.paidOrders === 0 ? (
        <CardDescription>{t('admin.reports.empty')}</CardDescription>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2 print:block print:space-y-4">
          <ReportTable
            table="day"
            period={period}
            countColumn="orders"
            rows={report.byDay.map((row) => sales(row.date, formatShortDay(row.date), row))}
          />
          <ReportTable
            table="hour"
            period={period}
            countColumn="orders"
            rows={report.byHour.map((row) => sales(String(row.hour), `${row.hour}h`, row))}
          />
          <ReportTable
            table="weekday"
            period={period}
            countColumn="orders"
            rows={report.byWeekday.map((row) =>
              sales(
                String(row.weekday),
                t(`admin.reports.weekdays.${weekdayKeys[row.weekday]!}`),
                row,
              ),
            )}
          />
          <ReportTable
            table="product"
            period={period}
            countColumn="quantity"
            rows={report.byProduct.map(items)}
          />
          <ReportTable
            table="category"
            period={period}
            countColumn="quantity"
            rows={report.byCategory.map(items)}
          />
          <ReportTable
            table="payment-method"
            period={period}
            countColumn="orders"
            rows={report.byPaymentMethod.map((row) =>
              sales(row.method, t(`admin.reports.methods.${row.method}`), row),
            )}
            totalCount={report.totals.paidOrders}
            note={t('admin.reports.splitNote')}
          />
          <ReportTable
            table="channel"
            period={period}
            countColumn="orders"
            rows={report.byChannel.map((row) =>
              sales(row.channel, orderChannelLabels[row.channel], row),
            )}
          />
          <MarginTable rows={report.productMargins} period={period} />
        </div>
      )}
    </>
  );
}
