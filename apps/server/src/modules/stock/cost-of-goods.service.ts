import { and, eq, gt, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stockItems, stockMovements } from './stock.tables';

/*
 * What the stock says the shop's sales cost (CMV), for finance and reports. Sales take stock
 * at the item's average cost of that moment (decision 018), so the ledger holds the cost.
 */

/** A sale movement's cost, less a return's: one ledger row's share of the CMV. */
const saleCost = sql`case when ${stockMovements.kind} = 'sale'
  then ${stockMovements.costCents} else -${stockMovements.costCents} end`;

/** The sale and return movements of the orders in `orderIds`. */
const salesOf = (establishmentId: string, orderIds: SQLWrapper) =>
  and(
    eq(stockMovements.establishmentId, establishmentId),
    inArray(stockMovements.kind, ['sale', 'sale_return']),
    inArray(stockMovements.orderId, orderIds),
  );

/**
 * Cost of the goods the orders in `orderIds` (a query of order ids, e.g. the orders module's
 * `paidOrderIds` of a period) took from stock, less what their returns gave back: the DRE's CMV.
 */
export async function costOfGoodsSold(
  db: Executor,
  establishmentId: string,
  orderIds: SQLWrapper,
): Promise<number> {
  const [row] = await db
    .select({ cost: sql<string | null>`sum(${saleCost})` })
    .from(stockMovements)
    .where(salesOf(establishmentId, orderIds));
  return Number(row?.cost ?? 0);
}

/**
 * The same CMV per order line (its product with its extras, add-ons and chosen options), as a
 * subquery the orders module joins to its lines: the report's CMV by product (decision 038).
 * Summed over the lines, it is `costOfGoodsSold`.
 */
export function costOfGoodsSoldByLine(db: Executor, establishmentId: string, orderIds: SQLWrapper) {
  return db
    .select({
      orderItemId: stockMovements.orderItemId,
      costCents: sql<string | null>`sum(${saleCost})`.as('cost_cents'),
    })
    .from(stockMovements)
    .where(salesOf(establishmentId, orderIds))
    .groupBy(stockMovements.orderItemId)
    .as('line_costs');
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
