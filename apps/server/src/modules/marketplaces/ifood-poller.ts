import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { shopsOpenAt } from '../establishments';
import {
  ifoodPollingBatch,
  type IfoodClient,
  type IfoodEvent,
  type IfoodOrder,
} from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { importIfoodOrder, type ImportDeps } from './ifood-import.service';
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
 * After COMMIT it confirms the claimed orders and acknowledges the events. A process killed
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
}

export type IfoodPoller = PeriodicJob<IfoodPollReport>;

export interface IfoodPollerDeps extends ImportDeps {
  db: Database;
  ifood: IfoodClientSource;
  log: FastifyBaseLogger;
  now: () => Date;
}

interface Shop {
  establishmentId: string;
  merchantId: string;
  autoAccept: boolean;
}

/** A stored event, by its key. */
interface EventKey {
  establishmentId: string;
  eventId: string;
}

/** A polled event of a locked shop, with what this round does with it. */
interface Planned {
  shop: Shop;
  event: IfoodEvent;
  /** A PLACED order's details, fetched before the writes. */
  details?: IfoodOrder;
}

const emptyReport = (): IfoodPollReport => ({
  shops: 0,
  events: 0,
  imported: 0,
  acknowledged: 0,
  confirmed: 0,
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
    for (let start = 0; start < shops.length; start += ifoodPollingBatch) {
      const batch = await pollBatch(deps, client, shops.slice(start, start + ifoodPollingBatch));
      for (const key of Object.keys(report) as (keyof IfoodPollReport)[]) {
        report[key] += batch[key];
      }
    }
    return report;
  };
  return periodicJob(runOnce, deps.log, 'iFood polling failed');
}

/** One batch's transaction, then its acknowledgments and confirmations (after commit). */
async function pollBatch(
  deps: IfoodPollerDeps,
  client: IfoodClient,
  shops: Shop[],
): Promise<IfoodPollReport> {
  const report = emptyReport();
  const done = await deps.db.transaction(async (tx) => {
    const locked = await lockShops(tx, shops);
    if (locked.length === 0) return null;
    const events = await client.pollEvents(locked.map((shop) => shop.merchantId));
    const { fresh, orphans } = await planEvents(deps, tx, client, locked, events);
    const applied: EventKey[] = [];
    for (const planned of fresh) {
      const imported = await applyInSavepoint(deps, tx, planned);
      if (imported === undefined) continue;
      applied.push({ establishmentId: planned.shop.establishmentId, eventId: planned.event.id });
      if (imported) report.imported += 1;
    }
    const confirms = await claimConfirmations(tx, locked, deps.now());
    return { locked, events, acks: [...orphans, ...applied], confirms };
  });
  if (!done) return report;
  report.shops = done.locked.length;
  report.events = done.events.length;
  // Confirms first: iFood cancels an order unconfirmed for 8 minutes, and an event not
  // acknowledged only comes again.
  report.confirmed = await confirmClaimed(deps, client, done.confirms);
  report.acknowledged = await acknowledge(deps, client, done.acks);
  return report;
}

/**
 * Splits the polled events: new ones (with a PLACED order's details, fetched now, before any
 * write) and stored ones never acknowledged for a while (their poller died before the ack).
 * A stored event acknowledged, or stored a moment ago, is skipped: its poller acknowledges it.
 */
async function planEvents(
  deps: IfoodPollerDeps,
  tx: Transaction,
  client: IfoodClient,
  shops: Shop[],
  events: IfoodEvent[],
): Promise<{ fresh: Planned[]; orphans: EventKey[] }> {
  const shopOf = new Map(shops.map((shop) => [shop.merchantId, shop]));
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  const stored = unique.length
    ? await tx
        .select({
          establishmentId: marketplaceEvents.establishmentId,
          eventId: marketplaceEvents.eventId,
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
            eq(marketplaceEvents.channel, 'ifood'),
            inArray(
              marketplaceEvents.eventId,
              unique.map((event) => event.id),
            ),
          ),
        )
    : [];
  const storedById = new Map(stored.map((row) => [row.eventId, row]));
  const orphanBefore = deps.now().getTime() - orphanAckAfterMs;
  const orphans = stored
    .filter((row) => !row.ackedAt && row.receivedAt.getTime() <= orphanBefore)
    .map(({ establishmentId, eventId }) => ({ establishmentId, eventId }));
  const fresh: Planned[] = [];
  for (const event of unique) {
    const shop = shopOf.get(event.merchantId ?? '');
    if (!shop || storedById.has(event.id)) continue;
    if (event.code !== 'PLC') {
      fresh.push({ shop, event });
      continue;
    }
    // Still 404 after the client's backoff: left unstored, iFood delivers it again.
    const details = await client.order(event.orderId);
    if (details) fresh.push({ shop, event, details });
  }
  return { fresh, orphans };
}

/**
 * Stores the event and applies it in a savepoint: one that fails is rolled back alone (neither
 * stored nor acknowledged) and iFood delivers it again. Answers whether an order was imported,
 * or undefined when it failed.
 */
async function applyInSavepoint(
  deps: IfoodPollerDeps,
  tx: Transaction,
  { shop, event, details }: Planned,
): Promise<boolean | undefined> {
  try {
    return await tx.transaction(async (savepoint) => {
      const now = deps.now();
      await savepoint.insert(marketplaceEvents).values({
        establishmentId: shop.establishmentId,
        channel: 'ifood',
        eventId: event.id,
        code: event.code,
        externalOrderId: event.orderId,
        happenedAt: new Date(event.createdAt),
        receivedAt: now,
      });
      if (!details || (await canceledBefore(savepoint, shop, event))) return false;
      const order = await importIfoodOrder(savepoint, deps, shop.establishmentId, details, now);
      return order !== null;
    });
  } catch (error) {
    deps.log.error(
      { err: error, eventId: event.id, establishmentId: shop.establishmentId },
      'applying an iFood event failed',
    );
    return undefined;
  }
}

/** A PLACED that arrives after its order's cancellation (out of order) imports nothing. */
async function canceledBefore(tx: Transaction, shop: Shop, event: IfoodEvent): Promise<boolean> {
  const [cancel] = await tx
    .select({ eventId: marketplaceEvents.eventId })
    .from(marketplaceEvents)
    .where(
      and(
        eq(marketplaceEvents.establishmentId, shop.establishmentId),
        eq(marketplaceEvents.channel, 'ifood'),
        eq(marketplaceEvents.externalOrderId, event.orderId),
        eq(marketplaceEvents.code, 'CAN'),
      ),
    )
    .limit(1);
  return cancel !== undefined;
}

/**
 * The orders of auto-accepting shops not yet confirmed, claimed in the batch's transaction (a
 * claim whose process died before confirming is taken again after `orphanAckAfterMs`).
 */
async function claimConfirmations(tx: Transaction, shops: Shop[], now: Date) {
  const accepting = shops.filter((shop) => shop.autoAccept).map((shop) => shop.establishmentId);
  if (accepting.length === 0) return [];
  const abandoned = new Date(now.getTime() - orphanAckAfterMs);
  return tx
    .update(marketplaceOrders)
    .set({ confirmClaimedAt: now })
    .where(
      and(
        inArray(marketplaceOrders.establishmentId, accepting),
        eq(marketplaceOrders.channel, 'ifood'),
        isNull(marketplaceOrders.confirmedAt),
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
    });
}

/** Acknowledges after commit, then notes it (the orphan rule reads `acked_at`). */
async function acknowledge(
  deps: IfoodPollerDeps,
  client: IfoodClient,
  events: EventKey[],
): Promise<number> {
  if (events.length === 0) return 0;
  await client.acknowledge(events.map((event) => event.eventId));
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
          eq(marketplaceEvents.channel, 'ifood'),
          inArray(
            marketplaceEvents.eventId,
            eventIds.map((event) => event.eventId),
          ),
        ),
      );
  }
  return events.length;
}

/** `confirm` for each claimed order, then noted; one iFood refused is released for the next round. */
async function confirmClaimed(
  deps: IfoodPollerDeps,
  client: IfoodClient,
  claimed: { id: string; establishmentId: string; externalId: string }[],
): Promise<number> {
  let confirmed = 0;
  for (const order of claimed) {
    const confirmedAt = await client.orderAction(order.externalId, 'confirm').then(
      () => deps.now(),
      (error: unknown) => {
        deps.log.error(
          { err: error, orderId: order.externalId },
          'confirming an iFood order failed',
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
