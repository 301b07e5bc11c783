import { formatCents, type ReportQuery, type ShopReport } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { marginPercent } from '../utils/margin';
import { NumbersTable } from './numbers-table';
import { ReportDownloads } from './report-downloads';

/** CMV and gross margin of the products with a recipe. */
export function MarginTable({
  rows,
  period,
}: {
  rows: ShopReport['productMargins'];
  period: ReportQuery;
}) {
  const { t } = useTranslation();
  const title = t('admin.reports.tables.product-margin');
  return (
    <Card className="xl:col-span-2">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{t('admin.reports.marginHint')}</CardDescription>
        </div>
        {rows.length > 0 && <ReportDownloads table="product-margin" period={period} />}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <CardDescription>{t('admin.reports.noMargins')}</CardDescription>
        ) : (
          <MarginRows rows={rows} title={title} />
        )}
      </CardContent>
    </Card>
  );
}

/** The products' rows with their total: quantity, revenue, cost, margin and margin %. */
function MarginRows({ rows, title }: { rows: ShopReport['productMargins']; title: string }) {
  const { t } = useTranslation();
  const total = rows.reduce(
    (sum, row) => ({
      quantity: sum.quantity + row.quantity,
      revenueCents: sum.revenueCents + row.revenueCents,
      costCents: sum.costCents + row.costCents,
      marginCents: sum.marginCents + row.marginCents,
    }),
    { quantity: 0, revenueCents: 0, costCents: 0, marginCents: 0 },
  );
  const cells = (row: typeof total) => [
    row.quantity,
    formatCents(row.revenueCents),
    formatCents(row.costCents),
    formatCents(row.marginCents),
    marginPercent(row.marginCents, row.revenueCents),
  ];
  const headers = ['quantity', 'revenue', 'cost', 'margin', 'marginPercent'] as const;
  return (
    <NumbersTable
      title={title}
      className="overflow-auto"
      columns={[
        t('admin.reports.columns.product-margin'),
        ...headers.map((header) => t(`admin.reports.columns.${header}`)),
      ]}
      rows={rows.map((row) => ({ key: row.name, label: row.name, cells: cells(row) }))}
      total={cells(total)}
    />
  );
}
