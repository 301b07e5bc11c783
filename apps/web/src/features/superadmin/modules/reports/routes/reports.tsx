import { formatCents, type PlatformReport } from '@comanda/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PeriodFilterCard } from '@/components/period-fields';
import { QueryView } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePeriodDraft } from '@/hooks/use-period-draft';
import { reportCsvUrl, useReport } from '../api/get-report';
import { BarChart } from '@/components/bar-chart';
import { formatDay } from '@comanda/shared';
import { periodPresets, presetPeriod } from '../../../utils/period';

/** /superadmin/relatorios: orders and revenue per establishment over a chosen period. */
export default function Reports() {
  const { t } = useTranslation();
  const { draft, setDraft, period, errors } = usePeriodDraft(() => presetPeriod('last30'));
  const report = useReport(period);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('superadmin.modules.reports')}
        description={t('superadmin.reports.description')}
        actions={
          <Button asChild variant="outline">
            <a href={reportCsvUrl(period)} download>
              <Download aria-hidden />
              {t('superadmin.reports.exportCsv')}
            </a>
          </Button>
        }
      />
      <PeriodFilterCard
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        labels={{ from: t('superadmin.reports.from'), to: t('superadmin.reports.to') }}
      >
        <div className="flex flex-wrap gap-2 self-end pb-0.5">
          {periodPresets.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setDraft(presetPeriod(preset))}
            >
              {t(`superadmin.reports.presets.${preset}`)}
            </Button>
          ))}
        </div>
      </PeriodFilterCard>
      <QueryView
        query={report}
        loading={t('superadmin.reports.loading')}
        failed={t('superadmin.reports.loadFailed')}
      >
        {(data) => <ReportContent report={data} />}
      </QueryView>
    </div>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function ReportContent({ report }: { report: PlatformReport }) {
  const { t } = useTranslation();
  const period = t('superadmin.reports.period', {
    from: formatDay(report.from),
    to: formatDay(report.to),
  });
  if (report.rows.length === 0) {
    return <CardDescription>{t('superadmin.reports.empty')}</CardDescription>;
  }
  const selling = report.rows.filter((row) => row.revenueCents > 0);
  return (
    <>
      {selling.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('superadmin.reports.chart')}</CardTitle>
            <CardDescription>{period}</CardDescription>
          </CardHeader>
          <CardContent>
            <BarChart
              label={`${t('superadmin.reports.chart')}, ${period}`}
              bars={selling.slice(0, 20).map((row) => ({
                key: row.id,
                label: row.name,
                value: row.revenueCents,
                valueText: formatCents(row.revenueCents),
              }))}
            />
          </CardContent>
        </Card>
      )}
      <Card className="overflow-x-auto py-0">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{period}</caption>
          <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('superadmin.reports.columns.name')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('superadmin.reports.columns.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('superadmin.reports.columns.orders')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('superadmin.reports.columns.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {report.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  <span className="grid">
                    <span>{row.name}</span>
                    {row.subdomain && (
                      <span className="text-xs font-normal text-muted-foreground">
                        {row.subdomain}
                      </span>
                    )}
                  </span>
                </th>
                <td className="px-4 py-3">
                  <Badge variant={row.active ? 'success' : 'secondary'}>
                    {row.active ? t('superadmin.common.active') : t('superadmin.common.inactive')}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{row.confirmedOrders}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatCents(row.revenueCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-4 py-3 text-left">
                {t('superadmin.reports.total')}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{report.totals.confirmedOrders}</td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatCents(report.totals.revenueCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </Card>
    </>
  );
}
