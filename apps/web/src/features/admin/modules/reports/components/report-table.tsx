import { formatCents, type ReportQuery, type ShopReportTable } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NumbersTable } from './numbers-table';
import { ReportDownloads } from './report-downloads';

export interface ReportRow {
  key: string;
  label: string;
  /** Paid orders, or units sold for products and categories. */
  count: number;
  revenueCents: number;
}

/** Bars are drawn for at most this many rows (the table keeps them all). */
const maxBars = 31;

/** One table of Relatórios: its chart, its rows with a total, and its downloads. */
export function ReportTable({
  table,
  period,
  rows,
  countColumn,
  totalCount,
  note,
}: {
  table: Exclude<ShopReportTable, 'product-margin'>;
  period: ReportQuery;
  rows: ReportRow[];
  countColumn: 'orders' | 'quantity';
  /** The total's count when rows may count one order twice (split payments). */
  totalCount?: number;
  note?: string;
}) {
  const { t } = useTranslation();
  const title = t(`admin.reports.tables.${table}`);
  const sum = rows.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      revenueCents: sum.revenueCents + row.revenueCents,
    }),
    { count: 0, revenueCents: 0 },
  );
  const total = { ...sum, count: totalCount ?? sum.count };
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <ReportDownloads table={table} period={period} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length <= maxBars && (
          <BarChart
            label={title}
            height={140}
            bars={rows.map((row) => ({
              key: row.key,
              label: row.label,
              value: row.revenueCents,
              valueText: formatCents(row.revenueCents),
            }))}
          />
        )}
        <ReportRows
          title={title}
          table={table}
          countColumn={countColumn}
          rows={rows}
          total={total}
        />
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** A report's rows and their total, by revenue. */
function ReportRows({
  title,
  table,
  countColumn,
  rows,
  total,
}: {
  title: string;
  table: Exclude<ShopReportTable, 'product-margin'>;
  countColumn: 'orders' | 'quantity';
  rows: ReportRow[];
  total: { count: number; revenueCents: number };
}) {
  const { t } = useTranslation();
  const cells = (row: { count: number; revenueCents: number }) => [
    row.count,
    formatCents(row.revenueCents),
  ];
  return (
    <NumbersTable
      title={title}
      className="max-h-96 overflow-auto print:max-h-none print:overflow-visible"
      columns={[
        t(`admin.reports.columns.${table}`),
        t(`admin.reports.columns.${countColumn}`),
        t('admin.reports.columns.revenue'),
      ]}
      rows={rows.map((row) => ({ key: row.key, label: row.label, cells: cells(row) }))}
      total={cells(total)}
    />
  );
}
