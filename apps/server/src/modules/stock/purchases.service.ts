import { and, asc, eq } from 'drizzle-orm';
import type { PurchaseDetail } from '@comanda/shared';
import type { Executor, Transaction } from '../../db/client';
import { recordMovements, type LedgerContext } from './ledger.service';
import { stockItems, stockMovements } from './stock.tables';

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

/** What a purchase brought in, from its 'purchase' movements, and who recorded it. */
export async function purchaseLinesOf(
  db: Executor,
  establishmentId: string,
  purchaseId: string,
): Promise<{ lines: PurchaseDetail['lines']; userName: string | null }> {
  const rows = await db
    .select({
      stockItemId: stockMovements.stockItemId,
      stockItemName: stockItems.name,
      unit: stockItems.unit,
      quantityMilli: stockMovements.quantityMilli,
      totalCents: stockMovements.costCents,
      userName: stockMovements.userName,
    })
    .from(stockMovements)
    .innerJoin(stockItems, eq(stockItems.id, stockMovements.stockItemId))
    .where(
      and(
        eq(stockMovements.establishmentId, establishmentId),
        eq(stockMovements.purchaseId, purchaseId),
        eq(stockMovements.kind, 'purchase'),
      ),
    )
    .orderBy(asc(stockMovements.createdAt), asc(stockItems.name));
  return {
    lines: rows.map(({ userName: _, totalCents, ...line }) => ({
      ...line,
      totalCents: totalCents ?? 0,
    })),
    userName: rows[0]?.userName ?? null,
  };
}
