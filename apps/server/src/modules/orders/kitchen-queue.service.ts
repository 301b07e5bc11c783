import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  queueStages,
  type AllDayItem,
  type OrderChannel,
  type OrderFulfilment,
  type QueueStage,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { productCategoryNames } from '../catalog';
import { inKitchenSince } from './order-stages.service';
import { orderItems, orders } from './orders.tables';
import { orderLineColumns, orderLineOf, type OrderLine } from './sold-orders.service';

/*
 * The kitchen's queue as lines (issue 36, item 4; decision 076): every line of the orders
 * waiting and in preparation, read in ONE statement with its order's stage and channel, so the
 * all-day counts (here) and the production by ingredient (stock, through `consumptionOf`) are
 * computed from the same rows, with no query per order.
 */

/** What a display counts: its stations and channels; none means all. */
export interface QueueFilter {
  stations: readonly string[];
  channels: readonly OrderChannel[];
}

/** A line of the queue, with its order's stage, channel and fulfilment and its station. */
export interface QueueLine extends OrderLine {
  orderId: string;
  stage: QueueStage;
  channel: OrderChannel;
  fulfilment: OrderFulfilment;
  /** The product's category now (the kitchen's station); null once deleted. */
  station: string | null;
}

/**
 * A line belongs to a display of `stations` when none is chosen, when it is one of them, or
 * when its product lost its category (the kitchen display's rule: rather than go uncooked).
 */
const ofStations = (station: string | null, stations: readonly string[]) =>
  stations.length === 0 || station === null || stations.includes(station);

/**
 * The queue's lines (orders received or in preparation, as on the display's cards: paid, or
 * sent unpaid to be paid on handover), oldest order first.
 */
export async function kitchenQueueLines(
  db: Executor,
  establishmentId: string,
  filter: QueueFilter,
): Promise<QueueLine[]> {
  const rows = await db
    .select({
      ...orderLineColumns,
      orderId: orders.id,
      stage: orders.stage,
      channel: orders.channel,
      fulfilment: orders.fulfilment,
    })
    .from(orderItems)
    .innerJoin(
      orders,
      and(
        eq(orders.establishmentId, orderItems.establishmentId),
        eq(orders.id, orderItems.orderId),
      ),
    )
    .where(
      and(
        eq(orderItems.establishmentId, establishmentId),
        eq(orders.establishmentId, establishmentId),
        inArray(orders.stage, [...queueStages]),
        filter.channels.length > 0 ? inArray(orders.channel, [...filter.channels]) : undefined,
      ),
    )
    .orderBy(asc(inKitchenSince), asc(orders.id), asc(orderItems.id));
  if (rows.length === 0) return [];
  const stationOf = await productCategoryNames(db, establishmentId);
  return rows
    .map((row) => ({
      ...orderLineOf(row),
      stage: row.stage as QueueStage,
      station: (row.productId && stationOf.get(row.productId)) ?? null,
    }))
    .filter((line) => ofStations(line.station, filter.stations));
}

/** The options that tell one unit from another: the chosen ones, as the cards list them. */
const variantOf = (line: OrderLine) =>
  line.choices.map((choice) => `${choice.groupName}: ${choice.name}`).join(' · ');

/**
 * The all-day counts: units of each product in the queue (a deleted product by its name), its
 * chosen options collapsed into variants; extras, removals and notes stay on the cards. Most
 * first, then by name.
 */
export function allDayCounts(lines: readonly QueueLine[]): AllDayItem[] {
  const items = new Map<string, AllDayItem & { byVariant: Map<string, number> }>();
  for (const line of lines) {
    const key = line.productId ?? `name:${line.productName}`;
    const item = items.get(key) ?? {
      name: line.productName,
      station: line.station,
      quantity: 0,
      waiting: 0,
      preparing: 0,
      variants: [],
      byVariant: new Map<string, number>(),
    };
    item.quantity += line.quantity;
    if (line.stage === 'received') item.waiting += line.quantity;
    else item.preparing += line.quantity;
    const variant = variantOf(line);
    if (variant) item.byVariant.set(variant, (item.byVariant.get(variant) ?? 0) + line.quantity);
    items.set(key, item);
  }
  return [...items.values()]
    .map(({ byVariant, ...item }) => ({
      ...item,
      variants: [...byVariant]
        .map(([label, quantity]) => ({ label, quantity }))
        .sort((a, b) => b.quantity - a.quantity || a.label.localeCompare(b.label, 'pt-BR')),
    }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, 'pt-BR'));
}
