import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
  type Subquery,
} from 'drizzle-orm';
import { businessTimeZone, type BusinessPeriod, type OrderChannel } from '@comanda/shared';
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

/** Paid orders of the period grouped by `key` (a day, an hour, a weekday, a channel). */
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

export const paidByChannel = (db: Executor, establishmentId: string, period: BusinessPeriod) =>
  paidGroupedBy(db, establishmentId, period, sql<OrderChannel>`${orders.channel}`);

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
  const query = productSalesQuery(db, establishmentId, period, {});
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(toProductSales);
}

/**
 * What each order line cost, from the stock ledger (stock's `costOfGoodsSoldByLine`, handed
 * in by the reports): a subquery with the line's id and its cost in centavos.
 */
export type LineCosts = Subquery & {
  orderItemId: SQLWrapper;
  costCents: SQL.Aliased<string | null>;
};

export interface ProductCosts extends ProductSales {
  /** What its lines took from stock; null when they took nothing (no recipe, no costed part). */
  costCents: number | null;
}

/** `paidByProduct` with each product's cost of the goods sold, as `lineCosts` has it. */
export async function paidByProductWithCost(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
  lineCosts: LineCosts,
): Promise<ProductCosts[]> {
  const rows = await productSalesQuery(db, establishmentId, period, {
    cost: sql<string | null>`sum(${lineCosts.costCents})`,
  }).leftJoin(lineCosts, eq(lineCosts.orderItemId, orderItems.id));
  return rows.map((row) => ({
    ...toProductSales(row),
    costCents: row.cost === null ? null : Number(row.cost),
  }));
}

function productSalesQuery<Extra extends Record<string, SQL>>(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
  extra: Extra,
) {
  const revenue = sql<string>`sum(${orderItems.quantity} * ${orderItems.unitPriceCents})`;
  const quantity = sql<string>`sum(${orderItems.quantity})`;
  return db
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity,
      revenue,
      ...extra,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orderItems.establishmentId, establishmentId), paidInPeriod(establishmentId, period)),
    )
    .groupBy(orderItems.productId, orderItems.productName)
    .orderBy(desc(revenue), desc(quantity), orderItems.productName)
    .$dynamic();
}

const toProductSales = (row: {
  productId: string | null;
  name: string;
  quantity: string;
  revenue: string;
}): ProductSales => ({
  productId: row.productId,
  name: row.name,
  quantity: Number(row.quantity),
  revenueCents: Number(row.revenue),
});

/** The ids of the period's paid orders, as a subquery another module can filter on. */
export function paidOrderIds(db: Executor, establishmentId: string, period: BusinessPeriod) {
  return db.select({ id: orders.id }).from(orders).where(paidInPeriod(establishmentId, period));
}

/**
 * The ids of the period's paid counter sales split over several methods (`paid_method`
 * 'split'), as a subquery. The method is written into the SQL, not bound, so that the
 * planner may use the partial index `orders_split_idx` (a few rows, not the period's scan).
 */
export function paidSplitOrderIds(db: Executor, establishmentId: string, period: BusinessPeriod) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(paidInPeriod(establishmentId, period), sql`${orders.paidMethod} = 'split'`));
}

/**
 * The kitchen's queue right now: paid orders being prepared (received or preparing, as the
 * status board shows them) and those ready for pickup.
 */
export async function kitchenStageCounts(
  db: Executor,
  establishmentId: string,
): Promise<{ preparing: number; ready: number }> {
  const [row] = await db
    .select({
      // A held card (a table's later course, decision 075) is not in preparation.
      preparing: sql<number>`count(*) filter (where ${orders.stage} in ('received', 'preparing') and ${orders.kitchenHeldAt} is null)::int`,
      ready: sql<number>`count(*) filter (where ${orders.stage} = 'ready')::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        inArray(orders.stage, ['received', 'preparing', 'ready']),
      ),
    );
  return { preparing: row?.preparing ?? 0, ready: row?.ready ?? 0 };
}

/** The period's paid orders by business date, by hour placed and by channel. */
export interface SalesBreakdown {
  byDay: Map<string, SalesFigures>;
  /** São Paulo wall-clock hour the orders were placed at. */
  byHour: Map<number, SalesFigures>;
  byChannel: Map<OrderChannel, SalesFigures>;
  /** By the method of the payment that paid the order (`paid_method`); null: none recorded. */
  byPaidMethod: Map<string | null, SalesFigures>;
}

const wallHourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  hour: '2-digit',
  hourCycle: 'h23',
});

const add = (map: Map<unknown, SalesFigures>, key: unknown, figures: SalesFigures) => {
  const sum = map.get(key) ?? { paidOrders: 0, revenueCents: 0 };
  map.set(key, {
    paidOrders: sum.paidOrders + figures.paidOrders,
    revenueCents: sum.revenueCents + figures.revenueCents,
  });
};

/**
 * The period's sales by day, hour, channel and payment method in ONE scan of its paid orders
 * (grouping sets): a scan per table costs too much over a year of orders. Hours are grouped as UTC hour starts
 * and turned into São Paulo hours here: the zone's offset is whole hours, so each UTC hour is
 * one local hour, and no per-row time-zone conversion runs in SQL.
 */
export async function paidSalesBreakdown(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<SalesBreakdown> {
  const hourStart = sql`date_trunc('hour', ${orders.createdAt})`;
  const rows = await db
    .select({
      day: sql<string | null>`${orders.businessDate}::text`,
      channel: sql<OrderChannel | null>`${orders.channel}`,
      hourEpoch: sql<string | null>`extract(epoch from ${hourStart})::bigint`,
      method: orders.paidMethod,
      set: sql<number>`grouping(${orders.businessDate}, ${hourStart}, ${orders.paidMethod})`,
      ...figures,
    })
    .from(orders)
    .where(paidInPeriod(establishmentId, period))
    .groupBy(
      sql`grouping sets ((${orders.businessDate}, ${orders.channel}), (${hourStart}), (${orders.paidMethod}))`,
    );
  const breakdown: SalesBreakdown = {
    byDay: new Map(),
    byHour: new Map(),
    byChannel: new Map(),
    byPaidMethod: new Map(),
  };
  // grouping(): a bit set for each column NOT grouped on, in the order given (day, hour, method).
  for (const row of rows) {
    const sales = toFigures(row);
    if (row.set === 0b011) {
      add(breakdown.byDay, row.day, sales);
      add(breakdown.byChannel, row.channel, sales);
    } else if (row.set === 0b101) {
      const hour = Number(wallHourFormat.format(new Date(Number(row.hourEpoch) * 1000)));
      add(breakdown.byHour, hour, sales);
    } else {
      add(breakdown.byPaidMethod, row.method, sales);
    }
  }
  return breakdown;
}
