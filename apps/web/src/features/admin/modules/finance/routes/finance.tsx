import {
  businessMonthToDate,
  cashFlowGranularities,
  formatCents,
  formatShortDay,
  payableCategoryLabels,
  type CashFlowGranularity,
  type FinanceOverview,
} from '@comanda/shared';
import { Landmark, Scale, TrendingUp, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '@/components/bar-chart';
import { ChoiceField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { PeriodFilterCard } from '@/components/period-fields';
import { QueryView } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePeriodDraft } from '@/hooks/use-period-draft';
import { cn } from '@/lib/cn';
import { adminPaths } from '../../../admin-paths';
import { useFinanceOverview } from '../api/finance-overview';
import { ScrollRegion } from '@/components/scroll-region';

/** /admin/financeiro: cash flow (realised and forecast) and the period's result. */
export default function Finance() {
  const { t } = useTranslation();
  const { draft, setDraft, period, errors } = usePeriodDraft(() => businessMonthToDate(new Date()));
  const [by, setBy] = useState<CashFlowGranularity>('day');
  const overview = useFinanceOverview(period, by);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('admin.modules.finance')}
        description={t('admin.finance.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={adminPaths.receivables}>{t('admin.finance.links.receivables')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={adminPaths.payables}>{t('admin.finance.links.payables')}</Link>
            </Button>
          </>
        }
      />
      <PeriodFilterCard
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        labels={{ from: t('admin.finance.from'), to: t('admin.finance.to') }}
      >
        <div className="w-36">
          <ChoiceField
            label={t('admin.finance.by')}
            choices={cashFlowGranularities}
            value={by}
            onChoose={setBy}
            labelOf={(value) => t(`admin.finance.granularities.${value}`)}
          />
        </div>
      </PeriodFilterCard>
      <QueryView
        query={overview}
        loading={t('admin.finance.loading')}
        failed={t('admin.finance.loadFailed')}
      >
        {(data) => <FinanceContent data={data} />}
      </QueryView>
    </div>
  );
}

function FinanceContent({ data }: { data: FinanceOverview }) {
  const { t } = useTranslation();
  const last = data.cashFlow.at(-1);
  const moved = data.cashFlow.some(
    (row) =>
      row.realisedInCents || row.realisedOutCents || row.forecastInCents || row.forecastOutCents,
  );
  const bucketLabel = (start: string) =>
    data.by === 'week'
      ? t('admin.finance.weekOf', { date: formatShortDay(start) })
      : formatShortDay(start);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('admin.finance.cards.opening')}
          value={formatCents(data.openingBalanceCents)}
          hint={t('admin.finance.cards.openingHint')}
          icon={Landmark}
        />
        <StatCard
          title={t('admin.finance.cards.balance')}
          value={formatCents(last?.balanceCents ?? data.openingBalanceCents)}
          hint={t('admin.finance.cards.balanceHint')}
          icon={Wallet}
        />
        <StatCard
          title={t('admin.finance.cards.projected')}
          value={formatCents(last?.projectedBalanceCents ?? data.openingBalanceCents)}
          hint={t('admin.finance.cards.projectedHint')}
          icon={TrendingUp}
        />
        <StatCard
          title={t('admin.finance.cards.result')}
          value={formatCents(data.dre.resultCents)}
          hint={t('admin.finance.cards.resultHint')}
          icon={Scale}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.finance.cashFlow')}</CardTitle>
          <CardDescription>{t('admin.finance.chartLegend')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!moved ? (
            <CardDescription>{t('admin.finance.empty')}</CardDescription>
          ) : (
            <>
              {data.cashFlow.length <= 31 && (
                <BarChart
                  label={t('admin.finance.cashFlow')}
                  height={140}
                  bars={data.cashFlow.map((row) => ({
                    key: row.start,
                    label: bucketLabel(row.start),
                    value: row.realisedInCents,
                    valueText: formatCents(row.realisedInCents),
                    compare: {
                      value: row.realisedOutCents,
                      text: t('admin.finance.outflow', {
                        value: formatCents(row.realisedOutCents),
                      }),
                    },
                  }))}
                />
              )}
              <CashFlowTable data={data} bucketLabel={bucketLabel} />
            </>
          )}
        </CardContent>
      </Card>
      <ResultCard dre={data.dre} />
    </>
  );
}

const cashFlowColumns = [
  'realisedIn',
  'realisedOut',
  'forecastIn',
  'forecastOut',
  'balance',
  'projected',
] as const;

function CashFlowTable({
  data,
  bucketLabel,
}: {
  data: FinanceOverview;
  bucketLabel: (start: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('admin.finance.cashFlow')} className="max-h-[32rem] overflow-auto">
      <table className="w-full text-sm" aria-label={t('admin.finance.cashFlow')}>
        <thead className="border-b border-border text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('admin.finance.columns.period')}
            </th>
            {cashFlowColumns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 text-right font-medium">
                {t(`admin.finance.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {data.cashFlow.map((row) => {
            const cells = [
              row.realisedInCents,
              row.realisedOutCents,
              row.forecastInCents,
              row.forecastOutCents,
              row.balanceCents,
              row.projectedBalanceCents,
            ];
            return (
              <tr key={row.start}>
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {bucketLabel(row.start)}
                </th>
                {cells.map((cents, index) => (
                  <td
                    key={cashFlowColumns[index]}
                    className={cn(
                      'py-2 pr-4 text-right tabular-nums',
                      index >= 4 && cents < 0 && 'text-destructive',
                      index >= 2 && index < 4 && 'text-muted-foreground',
                    )}
                  >
                    {formatCents(cents)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A deduction shown negative; zero stays 0 (Intl would print −0 as "-R$ 0,00"). */
const minus = (cents: number) => (cents === 0 ? 0 : -cents);

function ResultCard({ dre }: { dre: FinanceOverview['dre'] }) {
  const { t } = useTranslation();
  const line = (label: string, cents: number, strong = false) => (
    <div key={label} className={cn('flex justify-between gap-4 py-2', strong && 'font-semibold')}>
      <dt>{label}</dt>
      <dd className={cn('tabular-nums', cents < 0 && 'text-destructive')}>{formatCents(cents)}</dd>
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.finance.dre.title')}</CardTitle>
        <CardDescription>{t('admin.finance.dre.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border text-sm" aria-label={t('admin.finance.dre.title')}>
          {line(t('admin.finance.dre.revenue'), dre.revenueCents)}
          {line(t('admin.finance.dre.cardFees'), minus(dre.cardFeesCents))}
          {line(t('admin.finance.dre.cmv'), minus(dre.costOfGoodsSoldCents))}
          {line(t('admin.finance.dre.grossProfit'), dre.grossProfitCents, true)}
          {line(t('admin.finance.dre.expenses'), minus(dre.expensesCents))}
          {dre.expenses.length === 0 ? (
            <div className="py-2 pl-4 text-muted-foreground">
              <dd>{t('admin.finance.dre.noExpenses')}</dd>
            </div>
          ) : (
            dre.expenses.map((expense) => (
              <div
                key={expense.category}
                className="flex justify-between gap-4 py-1 pl-4 text-muted-foreground"
              >
                <dt>{payableCategoryLabels[expense.category]}</dt>
                <dd className="tabular-nums">{formatCents(minus(expense.amountCents))}</dd>
              </div>
            ))
          )}
          {line(t('admin.finance.dre.result'), dre.resultCents, true)}
        </dl>
      </CardContent>
    </Card>
  );
}
