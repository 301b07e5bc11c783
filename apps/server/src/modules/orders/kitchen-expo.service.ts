import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderKitchenEvent, waitChangedEvent } from '@comanda/shared';
import type { Executor, Transaction } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { productCategoryNames } from '../catalog';
import type { OrderRow } from './orders.service';
import { orderStationBumps, orders } from './orders.tables';
import { findSoldOrder } from './sold-orders.service';

/*
 * The expo ("passe") and the held cards of the kitchen (decision 075). With the shop's expo on,
 * an order whose lines come from several stations (its products' categories) is bumped by each
 * station for its own part (`order_station_bumps`, append-only, the latest row of an order and
 * station wins) and reaches `ready` only when the expo confirms it, once every station is done:
 * `order.stage_changed` (status page, WhatsApp, marketplaces' readyToPickup) still fires once,
 * at that moment. A held card ("Segurar") waits for a table's later course, out of the queue.
 */

/** The distinct stations of sold lines, sorted; lines of a deleted product have none. */
export function stationsOfLines(
  lines: { productId: string | null }[],
  stationOf: Map<string, string>,
): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    const station = line.productId ? stationOf.get(line.productId) : undefined;
    if (station) found.add(station);
  }
  return [...found].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** The stations an order's lines come from now. */
export async function orderStationsOf(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<string[]> {
  const sold = await findSoldOrder(db, establishmentId, orderId);
  if (!sold) return [];
  return stationsOfLines(sold.lines, await productCategoryNames(db, establishmentId));
}

/** Per order, the stations whose part is done now (the latest row of each station). */
export async function stationsDoneOf(
  db: Executor,
  establishmentId: string,
  orderIds: string[],
): Promise<Map<string, Set<string>>> {
  const done = new Map<string, Set<string>>();
  if (orderIds.length === 0) return done;
  const rows = await db
    .select({
      orderId: orderStationBumps.orderId,
      station: orderStationBumps.station,
      done: orderStationBumps.done,
    })
    .from(orderStationBumps)
    .where(
      and(
        eq(orderStationBumps.establishmentId, establishmentId),
        inArray(orderStationBumps.orderId, orderIds),
      ),
    )
    .orderBy(asc(orderStationBumps.at));
  for (const row of rows) {
    const stations = done.get(row.orderId) ?? new Set<string>();
    if (row.done) stations.add(row.station);
    else stations.delete(row.station);
    done.set(row.orderId, stations);
  }
  return done;
}

/** Tells every kitchen display that a card changed without a stage change. */
async function announceCard(
  tx: Transaction,
  realtime: Pick<Realtime, 'publish'>,
  order: OrderRow,
  queueMoved: boolean,
) {
  await realtime.publish(tx, `establishment:${order.establishmentId}`, {
    type: orderKitchenEvent,
    data: { orderId: order.id, orderNumber: order.orderNumber },
  });
  if (queueMoved) {
    await realtime.publish(tx, `menu:${order.establishmentId}`, {
      type: waitChangedEvent,
      data: {},
    });
  }
}

/**
 * Marks `stations` done (or undone) on an order, writing a row only where the state changes:
 * a repeated bump writes nothing. Answers the stations done afterwards.
 */
export async function setStationsDone(
  tx: Transaction,
  realtime: Pick<Realtime, 'publish'>,
  order: OrderRow,
  stations: string[],
  done: boolean,
  actor: string,
): Promise<Set<string>> {
  const current = (await stationsDoneOf(tx, order.establishmentId, [order.id])).get(order.id);
  const now = current ?? new Set<string>();
  const changing = stations.filter((station) => now.has(station) !== done);
  if (changing.length === 0) return now;
  await tx.insert(orderStationBumps).values(
    changing.map((station) => ({
      establishmentId: order.establishmentId,
      orderId: order.id,
      station,
      done,
      actor,
    })),
  );
  for (const station of changing) {
    if (done) now.add(station);
    else now.delete(station);
  }
  await announceCard(tx, realtime, order, false);
  return now;
}

/** This display's latest station bump still standing (not recalled), or undefined. */
export async function lastStationBumpOf(tx: Transaction, establishmentId: string, actor: string) {
  const [last] = await tx
    .select()
    .from(orderStationBumps)
    .where(
      and(
        eq(orderStationBumps.establishmentId, establishmentId),
        eq(orderStationBumps.actor, actor),
      ),
    )
    .orderBy(desc(orderStationBumps.at))
    .limit(1);
  if (!last?.done) return undefined;
  // Every station this display marked with that tap (one transaction: one `at`, compared in
  // JavaScript: a Date keeps milliseconds, the column microseconds).
  const rows = await tx
    .select({ station: orderStationBumps.station, at: orderStationBumps.at })
    .from(orderStationBumps)
    .where(
      and(
        eq(orderStationBumps.establishmentId, establishmentId),
        eq(orderStationBumps.orderId, last.orderId),
        eq(orderStationBumps.actor, actor),
        eq(orderStationBumps.done, true),
      ),
    );
  const tap = rows.filter((row) => row.at.getTime() === last.at.getTime());
  return { orderId: last.orderId, at: last.at, stations: tap.map((row) => row.station) };
}

/**
 * "Segurar" / "Liberar": holds an order in the queue (received or in preparation) for a
 * table's later course, or for its scheduled time (`until`), or releases it. Holding a held
 * order, or releasing a free one, changes nothing. A scheduled order released joins the
 * working queue then (`kitchen_since`). The caller holds the order's lock.
 */
export async function setHeld(
  tx: Transaction,
  realtime: Pick<Realtime, 'publish'>,
  order: OrderRow,
  held: boolean,
  at: Date,
  until: Date | null = null,
): Promise<OrderRow> {
  if ((order.kitchenHeldAt !== null) === held) return order;
  const [updated] = await tx
    .update(orders)
    .set(
      held
        ? { kitchenHeldAt: at, kitchenHoldUntil: until }
        : {
            kitchenHeldAt: null,
            kitchenHoldUntil: null,
            ...(order.kitchenHoldUntil ? { kitchenSince: at } : {}),
          },
    )
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)))
    .returning();
  await announceCard(tx, realtime, order, true);
  return updated!;
}
