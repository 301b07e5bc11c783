import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { besideTransaction, type Database, type Executor } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { menuVersionOf } from '../establishments';
import { createCatalogSync, type CatalogSync } from './ifood-catalog-sync';
import { openDeliveryConnections } from './marketplaces.tables';
import { openDeliveryMenu } from './open-delivery-menu';
import type { OpenDeliveryClientSource } from './open-delivery-poller';

/*
 * Catalogue availability on an Open Delivery application (issue 34's "same acceptance", issue 36
 * item 3; decision 079). In the standard the Software Service (Comanda) owns the merchant's
 * menu: its ItemOffers' ids are Comanda's (the product's id, for the offer and its Item), and a
 * change is told through the Merchant Update webhook (`POST /v1/merchantUpdate`, `entityType`
 * ITEM_OFFER, then OPTION for the extras and choice options): each with `status` AVAILABLE or
 * UNAVAILABLE, as the one availability computation (`counterMenu`, decision 069) has them, with
 * the ids `GET /v1/merchant` serves (open-delivery-menu.ts). Every object is sent when the
 * menu's version moved (a status is absolute: sending one twice changes nothing), so no
 * per-product record is kept; the version synced and the menu's next change by itself are
 * kept on the connection, as iFood's (decision 058).
 */

/** Two-key advisory lock namespace of this sync (iFood's is 724_310_400). */
const catalogLockNamespace = 724_310_500;

export interface OpenDeliveryCatalogSyncDeps {
  db: Database;
  realtime: Pick<Realtime, 'subscribe'>;
  log: FastifyBaseLogger;
  clients: OpenDeliveryClientSource;
  /** The availability clock: told when the synced menu changes by itself (decision 069). */
  wakeAt?: (establishmentId: string, at: Date) => void;
}

/**
 * The menu's ItemOffers and Options with their statuses, as `GET /v1/merchant` serves them
 * (the same ids, decision 079), and when the menu changes by itself.
 */
async function availabilityOf(db: Executor, establishmentId: string, now: Date) {
  const menu = await openDeliveryMenu(db, establishmentId, now);
  const options = menu.optionGroups.flatMap((group) => group.options);
  return { offers: menu.itemOffers, options, changesAt: menu.changesAt };
}

/**
 * Brings the shop's offers on its application to its menu's availability; answers how many
 * offers and options were sent (0: nothing moved). One instance at a time per shop (an advisory lock the
 * others wait on, then find the version synced); a failure rolls back, so the next run sends
 * it again.
 */
export async function syncOpenDeliveryCatalog(
  deps: Pick<OpenDeliveryCatalogSyncDeps, 'db' | 'clients' | 'wakeAt'>,
  establishmentId: string,
  now = new Date(),
): Promise<number> {
  // The credentials are read through the pool before the transaction holds a connection.
  const client = await deps.clients(establishmentId);
  if (!client) return 0;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${catalogLockNamespace}::int, hashtext(${establishmentId}))`,
    );
    const [connection] = await tx
      .select()
      .from(openDeliveryConnections)
      .where(eq(openDeliveryConnections.establishmentId, establishmentId));
    if (!connection?.connected) return 0;
    const version = await menuVersionOf(tx, establishmentId);
    const due = connection.catalogChangesAt !== null && connection.catalogChangesAt <= now;
    if (version === null || (version === connection.catalogSyncedVersion && !due)) return 0;
    // The menu is read through the pool (its queries run side by side), not on `tx`.
    const { offers, options, changesAt } = await availabilityOf(
      besideTransaction(deps.db, tx),
      establishmentId,
      now,
    );
    if (changesAt) deps.wakeAt?.(establishmentId, changesAt);
    await client.updateMerchant('ITEM_OFFER', offers);
    await client.updateMerchant('OPTION', options);
    await tx
      .update(openDeliveryConnections)
      .set({ catalogSyncedVersion: version, catalogChangesAt: changesAt })
      .where(
        and(
          eq(openDeliveryConnections.establishmentId, establishmentId),
          eq(openDeliveryConnections.merchantId, connection.merchantId),
        ),
      );
    return offers.length + options.length;
  });
}

/** The sync's triggers: each connected shop's menu notices, and the sweep. */
export function createOpenDeliveryCatalogSync(deps: OpenDeliveryCatalogSyncDeps): CatalogSync {
  return createCatalogSync(deps, {
    name: 'Open Delivery catalogue',
    sync: (establishmentId) => syncOpenDeliveryCatalog(deps, establishmentId),
    connected: async () =>
      (
        await deps.db
          .select({ establishmentId: openDeliveryConnections.establishmentId })
          .from(openDeliveryConnections)
          .where(eq(openDeliveryConnections.connected, true))
      ).map((row) => row.establishmentId),
  });
}
