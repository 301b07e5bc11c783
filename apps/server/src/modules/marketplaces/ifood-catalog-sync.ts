import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { besideTransaction, type Database, type Executor } from '../../db/client';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { Realtime } from '../../lib/realtime';
import { counterMenu } from '../catalog';
import { menuVersionOf } from '../establishments';
import type { IfoodItemStatus } from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { ifoodConnections, ifoodItemStatuses } from './marketplaces.tables';
import type { OrderStageWatch } from './order-stage-watch';

/*
 * Catalogue availability (issue 34, decision 058): a product sold out in Comanda (by hand, by
 * stock, or a combo whose required part is) is UNAVAILABLE on iFood, and AVAILABLE when it is
 * back. Every such change moves the shop's menu version and says `menu.changed` on the shop's
 * `menu:` topic (catalog's `announceMenuChanged`); the sync hears it on every instance and
 * sends iFood what differs from what it last sent. A sweep now and then catches a shop whose
 * notice was missed (an instance restarting, iFood down for a while).
 */

/** Two-key advisory lock namespace of the iFood catalogue sync (the poller has 724_310_300). */
const catalogLockNamespace = 724_310_400;

export interface IfoodCatalogSyncDeps {
  db: Database;
  realtime: Pick<Realtime, 'subscribe'>;
  log: FastifyBaseLogger;
  ifood: IfoodClientSource;
  /** The availability clock: told when the synced menu changes by itself (decision 069). */
  wakeAt?: (establishmentId: string, at: Date) => void;
  /** The kitchen's bumps: a watched shop's order stages are heard for iFood too. */
  stages?: Pick<OrderStageWatch, 'watch' | 'forget'>;
}

/**
 * Each coded product's availability as the menu shows it now (sold out: UNAVAILABLE), and when
 * that changes by itself (a sold-out mark's end).
 */
async function wantedStatuses(
  tx: Executor,
  establishmentId: string,
  now: Date,
): Promise<{
  wanted: Map<string, { code: string; status: IfoodItemStatus }>;
  changesAt: Date | null;
}> {
  const { menu, codes, changesAt } = await counterMenu(tx, establishmentId, now);
  const wanted = new Map<string, { code: string; status: IfoodItemStatus }>();
  for (const product of [...menu.products, ...menu.addonProducts]) {
    const code = codes[product.id];
    if (code)
      wanted.set(product.id, { code, status: product.soldOut ? 'UNAVAILABLE' : 'AVAILABLE' });
  }
  return { wanted, changesAt };
}

async function sentStatuses(tx: Executor, establishmentId: string) {
  const rows = await tx
    .select({ productId: ifoodItemStatuses.productId, status: ifoodItemStatuses.status })
    .from(ifoodItemStatuses)
    .where(eq(ifoodItemStatuses.establishmentId, establishmentId));
  return new Map(rows.map((row) => [row.productId, row.status]));
}

async function recordSent(
  tx: Executor,
  establishmentId: string,
  productId: string,
  status: IfoodItemStatus,
) {
  await tx
    .insert(ifoodItemStatuses)
    .values({ establishmentId, productId, status })
    .onConflictDoUpdate({
      target: [ifoodItemStatuses.establishmentId, ifoodItemStatuses.productId],
      set: { status, updatedAt: new Date() },
    });
}

/**
 * Brings the shop's iFood catalogue to its menu's availability; answers how many products
 * changed. One instance at a time per shop (an advisory lock the others wait on, then find
 * nothing to send); a failure rolls back what it recorded, so the next run sends it again
 * (a status is absolute: sending it twice changes nothing).
 */
export async function syncIfoodCatalog(
  deps: Pick<IfoodCatalogSyncDeps, 'db' | 'ifood' | 'wakeAt'>,
  establishmentId: string,
  now = new Date(),
): Promise<number> {
  // The platform's credentials are read through the pool before the transaction holds a
  // connection (on PGlite, its only one).
  const client = await deps.ifood();
  if (!client) return 0;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${catalogLockNamespace}::int, hashtext(${establishmentId}))`,
    );
    const [connection] = await tx
      .select()
      .from(ifoodConnections)
      .where(eq(ifoodConnections.establishmentId, establishmentId));
    if (!connection?.connected || !connection.merchantId) return 0;
    const version = await menuVersionOf(tx, establishmentId);
    // A mark's end changes the menu without moving its version (decision 069).
    const due = connection.catalogChangesAt !== null && connection.catalogChangesAt <= now;
    if (version === null || (version === connection.catalogSyncedVersion && !due)) return 0;
    const sent = await sentStatuses(tx, establishmentId);
    // The menu is read through the pool (its queries run side by side), not on `tx`.
    const { wanted, changesAt } = await wantedStatuses(
      besideTransaction(deps.db, tx),
      establishmentId,
      now,
    );
    if (changesAt) deps.wakeAt?.(establishmentId, changesAt);
    const changes = [...wanted].filter(
      ([productId, wanted]) => (sent.get(productId) ?? 'AVAILABLE') !== wanted.status,
    );
    if (changes.length > 0) {
      const itemIds = await client.catalogItemIds(connection.merchantId);
      for (const [productId, { code, status }] of changes) {
        for (const itemId of itemIds.get(code) ?? []) {
          await client.setItemStatus(connection.merchantId, itemId, status);
        }
        await recordSent(tx, establishmentId, productId, status);
      }
    }
    await tx
      .update(ifoodConnections)
      .set({ catalogSyncedVersion: version, catalogChangesAt: changesAt })
      .where(
        and(
          eq(ifoodConnections.establishmentId, establishmentId),
          eq(ifoodConnections.merchantId, connection.merchantId),
        ),
      );
    return changes.length;
  });
}

export interface CatalogSync {
  /** Listens to the shop's menu changes (and order stages, once per shop) and syncs it now. */
  watch(establishmentId: string): void;
  /** Watches every connected shop, forgets the others, and syncs each. */
  sweep(): Promise<void>;
  /** Resolves when no sync is running or asked for (tests). */
  settled(): Promise<void>;
  job: PeriodicJob<void>;
}
export type IfoodCatalogSync = CatalogSync;

/** What a platform's catalogue sync does for one shop, and which shops it serves. */
export interface CatalogSyncTarget {
  /** For the logs ("iFood catalogue"). */
  name: string;
  /** Brings the shop's catalogue on the platform to its menu; answers how many changed. */
  sync(establishmentId: string): Promise<number>;
  /** The shops connected to the platform now. */
  connected(): Promise<string[]>;
  /** The kitchen's bumps: a watched shop's order stages are heard for this channel too. */
  stages?: { watch(id: string): void; forget(id: string): void };
}

/**
 * A platform's sync triggers on this instance (iFood's of decision 058, Open Delivery's of 079):
 * each connected shop's `menu:` topic, and the sweep. Notices that arrive while a shop's sync
 * runs ask for one more run after it, never a second run at the same time.
 */
export function createCatalogSync(
  deps: { realtime: Pick<Realtime, 'subscribe'>; log: FastifyBaseLogger },
  target: CatalogSyncTarget,
): CatalogSync {
  const watched = new Map<string, () => void>();
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  const runFor = async (establishmentId: string) => {
    do {
      again.delete(establishmentId);
      await target
        .sync(establishmentId)
        .catch((error: unknown) =>
          deps.log.error({ err: error, establishmentId }, `${target.name} sync failed`),
        );
    } while (again.has(establishmentId));
  };

  const request = (establishmentId: string) => {
    if (running.has(establishmentId)) {
      again.add(establishmentId);
      return;
    }
    const run = runFor(establishmentId).finally(() => running.delete(establishmentId));
    running.set(establishmentId, run);
  };

  const watch = (establishmentId: string) => {
    if (!watched.has(establishmentId)) {
      const menu = deps.realtime.subscribe(`menu:${establishmentId}`, () =>
        request(establishmentId),
      );
      target.stages?.watch(establishmentId);
      watched.set(establishmentId, () => {
        menu();
        target.stages?.forget(establishmentId);
      });
    }
    request(establishmentId);
  };

  const settled = async () => {
    while (running.size > 0) await Promise.all(running.values());
  };

  const sweep = async () => {
    const connected = new Set(await target.connected());
    for (const [establishmentId, unsubscribe] of watched) {
      if (connected.has(establishmentId)) continue;
      unsubscribe();
      watched.delete(establishmentId);
    }
    for (const establishmentId of connected) watch(establishmentId);
    await settled();
  };

  return {
    watch,
    sweep,
    settled,
    job: periodicJob(sweep, deps.log, `${target.name} sweep failed`),
  };
}

/** iFood's catalogue sync (decision 058). */
export function createIfoodCatalogSync(deps: IfoodCatalogSyncDeps): IfoodCatalogSync {
  return createCatalogSync(deps, {
    name: 'iFood catalogue',
    sync: (establishmentId) => syncIfoodCatalog(deps, establishmentId),
    connected: async () =>
      (
        await deps.db
          .select({ establishmentId: ifoodConnections.establishmentId })
          .from(ifoodConnections)
          .where(eq(ifoodConnections.connected, true))
      ).map((row) => row.establishmentId),
    stages: deps.stages && {
      watch: (id) => deps.stages!.watch(id, 'ifood'),
      forget: (id) => deps.stages!.forget(id, 'ifood'),
    },
  });
}
