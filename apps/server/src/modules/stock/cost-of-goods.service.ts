import { and, eq, gt, inArray, isNotNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recipeLines, stockItems, stockMovements } from './stock.tables';

/*
 * What the stock says the shop's sales cost (CMV), for finance and reports. Sales take stock
 * at the item's average cost of that moment (decision 018), so the ledger holds the cost.
 */

/**
 * Cost of the goods the orders in `orderIds` (a query of order ids, e.g. the orders module's
 * `paidOrderIds` of a period) took from stock, less what their returns gave back.
 */
export async function costOfGoodsSold(
  db: Executor,
  establishmentId: string,
  orderIds: SQLWrapper,
): Promise<number> {
  const [row] = await db
    .select({
      cost: sql<string | null>`sum(case when ${stockMovements.kind} = 'sale'
        then ${stockMovements.costCents} else -${stockMovements.costCents} end)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.establishmentId, establishmentId),
        inArray(stockMovements.kind, ['sale', 'sale_return']),
        inArray(stockMovements.orderId, orderIds),
      ),
    );
  return Number(row?.cost ?? 0);
}

/**
 * One unit of each product with a recipe, at today's average costs, in centavos (extras
 * left out: they have recipes of their own and prices of their own).
 */
export async function recipeUnitCosts(
  db: Executor,
  establishmentId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: recipeLines.productId,
      cost: sql<string>`sum(${recipeLines.quantityMilli}::numeric * ${stockItems.costCents} / 1000)`,
    })
    .from(recipeLines)
    .innerJoin(stockItems, eq(stockItems.id, recipeLines.stockItemId))
    .where(and(eq(recipeLines.establishmentId, establishmentId), isNotNull(recipeLines.productId)))
    .groupBy(recipeLines.productId);
  return new Map(rows.map((row) => [row.productId!, Math.round(Number(row.cost))]));
}

/** Items at or below their minimum (a minimum of zero never alerts), lowest first. */
export async function lowStockItems(db: Executor, establishmentId: string) {
  return db
    .select({
      id: stockItems.id,
      name: stockItems.name,
      unit: stockItems.unit,
      levelMilli: stockItems.levelMilli,
      minimumMilli: stockItems.minimumMilli,
    })
    .from(stockItems)
    .where(
      and(
        eq(stockItems.establishmentId, establishmentId),
        gt(stockItems.minimumMilli, 0),
        lte(stockItems.levelMilli, stockItems.minimumMilli),
      ),
    )
    .orderBy(sql`${stockItems.levelMilli}::numeric / ${stockItems.minimumMilli}`, stockItems.name)
    .limit(20);
}
