import { formatCents, formatDateTime, formatDay, type Purchase } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/query-states';
import { errorMessage } from '@/lib/error-message';
import { formatQuantityWithUnit } from '@/lib/quantity-input';
import { usePurchase } from '../api/suppliers';

/** Under a purchase: what it brought in, its installments, who recorded it and its notes. */
export function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const detail = usePurchase(purchase.id);

  if (detail.isPending) return <LoadingState label={t('suppliers.detail.loading')} />;
  if (detail.isError) {
    return (
      <ErrorState
        message={errorMessage(detail.error, t('suppliers.detail.loadFailed'))}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { lines, payables, notes, userName, createdAt } = detail.data;
  return (
    <div className="grid gap-3 rounded-md bg-muted/40 p-3 text-sm">
      <table
        className="w-full text-left"
        aria-label={t('suppliers.detail.title', { name: purchase.supplierName })}
      >
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-1">{t('suppliers.detail.item')}</th>
            <th>{t('suppliers.detail.quantity')}</th>
            <th className="text-right">{t('suppliers.detail.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.stockItemId} className="border-t">
              <td className="py-1">{line.stockItemName}</td>
              <td className="tabular-nums">
                {formatQuantityWithUnit(line.quantityMilli, line.unit)}
              </td>
              <td className="text-right tabular-nums">{formatCents(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <span className="text-muted-foreground">{t('suppliers.purchases.payables')}: </span>
        {payables
          .map(
            (payable, index) =>
              `${index + 1}ª ${formatDay(payable.dueDate)} ${formatCents(payable.amountCents)}`,
          )
          .join(' · ')}
      </p>
      <p className="text-muted-foreground">
        {t('suppliers.detail.recorded', {
          when: formatDateTime(createdAt),
          who: userName ?? '—',
        })}
      </p>
      {notes && (
        <p>
          <span className="text-muted-foreground">{t('suppliers.detail.notes')}: </span>
          {notes}
        </p>
      )}
    </div>
  );
}
