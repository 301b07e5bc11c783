import type { KioskPayment } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';
import { paymentPath, tokenQuery, type OrderRef } from '@/lib/menu/order-ref';

/** GET .../payments/:paymentId?token=: the polling fallback when the event stream fails. */
export function getPayment(
  order: OrderRef,
  paymentId: string,
  signal?: AbortSignal,
): Promise<KioskPayment> {
  return apiFetch<KioskPayment>(`${paymentPath(order.orderId, paymentId)}?${tokenQuery(order)}`, {
    signal,
    cache: 'no-store',
  });
}
