import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { counterMenu } from '../catalog';
import { menuVersionOf } from '../establishments';
import { createCatalogSync, type CatalogSync } from './ifood-catalog-sync';
import { openDeliveryConnections } from './marketplaces.tables';
import type { OpenDeliveryItemOffer } from './open-delivery-client';
import type { OpenDeliveryClientSource } from './open-delivery-poller';

/*
 * Catalogue availability on an Open Delivery application (issue 34's "same acceptance", issue 36
 * item 3; decision 079). In the standard the Software Service (Comanda) owns the merchant's
 * menu: its ItemOffers' ids are Comanda's (the product's id, for the offer and its Item), and a
 * change is told through the Merchant Update webhook (`POST /v1/merchantUpdate`, `entityType`
 * ITEM_OFFER): the offers with `status` AVAILABLE or UNAVAILABLE, as the one availability
 * computation (`counterMenu`, decision 069) has them. Every offer of the menu is sent when the
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

/** The menu's products as ItemOffers (the price in reais), and when the menu changes by itself. */
async function offersOf(db: Database, establishmentId: string, now: Date) {
  const { menu, changesAt } = await counterMenu(db, establishmentId, now);
  const products = [...new Map([...menu.products, ...menu.addonProducts].map((p) => [p.id, p]))];
  const offers = products.map(([id, product], index): OpenDeliveryItemOffer => ({
    id,
    itemId: id,
    index,
    status: product.soldOut ? 'UNAVAILABLE' : 'AVAILABLE',
    price: {
      value: product.priceCents / 100,
      originalValue: product.priceCents / 100,
      currency: 'BRL',
    },
  }));
  return { offers, changesAt };
}

/**
 * Brings the shop's offers on its application to its menu's availability; answers how many
 * offers were sent (0: nothing moved). One instance at a time per shop (an advisory lock the
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
    const { offers, changesAt } = await offersOf(deps.db, establishmentId, now);
    if (changesAt) deps.wakeAt?.(establishmentId, changesAt);
    await client.updateItemOffers(offers);
    await tx
      .update(openDeliveryConnections)
      .set({ catalogSyncedVersion: version, catalogChangesAt: changesAt })
      .where(
        and(
          eq(openDeliveryConnections.establishmentId, establishmentId),
          eq(openDeliveryConnections.merchantId, connection.merchantId),
        ),
      );
    return offers.length;
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
