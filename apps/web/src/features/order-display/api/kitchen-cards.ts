import type { KitchenOrder } from '@comanda/shared';

/*
 * Idempotent kitchen cards (issue 36, item 4): a reconnect of the event stream, a repeated or
 * late event, or two answers crossing never show an order twice. Cards are keyed by order id;
 * an event moves a card only from the stage it says it left.
 */

/** One card per order, in the list's order; a later entry of the same order wins. */
export function uniqueOrders(orders: KitchenOrder[]): KitchenOrder[] {
  const byId = new Map<string, KitchenOrder>();
  for (const order of orders) {
    byId.delete(order.id);
    byId.set(order.id, order);
  }
  return [...byId.values()];
}

export interface StageChangeEvent {
  orderId: string;
  stage: string;
  previous: string | null;
}

/**
 * The cached cards after an `order.stage` event: the order's card moves when it is still in
 * the stage the event left; a repeated event (already there) or an out-of-order one (from a
 * stage the card is not in) changes nothing, and the refetch that follows settles it.
 */
export function applyStageChange(
  orders: KitchenOrder[] | undefined,
  change: StageChangeEvent,
): KitchenOrder[] | undefined {
  if (!orders) return orders;
  const unique = uniqueOrders(orders);
  return unique.map((order) =>
    order.id === change.orderId && order.stage === change.previous && !order.canceled
      ? { ...order, stage: change.stage as KitchenOrder['stage'] }
      : order,
  );
}
