import { formatDateTime } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { ErrorState, LoadingState } from '@/components/query-states';
import { usePrintedReceipts } from '../api/list-printed-receipts';

/** The virtual printer's paper: each receipt as it would have printed, newest first. */
export function PrintedReceipts({ printerId }: { printerId: string }) {
  const { t } = useTranslation();
  const receipts = usePrintedReceipts(printerId);
  if (receipts.isPending) return <LoadingState label={t('printing.receipts.loading')} />;
  if (receipts.isError) {
    return (
      <ErrorState
        message={errorMessage(receipts.error, t('printing.receipts.loadFailed'))}
        onRetry={() => void receipts.refetch()}
      />
    );
  }
  if (receipts.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('printing.receipts.empty')}</p>;
  }
  return (
    <ol aria-label={t('printing.receipts.label')} className="flex gap-4 overflow-x-auto pb-2">
      {receipts.data.map((receipt) => (
        <li key={receipt.id} className="grid shrink-0 content-start gap-2">
          <p className="text-xs text-muted-foreground">
            {receipt.orderNumber === null
              ? t('printing.receipts.testPage')
              : t('printing.receipts.order', { number: receipt.orderNumber })}
            {receipt.printedAt && ` · ${formatDateTime(receipt.printedAt)}`}
          </p>
          <pre
            data-testid="virtual-receipt"
            className="rounded-md border border-border bg-white p-3 font-mono text-xs leading-snug text-black shadow-sm"
          >
            {receipt.previewText}
          </pre>
        </li>
      ))}
    </ol>
  );
}
