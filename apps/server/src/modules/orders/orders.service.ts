import { count, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from './orders.tables';

/** Paid orders count as confirmed (SPEC §4); revenue is their total, in centavos. */
export async function confirmedOrderTotals(
  db: Database,
): Promise<{ confirmedOrders: number; revenueCents: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'));
  return { confirmedOrders: row?.n ?? 0, revenueCents: Number(row?.total ?? 0) };
}
