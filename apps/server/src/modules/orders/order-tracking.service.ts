import type { OrderTracking } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { findKioskOrder, findOrderById, type OrderRow } from './orders.service';
import type { WaitEstimates } from './wait-estimate.service';

/*
 * The customer's status page (issue 35, item 3; decision 072): the order its public token
 * opens, its stage and, while the kitchen has it, "Pronto em cerca de N min" from the same
 * wait estimate the kiosk shows before paying (decision 065). A scheduled order the kitchen
 * holds until its time shows that time and the minutes left to it (decision 085).
 */

export interface TrackingContext {
  db: Executor;
  estimates: Pick<WaitEstimates, 'orderMinutes'>;
  now: () => Date;
}

export async function toOrderTracking(
  ctx: TrackingContext,
  shopName: string,
  row: OrderRow,
): Promise<OrderTracking> {
  const inKitchen = row.stage === 'received' || row.stage === 'preparing';
  // Held for its scheduled time (decision 078's hold): not in the queue, due at its time.
  const heldFor = inKitchen && row.kitchenHeldAt ? row.kitchenHoldUntil : null;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    shopName,
    stage: row.stage,
    fulfilment: row.fulfilment,
    paymentStatus: row.paymentStatus,
    readyInMinutes: heldFor
      ? Math.max(1, Math.ceil((heldFor.getTime() - ctx.now().getTime()) / 60_000))
      : inKitchen
        ? await ctx.estimates.orderMinutes(row.establishmentId, row.id)
        : null,
    scheduledFor: heldFor?.toISOString() ?? null,
  };
}

/** The order's status for whoever holds its token; 404 otherwise (decision 072). */
export async function orderTracking(
  ctx: TrackingContext,
  shop: { id: string; name: string },
  orderId: string,
  token: string | undefined,
): Promise<OrderTracking> {
  return toOrderTracking(ctx, shop.name, await findKioskOrder(ctx.db, shop.id, orderId, token));
}

/** The same order read again (its stream's updates: the token was checked when it opened). */
export async function currentTracking(
  ctx: TrackingContext,
  shop: { id: string; name: string },
  orderId: string,
): Promise<OrderTracking | null> {
  const row = await findOrderById(ctx.db, shop.id, orderId);
  return row ? toOrderTracking(ctx, shop.name, row) : null;
}
