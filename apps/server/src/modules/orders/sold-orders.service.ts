import { and, asc, count, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BusinessPeriod, OrderChannel, OrderFulfilment, PaymentStatus } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/named-statement';
import type { OrderLineIds } from '../../lib/domain-events';
import { findOrderById, type OrderRow } from './orders.service';
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
  channel: OrderChannel;
  fulfilment: OrderFulfilment;
  /** The platform's code of a marketplace order; a delivery's phone and address. */
  externalCode: string | null;
  customerPhone: string | null;
  deliveryAddress: string | null;
  totalCents: number;
  /** Taken off at the counter (PDV); 0 for kiosk orders. */
  discountCents: number;
  /** An online-menu delivery's fee, inside totalCents (0 for any other order). */
  deliveryFeeCents: number;
  lines: SoldLine[];
}

/** One line as sold, with the catalogue ids stock reads (ids of rows deleted since left out). */
export interface OrderLine extends SoldLine, ConsumedLine {
  /** The order item's id: stock writes what each line took against it (decision 038). */
  itemId: string;
}

interface PartRow {
  name: string;
  priceCents: number;
  /** The catalogue row it came from: an extra, a product, an ingredient; null once deleted. */
  ref: string | null;
}
interface ChoiceRow extends PartRow {
  groupName: string;
}

// Qualified by hand: drizzle leaves a one-table select's columns unqualified, and "id" in a
// subquery would be the part's own.
const qualified = (table: PgTable, column: AnyPgColumn) =>
  sql`${table}.${sql.identifier(column.name)}`;

/** The parts of the outer query's order item in `table`, as a JSON array (`[]` when none). */
function partsOf<T>(
  table: PgTable,
  itemId: AnyPgColumn,
  fields: Record<string, AnyPgColumn>,
  orderBy?: AnyPgColumn,
) {
  const pairs = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${key}::text, ${qualified(table, column)}`),
    sql`, `,
  );
  const ordered = orderBy ? sql` order by ${qualified(table, orderBy)}` : sql``;
  return sql<
    T[]
  >`coalesce((select json_agg(json_build_object(${pairs})${ordered}) from ${table} where ${qualified(table, itemId)} = ${qualified(orderItems, orderItems.id)}), '[]'::json)`;
}

const refs = (rows: PartRow[]) => rows.flatMap((row) => (row.ref === null ? [] : [row.ref]));
const priced = ({ name, priceCents }: PartRow) => ({ name, priceCents });

/**
 * The order's lines with everything added to them, in ONE statement: it runs inside the
 * order's transactions (placing, paying), whose row locks other kiosks of the shop wait on,
 * so every round trip counts.
 */
/**
 * A line's columns with everything added to it (each part a JSON array): one select for one
 * order's lines and for the kitchen queue's (kitchen-queue.service).
 */
export const orderLineColumns = {
  itemId: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  quantity: orderItems.quantity,
  unitPriceCents: orderItems.unitPriceCents,
  notes: orderItems.notes,
  extras: partsOf<PartRow>(orderItemExtras, orderItemExtras.orderItemId, {
    name: orderItemExtras.name,
    priceCents: orderItemExtras.priceCents,
    ref: orderItemExtras.extraId,
  }),
  addons: partsOf<PartRow>(orderItemAddons, orderItemAddons.orderItemId, {
    name: orderItemAddons.name,
    priceCents: orderItemAddons.priceCents,
    ref: orderItemAddons.productId,
  }),
  choices: partsOf<ChoiceRow>(
    orderItemChoices,
    orderItemChoices.orderItemId,
    {
      groupName: orderItemChoices.groupName,
      name: orderItemChoices.name,
      priceCents: orderItemChoices.priceCents,
      ref: orderItemChoices.productId,
    },
    orderItemChoices.position,
  ),
  removals: partsOf<{ name: string; ref: string | null }>(
    orderItemRemovals,
    orderItemRemovals.orderItemId,
    { name: orderItemRemovals.ingredientName, ref: orderItemRemovals.ingredientId },
  ),
};

/** orderLinesOf's statement: read at every payment and approval, so rendered once. */
const orderLineRows = preparedQuery('comanda_order_lines', (db) =>
  db
    .select(orderLineColumns)
    .from(orderItems)
    .where(
      and(
        eq(orderItems.establishmentId, sql.placeholder('establishmentId')),
        eq(orderItems.orderId, sql.placeholder('orderId')),
      ),
    )
    .orderBy(asc(orderItems.id)),
);

export async function orderLinesOf(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<OrderLine[]> {
  const rows = await orderLineRows(db, { establishmentId, orderId });
  return rows.map(orderLineOf);
}

/** What `orderLineColumns` selects. */
interface OrderLineRow {
  itemId: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  notes: string | null;
  extras: PartRow[];
  addons: PartRow[];
  choices: ChoiceRow[];
  removals: { name: string; ref: string | null }[];
}

/** A row of `orderLineColumns` as a line (the JSON parts split into names and catalogue ids). */
export function orderLineOf<Row extends OrderLineRow>({
  extras,
  addons,
  choices,
  removals,
  ...line
}: Row): Omit<Row, 'extras' | 'addons' | 'choices' | 'removals'> & OrderLine {
  return {
    ...line,
    extras: extras.map(priced),
    addons: addons.map(priced),
    choices: choices.map(({ groupName, name, priceCents }) => ({ groupName, name, priceCents })),
    removals: removals.map((removal) => removal.name),
    extraIds: refs(extras),
    // Add-on products and the products chosen in choice groups: each takes its own recipe.
    addonProductIds: [...refs(addons), ...refs(choices)],
    removedIngredientIds: refs(removals as PartRow[]),
  };
}

/** The line as receipts, the KDS and the order details show it (no catalogue ids). */
function soldLineOf(line: OrderLine): SoldLine {
  const { productId, quantity, productName, unitPriceCents, notes } = line;
  const { extras, addons, choices, removals } = line;
  return {
    productId,
    quantity,
    productName,
    unitPriceCents,
    notes,
    extras,
    addons,
    choices,
    removals,
  };
}

/** The order as sold, from its row and its lines. */
export function soldOrderOf(order: OrderRow, lines: readonly OrderLine[]): SoldOrder {
  return {
    id: order.id,
    establishmentId: order.establishmentId,
    orderNumber: order.orderNumber,
    paymentStatus: order.paymentStatus,
    placedAt: order.createdAt,
    notes: order.notes,
    customerName: order.customerName,
    dineIn: order.dineIn,
    channel: order.channel,
    fulfilment: order.fulfilment,
    externalCode: order.externalCode,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    totalCents: order.totalCents,
    discountCents: order.discountCents,
    deliveryFeeCents: order.deliveryFeeCents,
    lines: lines.map(soldLineOf),
  };
}

/** An order with its lines as sold: names and prices are the order's snapshots. */
export async function findSoldOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<SoldOrder | undefined> {
  const order = await findOrderById(db, establishmentId, orderId);
  if (!order) return undefined;
  return soldOrderOf(order, await orderLinesOf(db, establishmentId, orderId));
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
  return orderLinesOf(db, establishmentId, orderId);
}

/** An online-menu order left to pay on handover, as the PDV lists it (decision 085). */
export interface DueOrderRow {
  id: string;
  orderNumber: number;
  totalCents: number;
  fulfilment: OrderFulfilment;
  stage: OrderRow['stage'];
  deliveryAddress: string | null;
  createdAt: Date;
}

/**
 * The shop's orders of `channel` in the kitchen (or already handed over) and still unpaid: an
 * online order left "pagar na retirada/entrega" (decision 071). Oldest first, at most 200.
 */
export async function dueOrdersOfChannel(
  db: Executor,
  establishmentId: string,
  channel: OrderChannel,
): Promise<DueOrderRow[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalCents: orders.totalCents,
      fulfilment: orders.fulfilment,
      stage: orders.stage,
      deliveryAddress: orders.deliveryAddress,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        eq(orders.channel, channel),
        eq(orders.paymentStatus, 'pending'),
        sql`${orders.stage} is not null and ${orders.stage} <> 'canceled'`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
    .limit(200);
}

/** An order as a table's tab lists it (decision 077). */
export interface TabOrderRow {
  id: string;
  orderNumber: number;
  customerName: string | null;
  totalCents: number;
  paymentStatus: PaymentStatus;
  stage: OrderRow['stage'];
  createdAt: Date;
  /** Its lines: id, name, quantity and total (unit price × quantity). */
  items: { id: string; name: string; quantity: number; totalCents: number }[];
}

/**
 * The orders of a tab that count on it: paid (on the phone), or due and in the kitchen
 * ("pagar na mesa"); never a canceled one nor a Pix still waiting to be paid. Oldest first.
 */
export async function tabOrdersOf(
  db: Executor,
  establishmentId: string,
  orderIds: readonly string[],
): Promise<TabOrderRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      paymentStatus: orders.paymentStatus,
      stage: orders.stage,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        inArray(orders.id, [...orderIds]),
        sql`(${orders.paymentStatus} = 'paid' or (${orders.paymentStatus} = 'pending' and ${orders.stage} is not null))`,
        sql`${orders.stage} is distinct from 'canceled'`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.establishmentId, establishmentId),
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    ...row,
    items: items
      .filter((item) => item.orderId === row.id)
      .map(({ id, name, quantity, unitPriceCents }) => ({
        id,
        name,
        quantity,
        totalCents: unitPriceCents * quantity,
      })),
  }));
}
