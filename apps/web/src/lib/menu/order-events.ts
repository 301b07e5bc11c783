import { withKioskDevice } from '@/lib/menu/kiosk-device';
import { orderPath, tokenQuery, type OrderRef } from '@/lib/menu/order-ref';

/** GET /api/public/orders/:orderId/events?token=: the order's Server-Sent Events. */
export function orderEventsUrl(order: OrderRef): string {
  return withKioskDevice(`${orderPath(order.orderId)}/events?${tokenQuery(order)}`);
}
