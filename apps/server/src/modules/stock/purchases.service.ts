import type { Transaction } from '../../db/client';
import { recordMovements, type LedgerContext } from './ledger.service';

export interface PurchaseLine {
  stockItemId: string;
  quantityMilli: number;
  totalCents: number;
}

/**
 * A purchase's lines come into stock as 'purchase' movements (in the caller's transaction),
 * each moving its item's weighted average cost.
 */
export async function recordPurchaseLines(
  tx: Transaction,
  ctx: LedgerContext,
  establishmentId: string,
  purchase: { id: string; supplierName: string; userName: string | null },
  lines: PurchaseLine[],
): Promise<void> {
  await recordMovements(
    tx,
    ctx,
    establishmentId,
    lines.map((line) => ({
      stockItemId: line.stockItemId,
      kind: 'purchase' as const,
      quantityMilli: line.quantityMilli,
      purchaseCostCents: line.totalCents,
      purchaseId: purchase.id,
      reason: `Compra de ${purchase.supplierName}`,
      userName: purchase.userName,
    })),
  );
}
