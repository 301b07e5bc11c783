import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { businessTimeZone, waitChangedEvent } from '@comanda/shared';
import type { Executor } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { productCategoryNames } from '../catalog';
import { orderItems, orderStageChanges, orders } from './orders.tables';
import {
  estimateWaitMinutes,
  fitWaitModel,
  hourIn,
  type KitchenTimes,
  type WaitModel,
} from './wait-model';

/*
 * The wait-time estimate's reads and its cache per shop (decision 065). The kiosk asks on its
 * summary and payment screens, at lunch, from every totem: the answer comes from memory. The
 * model is fitted from the last days' orders at most every `refitMs`; the live queue (orders
 * received or in preparation) is read again after a kitchen event (`kitchenChanged`) or
 * `queueMs`, whichever comes first, one small read by an index.
 */

const hour = 3_600_000;
/** The history the model learns from. */
const historyMs = 7 * 24 * hour;
/** An order still in the queue after this was forgotten (never bumped): it is not waited on. */
const forgottenMs = 4 * hour;

export const hourOfShop = hourIn(businessTimeZone);

/** Units by station of each order (a line's station is its product's category). */
async function unitsOf(
  db: Executor,
  establishmentId: string,
  orderIds: string[],
  stationOf: Map<string, string>,
): Promise<Map<string, Record<string, number>>> {
  const units = new Map<string, Record<string, number>>();
  if (orderIds.length === 0) return units;
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      and(eq(orderItems.establishmentId, establishmentId), inArray(orderItems.orderId, orderIds)),
    );
  for (const line of lines) {
    const station = (line.productId && stationOf.get(line.productId)) || '';
    const order = units.get(line.orderId) ?? {};
    order[station] = (order[station] ?? 0) + line.quantity;
    units.set(line.orderId, order);
  }
  return units;
}

/** When each order first went into preparation and last reached ready (or delivered). */
async function stageTimesOf(db: Executor, establishmentId: string, orderIds: string[]) {
  if (orderIds.length === 0)
    return new Map<string, { preparingAt: Date | null; readyAt: Date | null }>();
  const rows = await db
    .select({
      orderId: orderStageChanges.orderId,
      preparingAt:
        sql<Date | null>`min(${orderStageChanges.at}) filter (where ${orderStageChanges.stage} = 'preparing')`.mapWith(
          orderStageChanges.at,
        ),
      readyAt:
        sql<Date | null>`min(${orderStageChanges.at}) filter (where ${orderStageChanges.stage} in ('ready', 'delivered'))`.mapWith(
          orderStageChanges.at,
        ),
    })
    .from(orderStageChanges)
    .where(
      and(
        eq(orderStageChanges.establishmentId, establishmentId),
        inArray(orderStageChanges.orderId, orderIds),
      ),
    )
    .groupBy(orderStageChanges.orderId);
  return new Map(rows.map((row) => [row.orderId, row]));
}

type OrderFilter = 'queue' | 'history';

/**
 * The kitchen's times of the shop's paid orders as they stood at `now`: the live queue
 * (received or in preparation, paid within the last hours), or the history (paid within the
 * last days). Canceled orders leave both: they were never ready.
 */
export async function readKitchenTimes(
  db: Executor,
  establishmentId: string,
  now: Date,
  which: OrderFilter,
  stationOf: Map<string, string>,
): Promise<KitchenTimes[]> {
  const since = new Date(now.getTime() - (which === 'queue' ? forgottenMs : historyMs));
  // A scheduled order joined the queue at its release, hours after its payment.
  const entered = sql<Date>`coalesce(${orders.kitchenSince}, ${orders.paidAt})`.mapWith(
    orders.paidAt,
  );
  const rows = await db
    .select({ id: orders.id, paidAt: entered, stage: orders.stage })
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        which === 'queue'
          ? // A held card (a table's later course, decision 075) is not in the queue.
            and(inArray(orders.stage, ['received', 'preparing']), isNull(orders.kitchenHeldAt))
          : inArray(orders.stage, ['received', 'preparing', 'ready', 'delivered']),
        // created_at leads to the index; an order is paid after it is created. A released
        // scheduled order is found by its own index.
        or(
          gte(orders.createdAt, new Date(since.getTime() - hour)),
          gte(orders.kitchenSince, since),
        ),
        gte(entered, since),
        lte(entered, now),
        isNotNull(orders.paidAt),
      ),
    );
  const ids = rows.map((row) => row.id);
  const [units, stages] = await Promise.all([
    unitsOf(db, establishmentId, ids, stationOf),
    stageTimesOf(db, establishmentId, ids),
  ]);
  return rows.map((row) => {
    const times = stages.get(row.id);
    const inQueue = row.stage === 'received' || row.stage === 'preparing';
    return {
      id: row.id,
      paidAt: row.paidAt!.getTime(),
      preparingAt: times?.preparingAt?.getTime() ?? null,
      readyAt: inQueue ? null : (times?.readyAt?.getTime() ?? null),
      units: units.get(row.id) ?? {},
    };
  });
}

interface ShopEntry {
  model: Promise<{ model: WaitModel; stationOf: Map<string, string>; at: number }>;
  queue: Promise<{ queue: KitchenTimes[]; at: number }> | null;
}

export interface WaitEstimates {
  /** Minutes (whole, at least 1) until a new order of `productIds` (or a typical one) is ready. */
  minutes(establishmentId: string, productIds?: string[]): Promise<number>;
  /**
   * Minutes until an order already in the kitchen's queue is ready (the status page, decision
   * 072): the queue ahead of it and its own units, less the time it has been in preparation;
   * null when it is not in the queue (not paid, ready, delivered or canceled).
   */
  orderMinutes(establishmentId: string, orderId: string): Promise<number | null>;
  /** A kitchen event: the shop's queue is read again on the next estimate. */
  kitchenChanged(establishmentId: string): void;
  /** Stops listening to the shops' kitchen events. */
  close(): void;
}

export interface WaitEstimateOptions {
  clock: { now: () => Date };
  /** Where kitchen events come from (every instance's, through NOTIFY); none in the bench. */
  realtime?: Pick<Realtime, 'subscribe'>;
  refitMs?: number;
  queueMs?: number;
}

/** The estimates of every shop this instance serves, cached as the file's comment says. */
export function createWaitEstimates(db: Executor, options: WaitEstimateOptions): WaitEstimates {
  const { clock, realtime, refitMs = 10 * 60_000, queueMs = 60_000 } = options;
  const shops = new Map<string, ShopEntry>();
  const listening = new Map<string, () => void>();
  const kitchenChanged = (establishmentId: string) => {
    const entry = shops.get(establishmentId);
    if (entry) entry.queue = null;
  };
  // A shop's events are heard from its first estimate on (its entry exists from then on).
  const listen = (establishmentId: string) => {
    if (!realtime || listening.has(establishmentId)) return;
    const stop = realtime.subscribe(`menu:${establishmentId}`, (event) => {
      if (event.type === waitChangedEvent) kitchenChanged(establishmentId);
    });
    listening.set(establishmentId, stop);
  };

  const fit = async (establishmentId: string, now: Date) => {
    const stationOf = await productCategoryNames(db, establishmentId);
    const history = await readKitchenTimes(db, establishmentId, now, 'history', stationOf);
    return { model: fitWaitModel(history, hourOfShop), stationOf, at: now.getTime() };
  };

  const entryOf = async (establishmentId: string, now: Date): Promise<ShopEntry> => {
    let entry = shops.get(establishmentId);
    const stale = entry && now.getTime() - (await entry.model).at > refitMs;
    if (!entry || stale) {
      listen(establishmentId);
      entry = { model: fit(establishmentId, now), queue: null };
      shops.set(establishmentId, entry);
    }
    return entry;
  };

  const queueOf = async (establishmentId: string, entry: ShopEntry, now: Date) => {
    const read = entry.queue ? await entry.queue : null;
    if (read && now.getTime() - read.at <= queueMs) return read.queue;
    const { stationOf } = await entry.model;
    const fresh = readKitchenTimes(db, establishmentId, now, 'queue', stationOf).then((queue) => ({
      queue,
      at: now.getTime(),
    }));
    entry.queue = fresh;
    return (await fresh).queue;
  };

  return {
    async minutes(establishmentId, productIds) {
      const now = clock.now();
      const entry = await entryOf(establishmentId, now);
      const [{ model, stationOf }, queue] = await Promise.all([
        entry.model,
        queueOf(establishmentId, entry, now),
      ]);
      const units = productIds?.length ? cartUnits(productIds, stationOf) : undefined;
      const minutes = estimateWaitMinutes(model, queue, now.getTime(), hourOfShop, units);
      return Math.max(1, Math.round(minutes));
    },
    async orderMinutes(establishmentId, orderId) {
      const now = clock.now();
      const entry = await entryOf(establishmentId, now);
      const [{ model }, queue] = await Promise.all([
        entry.model,
        queueOf(establishmentId, entry, now),
      ]);
      const order = queue.find((times) => times.id === orderId);
      if (!order) return null;
      return orderInQueueMinutes(model, queue, order, now.getTime());
    },
    kitchenChanged,
    close() {
      for (const stop of listening.values()) stop();
      listening.clear();
    },
  };
}

/**
 * An order in the queue: the model's estimate with only the orders paid before it ahead, less
 * the minutes it has already spent in preparation (its own work is under way), at least 1.
 */
export function orderInQueueMinutes(
  model: WaitModel,
  queue: KitchenTimes[],
  order: KitchenTimes,
  now: number,
): number {
  const ahead = queue.filter((other) => other !== order && other.paidAt <= order.paidAt);
  const estimate = estimateWaitMinutes(model, ahead, now, hourOfShop, order.units);
  const preparing = order.preparingAt === null ? 0 : (now - order.preparingAt) / 60_000;
  return Math.max(1, Math.round(estimate - Math.max(0, preparing)));
}

/** A cart's units by station, from its products (one id per unit). */
function cartUnits(productIds: string[], stationOf: Map<string, string>) {
  const units: Record<string, number> = {};
  for (const id of productIds) {
    const station = stationOf.get(id) ?? '';
    units[station] = (units[station] ?? 0) + 1;
  }
  return units;
}
