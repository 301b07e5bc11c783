import type { KioskPayment, KioskPaymentMethod } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';
import { kioskDeviceHeaders } from '@/lib/menu/kiosk-device';
import { orderPath, type OrderRef } from '@/lib/menu/order-ref';

/** POST /api/public/orders/:orderId/payments: a Pix charge or a card terminal request. */
export function createPayment(order: OrderRef, method: KioskPaymentMethod): Promise<KioskPayment> {
  return apiFetch<KioskPayment>(`${orderPath(order.orderId)}/payments`, {
    method: 'POST',
    headers: kioskDeviceHeaders(),
    body: { token: order.token, method },
  });
}
