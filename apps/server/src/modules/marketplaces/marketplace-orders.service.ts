import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketplaceOrders } from './marketplaces.tables';

/** A marketplace's order as linked to its Comanda order (decision 057). */
export type MarketplaceOrderLink = typeof marketplaceOrders.$inferSelect;

/**
 * The platform's order behind a Comanda order (the kitchen's bumps, a cancellation from
 * Comanda), or the Comanda order of a platform's (its CAN event); undefined when not linked.
 */
export async function findMarketplaceOrder(
  db: Executor,
  establishmentId: string,
  by: { orderId: string } | { channel: 'ifood' | 'open_delivery'; externalId: string },
): Promise<MarketplaceOrderLink | undefined> {
  const match =
    'orderId' in by
      ? eq(marketplaceOrders.orderId, by.orderId)
      : and(
          eq(marketplaceOrders.channel, by.channel),
          eq(marketplaceOrders.externalId, by.externalId),
        );
  const [link] = await db
    .select()
    .from(marketplaceOrders)
    .where(and(eq(marketplaceOrders.establishmentId, establishmentId), match));
  return link;
}
