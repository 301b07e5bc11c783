import { FileText, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { printedMenuPdf, tableQrCodesPdf, useTables } from '../api/tables';
import { CreateTablesForm } from '../components/create-tables-form';
import { TableRow } from '../components/table-row';

/**
 * /admin/mesas: the shop's tables (issue 35), their QR codes as one PDF to print, and the
 * printed menu.
 */
export default function Tables() {
  const { t } = useTranslation();
  const tables = useTables();
  const anyActive = tables.data?.some((table) => table.active) ?? false;

  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={t('admin.modules.tables')}
        description={t('tables.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {anyActive && (
              <Button asChild>
                <a href={tableQrCodesPdf} download>
                  <QrCode aria-hidden />
                  {t('tables.printQrCodes')}
                </a>
              </Button>
            )}
            <Button asChild variant="outline">
              <a href={printedMenuPdf} download>
                <FileText aria-hidden />
                {t('tables.printedMenu')}
              </a>
            </Button>
          </div>
        }
      />
      <CreateTablesForm />
      <Card>
        <CardHeader>
          <CardTitle>{t('tables.list.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {tables.isPending ? (
            <LoadingState label={t('tables.list.loading')} />
          ) : tables.isError ? (
            <ErrorState
              message={errorMessage(tables.error, t('tables.list.loadFailed'))}
              retrying={tables.isFetching}
              onRetry={() => void tables.refetch()}
            />
          ) : tables.data.length === 0 ? (
            <p className="text-muted-foreground">{t('tables.list.empty')}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {tables.data.map((table) => (
                <TableRow key={table.id} table={table} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
