import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentAttempts } from './payments.tables';

/** Per method: how many of the orders used it, and the amount their payment rows took. */
export interface MethodAmounts {
  orders: number;
  amountCents: number;
}

/**
 * The approved payment rows of the orders in `orderIds` (a query of order ids, e.g. the
 * orders module's `paidOrderIds` of a period paid by `split`), summed per method: a counter
 * sale paid R$ 20 in cash and the rest by card credits each method with its own part.
 */
export async function approvedAmountsByMethod(
  db: Executor,
  establishmentId: string,
  orderIds: SQLWrapper,
): Promise<Map<string, MethodAmounts>> {
  const rows = await db
    .select({
      method: paymentAttempts.method,
      orders: sql<number>`count(distinct ${paymentAttempts.orderId})::int`,
      amount: sql<string>`sum(${paymentAttempts.amountCents})`,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, establishmentId),
        eq(paymentAttempts.status, 'approved'),
        inArray(paymentAttempts.orderId, orderIds),
      ),
    )
    .groupBy(paymentAttempts.method);
  return new Map(
    rows.map((row) => [row.method, { orders: row.orders, amountCents: Number(row.amount) }]),
  );
}
