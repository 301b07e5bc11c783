import type { ReportQuery, ShopReportTable } from '@comanda/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reportFileUrl } from '../api/get-report';

/** The CSV and XLSX downloads of one table (hidden when printing). */
export function ReportDownloads({
  table,
  period,
}: {
  table: ShopReportTable;
  period: ReportQuery;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2 print:hidden">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={reportFileUrl(format, table, period)} download>
            <Download aria-hidden />
            {t(format === 'csv' ? 'admin.reports.exportCsv' : 'admin.reports.exportXlsx')}
          </a>
        </Button>
      ))}
    </div>
  );
}
