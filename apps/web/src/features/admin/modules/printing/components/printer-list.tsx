import type { Printer } from '@comanda/shared';
import { FileText, LoaderCircle, Printer as PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { EmptyState } from '@/components/query-states';
import { useDeletePrinter } from '../api/delete-printer';
import { usePrintTest } from '../api/print-test';
import { useReportPrintResult } from '../api/report-print-result';
import { printInBrowser } from '../utils/print-in-browser';
import { PrintedReceipts } from './printed-receipts';

export function PrinterList({
  printers,
  onEdit,
}: {
  printers: Printer[];
  onEdit: (printer: Printer) => void;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const remove = useDeletePrinter();
  if (printers.length === 0) {
    return (
      <EmptyState
        icon={PrinterIcon}
        title={t('printing.list.empty')}
        description={t('printing.list.emptyHint')}
      />
    );
  }
  return (
    <>
      <Card className="gap-0 overflow-hidden py-0">
        <ul aria-label={t('printing.list.label')} className="divide-y divide-border">
          {printers.map((printer) => (
            <PrinterRow
              key={printer.id}
              printer={printer}
              onEdit={() => onEdit(printer)}
              onDelete={() => setDeleting(printer)}
            />
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('printing.list.deleteTitle')}
        description={t('printing.list.deleteDescription', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('printing.list.deleted'));
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(errorMessage(error, t('printing.list.deleteFailed')));
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}

function PrinterRow({
  printer,
  onEdit,
  onDelete,
}: {
  printer: Printer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [showReceipts, setShowReceipts] = useState(false);
  const test = usePrintTest();
  const report = useReportPrintResult();

  function printTest() {
    test.mutate(printer.id, {
      onSuccess: async ({ job, payload }) => {
        if (payload === null) {
          toast.success(t('printing.list.testQueued'));
          return;
        }
        const failure = await printInBrowser(printer, payload);
        report.mutate({ jobId: job.id, error: failure ?? undefined });
        if (failure) toast.error(failure);
        else toast.success(t('printing.list.testPrinted'));
      },
      onError: (error) => toast.error(errorMessage(error, t('printing.list.testFailed'))),
    });
  }

  return (
    <li className="grid gap-3 p-4" data-testid="printer-row">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <PrinterSummary printer={printer} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" disabled={test.isPending} onClick={printTest}>
            {test.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <PrinterIcon aria-hidden />
            )}
            {t('printing.list.test')}
          </Button>
          {printer.connectionType === 'virtual' && (
            <Button
              type="button"
              variant="outline"
              aria-expanded={showReceipts}
              onClick={() => setShowReceipts((shown) => !shown)}
            >
              <FileText aria-hidden />
              {showReceipts ? t('printing.list.hideReceipts') : t('printing.list.showReceipts')}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={onEdit}>
            {t('common.edit')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
          >
            {t('common.delete')}
          </Button>
        </div>
      </div>
      {showReceipts && <PrintedReceipts printerId={printer.id} />}
    </li>
  );
}

/** The printer's name, kind, connection, paper and address. */
function PrinterSummary({ printer }: { printer: Printer }) {
  const { t } = useTranslation();
  const address =
    printer.connectionType === 'network'
      ? `${printer.ip}:${printer.port}${printer.viaAgent ? ` · ${t('printing.list.viaAgent')}` : ''}`
      : (printer.device ?? printer.printerName ?? '');
  return (
    <div className="grid min-w-48 flex-1 gap-1">
      <p className="font-medium break-words">{printer.name}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="secondary">{t(`printing.kinds.${printer.kind}`)}</Badge>
        <Badge variant="outline">{t(`printing.connections.${printer.connectionType}`)}</Badge>
        <span>{printer.paperWidth} mm</span>
        {printer.cutPaper && <span>{t('printing.list.cuts')}</span>}
        {address && <span className="break-all">{address}</span>}
        {!printer.active && <Badge variant="secondary">{t('printing.list.inactive')}</Badge>}
      </div>
    </div>
  );
}
