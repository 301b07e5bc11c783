import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { shopsOpenAt } from '../establishments';
import type { ChannelEvent, ChannelPort, ClaimedOrder } from './channel-port';
import {
  ifoodPollingBatch,
  type IfoodClient,
  type IfoodOrder,
  type IfoodOrderAction,
} from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { importIfoodOrder, type ImportDeps } from './ifood-import.service';
import { ifoodActionsFor } from './ifood-order-actions';
import {
  applyPlatformCancellation,
  recordCancellationRefused,
  type CancelDeps,
} from './marketplace-cancellation.service';
import { retryMissedOrderActions } from './marketplace-order-actions';
import { ifoodConnections, marketplaceEvents, marketplaceOrders } from './marketplaces.tables';

/*
 * The iFood poller (issue 34 items 2 and 6, decision 057). Every IFOOD_POLL_INTERVAL_MS, for
 * the connected shops that are open in Comanda, in batches of at most 100 merchants, ONE
 * transaction per batch:
 *   1. takes each shop's advisory lock (pg_try_advisory_xact_lock: a shop another instance is
 *      polling is left to it this round; PostgreSQL and PGlite both have it, and it holds
 *      behind a transaction-mode pooler, where a session lock would not);
 *   2. polls iFood for the locked shops' merchants;
 *   3. fetches the details of each new PLACED order (before any write, so no order's locks
 *      wait on iFood);
 *   4. stores each new event (keyed by shop, channel and event id: a repeated event changes
 *      nothing) and applies it, in createdAt order, each in a savepoint (one that fails is
 *      neither stored nor acknowledged: iFood delivers it again);
 *   5. claims the auto-accepted orders still to confirm.
 * After COMMIT it confirms the claimed orders and acknowledges the events. A CAN cancels the
 * linked order in the same savepoint (decision 067). After the batches, the kitchen's bumps
 * whose iFood call failed are sent again (the missed-bump sweep, decision 067). A process killed
 * between commit and acknowledgment gets the events again after restart: they are stored, so
 * nothing is applied twice, and they are acknowledged then.
 */

/** Two-key advisory lock namespace of the marketplaces' pollers (jobs use 724_310_200). */
const shopLockNamespace = 724_310_300;
/**
 * An event stored but not acknowledged this long after it was stored is acknowledged by the
 * poller that sees it again (its own poller died between commit and ack). Sooner, the poller
 * that stored it may be acknowledging it right now: acknowledging too would send it twice.
 */
export const orphanAckAfterMs = 60_000;
/** iFood cancels an order not confirmed within 8 minutes: no confirm is sent after that. */
const confirmWindowMs = 8 * 60_000;

export interface IfoodPollReport {
  /** Shops polled this round by this instance (locked). */
  shops: number;
  events: number;
  imported: number;
  acknowledged: number;
  confirmed: number;
  /** Orders a platform's cancellation canceled in Comanda. */
  canceled: number;
  /** iFood order actions (bumps) sent by the sweep after their first try failed. */
  actionsRetried: number;
}

export type IfoodPoller = PeriodicJob<IfoodPollReport>;

export interface IfoodPollerDeps extends ImportDeps {
  db: Database;
  ifood: IfoodClientSource;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Payments' context: a platform's cancellation goes through the one order-cancel path. */
  payments: CancelDeps;
}

/** What one batch of any channel needs (the iFood client is the port's). */
export type ChannelPollDeps = Omit<IfoodPollerDeps, 'ifood'>;

export interface Shop {
  establishmentId: string;
  merchantId: string;
  autoAccept: boolean;
}

/** An event to acknowledge, with its shop (the platform's acknowledgment may need all of it). */
interface EventKey {
  establishmentId: string;
  event: ChannelEvent;
}

/** A polled event of a locked shop, with what this round does with it. */
interface Planned {
  shop: Shop;
  event: ChannelEvent;
  /** A PLACED order's details, fetched before the writes. */
  details?: unknown;
}

export const emptyReport = (): IfoodPollReport => ({
  shops: 0,
  events: 0,
  imported: 0,
  acknowledged: 0,
  confirmed: 0,
  canceled: 0,
  actionsRetried: 0,
});

/** The connected shops open in Comanda now: a closed shop is not polled (its store closes). */
async function openConnectedShops(db: Database, now: Date): Promise<Shop[]> {
  const rows = await db
    .select({
      establishmentId: ifoodConnections.establishmentId,
      merchantId: ifoodConnections.merchantId,
      autoAccept: ifoodConnections.autoAccept,
    })
    .from(ifoodConnections)
    .where(and(eq(ifoodConnections.connected, true), isNotNull(ifoodConnections.merchantId)));
  const open = await shopsOpenAt(
    db,
    rows.map((row) => row.establishmentId),
    now,
  );
  return rows
    .filter((row) => open.has(row.establishmentId))
    .map((row) => ({ ...row, merchantId: row.merchantId! }));
}

/** iFood through the channel port: one client for every merchant, the platform's app. */
export function ifoodPort(client: IfoodClient): ChannelPort<IfoodOrder> {
  return {
    channel: 'ifood',
    placedCode: 'PLC',
    cancelledCode: 'CAN',
    cancelRefusedCode: 'CARF',
    poll: async (merchantIds) =>
      (await client.pollEvents(merchantIds)).map((event) => ({
        ...event,
        merchantId: event.merchantId ?? '',
      })),
    details: (orderId) => client.order(orderId),
    acknowledge: (events) => client.acknowledge(events.map((event) => event.id)),
    confirm: (order) => client.orderAction(order.externalId, 'confirm'),
    actionsFor: ifoodActionsFor,
    orderAction: (externalId, action) => client.orderAction(externalId, action as IfoodOrderAction),
    importOrder: (tx, deps, establishmentId, details, now) =>
      importIfoodOrder(tx, deps, establishmentId, details, now),
  };
}

/** Adds a batch's figures to the round's. */
export function addReport(report: IfoodPollReport, batch: IfoodPollReport): void {
  for (const key of Object.keys(report) as (keyof IfoodPollReport)[]) report[key] += batch[key];
}

/** The shops of `shops` whose lock this transaction took (others are another poller's). */
async function lockShops(tx: Transaction, shops: Shop[]): Promise<Shop[]> {
  const ids = sql.join(
    shops.map((shop) => sql`${shop.establishmentId}`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`select id::text as id from unnest(array[${ids}]::uuid[]) as shop(id)
        where pg_try_advisory_xact_lock(${shopLockNamespace}::int, hashtext(id::text))`,
  );
  // node-postgres and PGlite both answer { rows }.
  const locked = new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  return shops.filter((shop) => locked.has(shop.establishmentId));
}

export function createIfoodPoller(deps: IfoodPollerDeps): IfoodPoller {
  const runOnce = async (): Promise<IfoodPollReport> => {
    const client = await deps.ifood();
    if (!client) return emptyReport();
    const shops = await openConnectedShops(deps.db, deps.now());
    const report = emptyReport();
    const port = ifoodPort(client);
    for (let start = 0; start < shops.length; start += ifoodPollingBatch) {
      addReport(report, await pollBatch(deps, port, shops.slice(start, start + ifoodPollingBatch)));
    }
    report.actionsRetried = await retryMissedOrderActions(
      { db: deps.db, log: deps.log, ports: async () => port },
      'ifood',
      shops.map((shop) => shop.establishmentId),
      deps.now(),
    );
    return report;
  };
  return periodicJob(runOnce, deps.log, 'iFood polling failed');
}

/**
 * One batch's transaction, then its acknowledgments and confirmations (after commit), for any
 * channel (the Open Delivery poller runs one per shop: each has its own credentials).
 */
export async function pollBatch(
  deps: ChannelPollDeps,
  port: ChannelPort,
  shops: Shop[],
): Promise<IfoodPollReport> {
  const report = emptyReport();
  const done = await deps.db.transaction(async (tx) => {
    const locked = await lockShops(tx, shops);
    if (locked.length === 0) return null;
    const events = await port.poll(locked.map((shop) => shop.merchantId));
    const { fresh, orphans } = await planEvents(deps, tx, port, locked, events);
    const applied: EventKey[] = [];
    for (const planned of fresh) {
      const outcome = await applyInSavepoint(deps, tx, port, planned);
      if (outcome === undefined) continue;
      applied.push({ establishmentId: planned.shop.establishmentId, event: planned.event });
      if (outcome === 'imported') report.imported += 1;
      if (outcome === 'canceled') report.canceled += 1;
    }
    const confirms = await claimConfirmations(tx, port, locked, deps.now());
    return { locked, events, acks: [...orphans, ...applied], confirms };
  });
  if (!done) return report;
  report.shops = done.locked.length;
  report.events = done.events.length;
  // Confirms first: iFood cancels an order unconfirmed for 8 minutes, and an event not
  // acknowledged only comes again.
  report.confirmed = await confirmClaimed(deps, port, done.confirms);
  report.acknowledged = await acknowledge(deps, port, done.acks);
  return report;
}

/**
 * Splits the polled events: new ones (with a PLACED order's details, fetched now, before any
 * write) and stored ones never acknowledged for a while (their poller died before the ack).
 * A stored event acknowledged, or stored a moment ago, is skipped: its poller acknowledges it.
 */
async function planEvents(
  deps: ChannelPollDeps,
  tx: Transaction,
  port: ChannelPort,
  shops: Shop[],
  events: ChannelEvent[],
): Promise<{ fresh: Planned[]; orphans: EventKey[] }> {
  const shopOf = new Map(shops.map((shop) => [shop.merchantId, shop]));
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  const stored = unique.length
    ? await tx
        .select({
          establishmentId: marketplaceEvents.establishmentId,
          eventId: marketplaceEvents.eventId,
          code: marketplaceEvents.code,
          externalOrderId: marketplaceEvents.externalOrderId,
          happenedAt: marketplaceEvents.happenedAt,
          receivedAt: marketplaceEvents.receivedAt,
          ackedAt: marketplaceEvents.ackedAt,
        })
        .from(marketplaceEvents)
        .where(
          and(
            inArray(
              marketplaceEvents.establishmentId,
              shops.map((shop) => shop.establishmentId),
            ),
            eq(marketplaceEvents.channel, port.channel),
            inArray(
              marketplaceEvents.eventId,
              unique.map((event) => event.id),
            ),
          ),
        )
    : [];
  const storedById = new Map(stored.map((row) => [row.eventId, row]));
  const orphanBefore = deps.now().getTime() - orphanAckAfterMs;
  const merchantOf = new Map(shops.map((shop) => [shop.establishmentId, shop.merchantId]));
  const orphans = stored
    .filter((row) => !row.ackedAt && row.receivedAt.getTime() <= orphanBefore)
    .map((row) => ({
      establishmentId: row.establishmentId,
      event: {
        id: row.eventId,
        code: row.code,
        orderId: row.externalOrderId,
        merchantId: merchantOf.get(row.establishmentId) ?? '',
        createdAt: row.happenedAt.toISOString(),
      },
    }));
  const fresh: Planned[] = [];
  for (const event of unique) {
    const shop = shopOf.get(event.merchantId ?? '');
    if (!shop || storedById.has(event.id)) continue;
    if (event.code !== port.placedCode) {
      fresh.push({ shop, event });
      continue;
    }
    // Still 404 after the client's backoff: left unstored, iFood delivers it again.
    const details = await port.details(event.orderId);
    if (details) fresh.push({ shop, event, details });
  }
  return { fresh, orphans };
}

/**
 * Stores the event and applies it in a savepoint: one that fails is rolled back alone (neither
 * stored nor acknowledged) and iFood delivers it again. Answers what it did ('stored' alone, an
 * order 'imported' or 'canceled'), or undefined when it failed.
 */
async function applyInSavepoint(
  deps: ChannelPollDeps,
  tx: Transaction,
  port: ChannelPort,
  { shop, event, details }: Planned,
): Promise<'stored' | 'imported' | 'canceled' | undefined> {
  try {
    return await tx.transaction(async (savepoint) => {
      const now = deps.now();
      await savepoint.insert(marketplaceEvents).values({
        establishmentId: shop.establishmentId,
        channel: port.channel,
        eventId: event.id,
        code: event.code,
        externalOrderId: event.orderId,
        happenedAt: new Date(event.createdAt),
        receivedAt: now,
      });
      if (event.code === port.cancelledCode) {
        const canceled = await applyPlatformCancellation(
          savepoint,
          deps.payments,
          port.channel,
          shop.establishmentId,
          event.orderId,
        );
        return canceled ? 'canceled' : 'stored';
      }
      if (event.code === port.cancelRefusedCode) {
        await recordCancellationRefused(
          savepoint,
          port.channel,
          shop.establishmentId,
          event.orderId,
          now,
        );
        return 'stored';
      }
      if (!details || (await canceledBefore(savepoint, port, shop, event))) return 'stored';
      const order = await port.importOrder(savepoint, deps, shop.establishmentId, details, now);
      return order === null ? 'stored' : 'imported';
    });
  } catch (error) {
    deps.log.error(
      { err: error, eventId: event.id, establishmentId: shop.establishmentId },
      `applying a ${port.channel} event failed`,
    );
    return undefined;
  }
}

/** A PLACED that arrives after its order's cancellation (out of order) imports nothing. */
async function canceledBefore(
  tx: Transaction,
  port: ChannelPort,
  shop: Shop,
  event: ChannelEvent,
): Promise<boolean> {
  const [cancel] = await tx
    .select({ eventId: marketplaceEvents.eventId })
    .from(marketplaceEvents)
    .where(
      and(
        eq(marketplaceEvents.establishmentId, shop.establishmentId),
        eq(marketplaceEvents.channel, port.channel),
        eq(marketplaceEvents.externalOrderId, event.orderId),
        eq(marketplaceEvents.code, port.cancelledCode),
      ),
    )
    .limit(1);
  return cancel !== undefined;
}

/**
 * The orders of auto-accepting shops not yet confirmed, claimed in the batch's transaction (a
 * claim whose process died before confirming is taken again after `orphanAckAfterMs`).
 */
async function claimConfirmations(
  tx: Transaction,
  port: ChannelPort,
  shops: Shop[],
  now: Date,
): Promise<ClaimedOrder[]> {
  const accepting = shops.filter((shop) => shop.autoAccept).map((shop) => shop.establishmentId);
  if (accepting.length === 0) return [];
  const abandoned = new Date(now.getTime() - orphanAckAfterMs);
  return tx
    .update(marketplaceOrders)
    .set({ confirmClaimedAt: now })
    .where(
      and(
        inArray(marketplaceOrders.establishmentId, accepting),
        eq(marketplaceOrders.channel, port.channel),
        isNull(marketplaceOrders.confirmedAt),
        isNull(marketplaceOrders.canceledAt),
        or(
          isNull(marketplaceOrders.confirmClaimedAt),
          lte(marketplaceOrders.confirmClaimedAt, abandoned),
        ),
        gt(marketplaceOrders.createdAt, new Date(now.getTime() - confirmWindowMs)),
      ),
    )
    .returning({
      id: marketplaceOrders.id,
      establishmentId: marketplaceOrders.establishmentId,
      externalId: marketplaceOrders.externalId,
      orderId: marketplaceOrders.orderId,
    });
}

/** Acknowledges after commit, then notes it (the orphan rule reads `acked_at`). */
async function acknowledge(
  deps: ChannelPollDeps,
  port: ChannelPort,
  events: EventKey[],
): Promise<number> {
  if (events.length === 0) return 0;
  await port.acknowledge(events.map((key) => key.event));
  const ackedAt = deps.now();
  const shops = new Set(events.map((event) => event.establishmentId));
  for (const establishmentId of shops) {
    const eventIds = events.filter((event) => event.establishmentId === establishmentId);
    await deps.db
      .update(marketplaceEvents)
      .set({ ackedAt })
      .where(
        and(
          eq(marketplaceEvents.establishmentId, establishmentId),
          eq(marketplaceEvents.channel, port.channel),
          inArray(
            marketplaceEvents.eventId,
            eventIds.map((key) => key.event.id),
          ),
        ),
      );
  }
  return events.length;
}

/** `confirm` for each claimed order, then noted; one iFood refused is released for the next round. */
async function confirmClaimed(
  deps: ChannelPollDeps,
  port: ChannelPort,
  claimed: ClaimedOrder[],
): Promise<number> {
  let confirmed = 0;
  for (const order of claimed) {
    const confirmedAt = await port.confirm(order).then(
      () => deps.now(),
      (error: unknown) => {
        deps.log.error(
          { err: error, orderId: order.externalId },
          `confirming a ${port.channel} order failed`,
        );
        return null;
      },
    );
    if (confirmedAt) confirmed += 1;
    await deps.db
      .update(marketplaceOrders)
      .set(confirmedAt ? { confirmedAt } : { confirmClaimedAt: null })
      .where(
        and(
          eq(marketplaceOrders.establishmentId, order.establishmentId),
          eq(marketplaceOrders.id, order.id),
        ),
      );
  }
  return confirmed;
}
