import { formatCents, formatDate, formatDay, type Purchase } from '@comanda/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PurchaseDetail } from './purchase-detail';

/** A purchase in the list: its business day (the shop's, not the device's), supplier and total. */
export function PurchaseRow({
  purchase,
  open,
  onToggle,
}: {
  purchase: Purchase;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-2 border-t pt-2" aria-label={purchase.supplierName}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {formatDate(purchase.createdAt)} · {purchase.supplierName}
        </span>
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{formatCents(purchase.totalCents)}</span>
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={onToggle}>
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {t('suppliers.purchases.details')}
          </Button>
        </span>
      </div>
      {open ? (
        <PurchaseDetail purchase={purchase} />
      ) : (
        <span className="text-sm text-muted-foreground">
          {t('suppliers.purchases.payables')}:{' '}
          {purchase.payables
            .map((payable) => `${formatDay(payable.dueDate)} ${formatCents(payable.amountCents)}`)
            .join(' · ')}
        </span>
      )}
    </li>
  );
}
