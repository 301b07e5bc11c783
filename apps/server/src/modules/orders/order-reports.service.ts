import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import { businessTimeZone, type BusinessPeriod } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { orderItems, orders } from './orders.tables';

/*
 * A shop's paid orders of a period, summed for its dashboard and reports (through the orders
 * index). Only paid orders are sales (SPEC §4); a day is the `business_date` an order was
 * numbered on, and an hour the São Paulo wall clock when it was placed, so an order placed at
 * 23:59 counts on its day and at 23h even if paid after midnight.
 */

export interface SalesFigures {
  paidOrders: number;
  revenueCents: number;
}

const inPeriod = (establishmentId: string, period: BusinessPeriod) =>
  and(
    eq(orders.establishmentId, establishmentId),
    gte(orders.businessDate, period.from),
    lte(orders.businessDate, period.to),
  );

const paidInPeriod = (establishmentId: string, period: BusinessPeriod) =>
  and(inPeriod(establishmentId, period), eq(orders.paymentStatus, 'paid'));

const figures = { paidOrders: count(), revenue: sum(orders.totalCents) };
const toFigures = (row: { paidOrders: number; revenue: string | null }): SalesFigures => ({
  paidOrders: row.paidOrders,
  revenueCents: Number(row.revenue ?? 0),
});

/** Paid orders of the period grouped by `key` (a day, an hour, a weekday, an origin). */
async function paidGroupedBy<K>(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
  key: SQL<K>,
): Promise<Map<K, SalesFigures>> {
  const rows = await db
    .select({ key, ...figures })
    .from(orders)
    .where(paidInPeriod(establishmentId, period))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, toFigures(row)]));
}

/** The period's paid orders and revenue. */
export async function paidTotals(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<SalesFigures> {
  const [row] = await db.select(figures).from(orders).where(paidInPeriod(establishmentId, period));
  return toFigures(row!);
}

/** Orders of the period whose payment was canceled. */
export async function canceledOrderCount(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(inPeriod(establishmentId, period), eq(orders.paymentStatus, 'canceled')));
  return row!.n;
}

export const paidByBusinessDate = (db: Executor, establishmentId: string, period: BusinessPeriod) =>
  paidGroupedBy(db, establishmentId, period, sql<string>`${orders.businessDate}::text`);

// The zone is a constant written into the SQL: as a parameter, the grouped expression would
// differ from the selected one ($1 vs $6) and PostgreSQL refuses it.
const businessZone = sql.raw(`'${businessTimeZone}'`);
const placedHour = sql<number>`extract(hour from ${orders.createdAt} at time zone ${businessZone})::int`;
export const paidByHour = (db: Executor, establishmentId: string, period: BusinessPeriod) =>
  paidGroupedBy(db, establishmentId, period, placedHour);

/** 0 = Sunday, as JavaScript's getUTCDay of the business date. */
const businessWeekday = sql<number>`extract(dow from ${orders.businessDate})::int`;
export const paidByWeekday = (db: Executor, establishmentId: string, period: BusinessPeriod) =>
  paidGroupedBy(db, establishmentId, period, businessWeekday);

export const paidByOrigin = (db: Executor, establishmentId: string, period: BusinessPeriod) =>
  paidGroupedBy(db, establishmentId, period, sql<'totem' | 'pdv'>`${orders.origin}`);

export interface ProductSales {
  /** The catalog product, null when it was deleted since. */
  productId: string | null;
  /** The name as sold (the order's snapshot). */
  name: string;
  quantity: number;
  /** Quantity times the unit price as sold (extras and add-ons included). */
  revenueCents: number;
}

/** Items of the period's paid orders per product as sold, best selling first. */
export async function paidByProduct(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
  limit?: number,
): Promise<ProductSales[]> {
  const revenue = sql<string>`sum(${orderItems.quantity} * ${orderItems.unitPriceCents})`;
  const quantity = sql<string>`sum(${orderItems.quantity})`;
  const query = db
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orderItems.establishmentId, establishmentId), paidInPeriod(establishmentId, period)),
    )
    .groupBy(orderItems.productId, orderItems.productName)
    .orderBy(desc(revenue), desc(quantity), orderItems.productName);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenue),
  }));
}

/** The ids of the period's paid orders, as a subquery another module can filter on. */
export function paidOrderIds(db: Executor, establishmentId: string, period: BusinessPeriod) {
  return db.select({ id: orders.id }).from(orders).where(paidInPeriod(establishmentId, period));
}
