import { and, asc, count, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BusinessPeriod, PaymentStatus } from '@comanda/shared';
import type { Executor } from '../../db/client';
import type { OrderLineIds } from '../../lib/domain-events';
import {
  orderItemAddons,
  orderItemChoices,
  orderItemExtras,
  orderItemRemovals,
  orderItems,
  orders,
} from './orders.tables';

/*
 * What other modules may read about orders (through the orders index): the order as sold, for
 * receipts, and paid orders per business day or per shop, for reports. Only paid orders count
 * as confirmed (SPEC §4); days are the `business_date` each order was numbered on.
 */

export interface SoldLine {
  /** Null once the product is deleted from the menu. */
  productId: string | null;
  quantity: number;
  productName: string;
  unitPriceCents: number;
  notes: string | null;
  extras: { name: string; priceCents: number }[];
  addons: { name: string; priceCents: number }[];
  /** Options chosen in the product's choice groups, in the groups' order (decision 026). */
  choices: { groupName: string; name: string; priceCents: number }[];
  removals: string[];
}

/**
 * What was added to a line, as tickets, the KDS and the order details list it under the line:
 * the chosen options first ("Escolha a bebida: Refrigerante"), then extras and add-ons.
 */
export function soldLineParts(line: SoldLine): { name: string; priceCents: number }[] {
  return [
    ...line.choices.map((choice) => ({
      name: `${choice.groupName}: ${choice.name}`,
      priceCents: choice.priceCents,
    })),
    ...line.extras,
    ...line.addons,
  ];
}

export interface SoldOrder {
  id: string;
  establishmentId: string;
  orderNumber: number;
  paymentStatus: PaymentStatus;
  placedAt: Date;
  notes: string | null;
  /** The customer's first name and dine-in (true) or takeaway (false), when the shop asks. */
  customerName: string | null;
  dineIn: boolean | null;
  totalCents: number;
  /** Taken off at the counter (PDV); 0 for kiosk orders. */
  discountCents: number;
  lines: SoldLine[];
}

function groupByItem<T extends { orderItemId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows)
    groups.set(row.orderItemId, [...(groups.get(row.orderItemId) ?? []), row]);
  return groups;
}

/** An order with its lines as sold: names and prices are the order's snapshots. */
export async function findSoldOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<SoldOrder | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), eq(orders.id, orderId)));
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.establishmentId, establishmentId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  const itemIds = items.map((item) => item.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const inItems = <T>(read: () => Promise<T[]>) => (itemIds.length ? read() : Promise.resolve([]));
  const extras = await inItems(() =>
    db.select().from(orderItemExtras).where(inArray(orderItemExtras.orderItemId, itemIds)),
  );
  const addons = await inItems(() =>
    db.select().from(orderItemAddons).where(inArray(orderItemAddons.orderItemId, itemIds)),
  );
  const removals = await inItems(() =>
    db.select().from(orderItemRemovals).where(inArray(orderItemRemovals.orderItemId, itemIds)),
  );
  const choices = await inItems(() =>
    db
      .select()
      .from(orderItemChoices)
      .where(inArray(orderItemChoices.orderItemId, itemIds))
      .orderBy(asc(orderItemChoices.position)),
  );
  const choicesOf = groupByItem(choices);
  const extrasOf = groupByItem(extras);
  const addonsOf = groupByItem(addons);
  const removalsOf = groupByItem(removals);
  const priced = ({ name, priceCents }: { name: string; priceCents: number }) => ({
    name,
    priceCents,
  });
  return {
    id: order.id,
    establishmentId: order.establishmentId,
    orderNumber: order.orderNumber,
    paymentStatus: order.paymentStatus,
    placedAt: order.createdAt,
    notes: order.notes,
    customerName: order.customerName,
    dineIn: order.dineIn,
    totalCents: order.totalCents,
    discountCents: order.discountCents,
    lines: items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      productName: item.productName,
      unitPriceCents: item.unitPriceCents,
      notes: item.notes,
      extras: (extrasOf.get(item.id) ?? []).map(priced),
      addons: (addonsOf.get(item.id) ?? []).map(priced),
      choices: (choicesOf.get(item.id) ?? []).map(({ groupName, name, priceCents }) => ({
        groupName,
        name,
        priceCents,
      })),
      removals: (removalsOf.get(item.id) ?? []).map((removal) => removal.ingredientName),
    })),
  };
}

/** The numbers of the shop's orders among `orderIds` (a missing or foreign id is left out). */
export async function orderNumbersOf(
  db: Executor,
  establishmentId: string,
  orderIds: string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), inArray(orders.id, unique)));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

export interface ConfirmedTotals {
  confirmedOrders: number;
  revenueCents: number;
}

const paidIn = (period?: BusinessPeriod) =>
  and(
    eq(orders.paymentStatus, 'paid'),
    period ? gte(orders.businessDate, period.from) : undefined,
    period ? lte(orders.businessDate, period.to) : undefined,
  );

/** Every shop's paid orders of the period, per business day that had any. */
export async function confirmedTotalsByBusinessDate(
  db: Executor,
  period: BusinessPeriod,
): Promise<Map<string, ConfirmedTotals>> {
  const rows = await db
    .select({ date: orders.businessDate, n: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(paidIn(period))
    .groupBy(orders.businessDate);
  return new Map(
    rows.map((row) => [row.date, { confirmedOrders: row.n, revenueCents: Number(row.total ?? 0) }]),
  );
}

/** Paid orders per shop that had any, in the period or ever. */
export async function confirmedTotalsByEstablishment(
  db: Executor,
  period?: BusinessPeriod,
): Promise<Map<string, ConfirmedTotals>> {
  const rows = await db
    .select({ establishmentId: orders.establishmentId, n: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(paidIn(period))
    .groupBy(orders.establishmentId);
  return new Map(
    rows.map((row) => [
      row.establishmentId,
      { confirmedOrders: row.n, revenueCents: Number(row.total ?? 0) },
    ]),
  );
}

/** One line of an order by ids: what the stock module needs to know what it consumed. */
export type ConsumedLine = OrderLineIds;

/** The order's lines by catalog ids (ids of rows deleted since are left out). */
export async function consumedLinesOf(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<ConsumedLine[]> {
  // One statement: it runs inside the order's transactions (placing, paying), whose row locks
  // other kiosks of the shop wait on, so every round trip counts.
  // Qualified by hand: drizzle leaves a one-table select's columns unqualified, and "id" in
  // the subquery would be the part's own.
  const column = (table: PgTable, column: AnyPgColumn) =>
    sql`${table}.${sql.identifier(column.name)}`;
  const idsOf = (table: PgTable, id: AnyPgColumn, itemId: AnyPgColumn) =>
    sql<
      string[]
    >`array(select ${column(table, id)} from ${table} where ${column(table, itemId)} = ${column(orderItems, orderItems.id)} and ${column(table, id)} is not null)`;
  return db
    .select({
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      extraIds: idsOf(orderItemExtras, orderItemExtras.extraId, orderItemExtras.orderItemId),
      // Add-on products and the products chosen in choice groups: each takes its own recipe.
      addonProductIds: sql<string[]>`${idsOf(
        orderItemAddons,
        orderItemAddons.productId,
        orderItemAddons.orderItemId,
      )} || ${idsOf(orderItemChoices, orderItemChoices.productId, orderItemChoices.orderItemId)}`,
      removedIngredientIds: idsOf(
        orderItemRemovals,
        orderItemRemovals.ingredientId,
        orderItemRemovals.orderItemId,
      ),
    })
    .from(orderItems)
    .where(and(eq(orderItems.establishmentId, establishmentId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
}
