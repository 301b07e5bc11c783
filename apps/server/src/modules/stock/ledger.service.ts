import { and, asc, eq, inArray } from 'drizzle-orm';
import { milliPerUnit, type StockMovementKind } from '@comanda/shared';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../lib/realtime';
import { setSoldOutByStock } from '../catalog';
import { recipeLines, stockItems, stockMovements } from './stock.tables';

/*
 * The ledger (decision 018): every change of a level is a movement row, appended together with
 * the item's running level in one transaction. Every writer goes through `recordMovements`,
 * which locks the items FOR UPDATE in id order (one order everywhere: no deadlocks between a
 * sale and a purchase touching the same items) and refuses any level below zero.
 */

export interface MovementDraft {
  stockItemId: string;
  kind: StockMovementKind;
  /** Signed thousandths of the unit: positive adds, negative takes. */
  quantityMilli: number;
  reason?: string | null;
  orderId?: string | null;
  /** The order line a sale or its return is for (decision 038). */
  orderItemId?: string | null;
  purchaseId?: string | null;
  userName?: string | null;
  /** A purchase line's total cost, in centavos (moves the weighted average cost). */
  purchaseCostCents?: number;
}

type StockItemRow = typeof stockItems.$inferSelect;

/** Whom the ledger tells that products ran out or came back. */
export type LedgerContext = { realtime: Pick<Realtime, 'publish'> };

/** The shop's items among `ids`, locked until the transaction ends; a missing one is a 404. */
export async function lockStockItems(
  tx: Transaction,
  establishmentId: string,
  ids: string[],
): Promise<Map<string, StockItemRow>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.establishmentId, establishmentId), inArray(stockItems.id, unique)))
    .orderBy(asc(stockItems.id))
    .for('update');
  if (rows.length !== unique.length) {
    throw new AppError('NOT_FOUND', 'Item de estoque não encontrado');
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Appends the movements and moves each item's level (and, for purchases, its weighted average
 * cost), then refreshes the 'Esgotado' state of the products that use these items.
 * `shortage` builds the error for a movement that would take a level below zero.
 */
export async function recordMovements(
  tx: Transaction,
  ctx: LedgerContext,
  establishmentId: string,
  drafts: MovementDraft[],
  shortage: (item: StockItemRow) => AppError = (item) =>
    new AppError('CONFLICT', `Estoque insuficiente de ${item.name}`),
): Promise<void> {
  if (drafts.length === 0) return;
  const items = await lockStockItems(
    tx,
    establishmentId,
    drafts.map((draft) => draft.stockItemId),
  );
  const rows: (typeof stockMovements.$inferInsert)[] = [];
  for (const draft of drafts) {
    const item = items.get(draft.stockItemId)!;
    const levelMilli = item.levelMilli + draft.quantityMilli;
    if (levelMilli < 0) throw shortage(item);
    const costCents =
      draft.purchaseCostCents === undefined
        ? item.costCents
        : averageCost(item, draft.quantityMilli, draft.purchaseCostCents);
    rows.push({
      establishmentId,
      stockItemId: item.id,
      kind: draft.kind,
      quantityMilli: draft.quantityMilli,
      levelAfterMilli: levelMilli,
      costCents:
        draft.purchaseCostCents ??
        Math.round((Math.abs(draft.quantityMilli) * item.costCents) / milliPerUnit),
      reason: draft.reason ?? null,
      orderId: draft.orderId ?? null,
      orderItemId: draft.orderItemId ?? null,
      purchaseId: draft.purchaseId ?? null,
      userName: draft.userName ?? null,
    });
    items.set(item.id, { ...item, levelMilli, costCents });
  }
  await tx.insert(stockMovements).values(rows);
  for (const item of items.values()) {
    await tx
      .update(stockItems)
      .set({ levelMilli: item.levelMilli, costCents: item.costCents })
      .where(eq(stockItems.id, item.id));
  }
  await refreshSoldOut(tx, ctx, establishmentId, [...items.keys()]);
}

/**
 * Weighted average cost of one unit after buying `quantityMilli` for `totalCents`: what was
 * in stock at its average plus what came in at its price, over the new level. Stock below
 * zero cannot exist, and an empty item simply takes the purchase's price.
 */
export function averageCost(
  item: Pick<StockItemRow, 'levelMilli' | 'costCents'>,
  quantityMilli: number,
  totalCents: number,
): number {
  const levelMilli = item.levelMilli + quantityMilli;
  if (levelMilli <= 0) return item.costCents;
  return Math.round((item.levelMilli * item.costCents + totalCents * milliPerUnit) / levelMilli);
}

/**
 * A product is sold out by stock when some line of its own recipe needs more than its item
 * has: one more unit cannot be made. Extras and add-ons are checked when ordered.
 */
export async function refreshSoldOut(
  executor: Executor,
  ctx: LedgerContext,
  establishmentId: string,
  stockItemIds: string[],
  /** Products to judge even if no line of theirs uses these items (a recipe just emptied). */
  alsoProductIds: string[] = [],
): Promise<void> {
  const affected = !stockItemIds.length
    ? []
    : await executor
        .selectDistinct({ productId: recipeLines.productId })
        .from(recipeLines)
        .where(
          and(
            eq(recipeLines.establishmentId, establishmentId),
            inArray(recipeLines.stockItemId, stockItemIds),
          ),
        );
  const productIds = [
    ...new Set([...affected.map((row) => row.productId), ...alsoProductIds]),
  ].filter((id) => id !== null);
  if (productIds.length === 0) return;
  const lines = await executor
    .select({
      productId: recipeLines.productId,
      quantityMilli: recipeLines.quantityMilli,
      levelMilli: stockItems.levelMilli,
    })
    .from(recipeLines)
    .innerJoin(stockItems, eq(stockItems.id, recipeLines.stockItemId))
    .where(
      and(
        eq(recipeLines.establishmentId, establishmentId),
        inArray(recipeLines.productId, productIds),
      ),
    );
  const verdicts = new Map(productIds.map((id) => [id, false]));
  for (const line of lines) {
    if (line.levelMilli < line.quantityMilli) verdicts.set(line.productId!, true);
  }
  await setSoldOutByStock(executor, ctx.realtime, establishmentId, verdicts);
}
