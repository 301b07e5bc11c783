import { and, eq } from 'drizzle-orm';
import { marketplaceCancelElsewhereMessage, orderChannelLabels } from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { cancelOrderForPlatform, type PaymentsContext } from '../payments';
import type { MarketplaceChannel } from './ifood-import.service';
import { findMarketplaceOrder, type MarketplaceOrderLink } from './marketplace-orders.service';
import { marketplaceOrders } from './marketplaces.tables';

/*
 * A marketplace's cancellation applied in Comanda (issue 34, decision 067): iFood's CAN (or Open
 * Delivery's CANCELLED), in the poller's savepoint, cancels the linked order through the one
 * order-cancel path staff use on /admin/pedidos (payments' cancelLockedOrder): 'order.canceled'
 * returns the stock, cancels the receivable and asks the NFC-e's cancel; the platform refunds
 * its customer, so no manual refund is left to the shop.
 */

/** What the cancellation needs of payments (the app's payments context). */
export type CancelDeps = Pick<PaymentsContext, 'events' | 'realtime' | 'providers' | 'now'>;

/** The order's history and its reason when the platform gives none. */
export const platformCancelReason = (channel: MarketplaceChannel) =>
  `Cancelado no ${orderChannelLabels[channel]}`;

/**
 * Cancels the Comanda order of the platform's `externalId`; answers whether it changed anything.
 * No link (the PLACED not imported yet, or never): nothing to cancel here, the stored CAN keeps
 * a later PLACED from importing it. An order canceled already changes nothing (a repeated or
 * late CAN). A cancellation Comanda asked for keeps its reason and who asked.
 */
export async function applyPlatformCancellation(
  tx: Transaction,
  deps: CancelDeps,
  channel: MarketplaceChannel,
  establishmentId: string,
  externalId: string,
): Promise<boolean> {
  const link = await findMarketplaceOrder(tx, establishmentId, { channel, externalId });
  if (!link) return false;
  const canceled = await cancelOrderForPlatform(deps, tx, establishmentId, link.orderId, {
    name: orderChannelLabels[channel],
    reason: link.cancelRequestReason ?? platformCancelReason(channel),
    requestedBy: link.cancelRequestedBy,
  });
  if (!link.canceledAt) {
    // The confirm claims and the manual "Confirmar" leave a canceled order alone.
    await tx
      .update(marketplaceOrders)
      .set({ canceledAt: deps.now() })
      .where(
        and(
          eq(marketplaceOrders.establishmentId, establishmentId),
          eq(marketplaceOrders.id, link.id),
        ),
      );
  }
  return canceled !== undefined;
}

/**
 * The platform refused the cancellation Comanda asked for (iFood: CARF): the order goes on, and
 * /admin/pedidos says so (until the shop asks again).
 */
export async function recordCancellationRefused(
  tx: Transaction,
  channel: MarketplaceChannel,
  establishmentId: string,
  externalId: string,
  now: Date,
): Promise<void> {
  const link = await findMarketplaceOrder(tx, establishmentId, { channel, externalId });
  if (!link?.cancelRequestedAt || link.canceledAt) return;
  await tx
    .update(marketplaceOrders)
    .set({ cancelRefusedAt: now })
    .where(
      and(
        eq(marketplaceOrders.establishmentId, establishmentId),
        eq(marketplaceOrders.id, link.id),
      ),
    );
}

/**
 * Notes on the link a cancellation Comanda asked the platform for (code, text, who): the order
 * stays as it is until the platform's cancellation event comes (or its refusal). Answers the
 * link as it is now.
 */
export async function recordCancellationRequest(
  db: Executor,
  link: MarketplaceOrderLink,
  request: { code: string; reason: string; requestedBy: string | null; at: Date },
): Promise<MarketplaceOrderLink> {
  const [requested] = await db
    .update(marketplaceOrders)
    .set({
      cancelRequestedAt: request.at,
      cancelRequestCode: request.code,
      cancelRequestReason: request.reason,
      cancelRequestedBy: request.requestedBy,
      cancelRefusedAt: null,
    })
    .where(
      and(
        eq(marketplaceOrders.establishmentId, link.establishmentId),
        eq(marketplaceOrders.id, link.id),
      ),
    )
    .returning();
  return requested!;
}

/**
 * Why staff's plain cancel (`POST /api/admin/orders/:id/cancel`) must not cancel this order, or
 * null (decision 079): a marketplace's order (not a demo one, not canceled by its platform yet)
 * is canceled by its platform, which refunds its customer; Comanda asks it there. Payments asks
 * through its port (app.ts), since it cannot read the link.
 */
export async function marketplaceCancelRefusal(
  db: Database,
  establishmentId: string,
  orderId: string,
): Promise<string | null> {
  const link = await findMarketplaceOrder(db, establishmentId, { orderId });
  if (!link || link.externalId.startsWith('demo-') || link.canceledAt) return null;
  if (link.channel !== 'ifood' && link.channel !== 'open_delivery') return null;
  return marketplaceCancelElsewhereMessage(orderChannelLabels[link.channel]);
}
