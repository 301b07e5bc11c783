import { and, count, eq, inArray, sum, type SQLWrapper } from 'drizzle-orm';
import type { KioskPaymentMethod } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { paymentAttempts } from './payments.tables';

/** Any query selecting one column of order ids, e.g. the orders module's `paidOrderIds`. */
type OrderIdsQuery = SQLWrapper;

/**
 * Paid orders and their amounts per payment method, for the orders in `orderIds` (the
 * caller's paid orders of a period). An order counts once, by its first approved attempt;
 * orders with no approved attempt are left out (the caller knows its own totals).
 */
export async function paymentMixOf(
  db: Executor,
  establishmentId: string,
  orderIds: OrderIdsQuery,
): Promise<Map<KioskPaymentMethod, { paidOrders: number; revenueCents: number }>> {
  const approved = db
    .selectDistinctOn([paymentAttempts.orderId], {
      method: paymentAttempts.method,
      amountCents: paymentAttempts.amountCents,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, establishmentId),
        eq(paymentAttempts.status, 'approved'),
        inArray(paymentAttempts.orderId, orderIds),
      ),
    )
    .orderBy(paymentAttempts.orderId, paymentAttempts.settledAt, paymentAttempts.createdAt)
    .as('approved');
  const rows = await db
    .select({ method: approved.method, n: count(), total: sum(approved.amountCents) })
    .from(approved)
    .groupBy(approved.method);
  return new Map(
    rows.map((row) => [row.method, { paidOrders: row.n, revenueCents: Number(row.total ?? 0) }]),
  );
}
