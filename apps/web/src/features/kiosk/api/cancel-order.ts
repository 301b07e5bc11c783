import { apiFetch } from '@/lib/api-client';
import { orderPath, type OrderRef } from '@/lib/menu/order-ref';

/** POST /api/public/orders/:orderId/cancel: 'Cancelar Pedido', only while unpaid. */
export async function cancelOrder(order: OrderRef): Promise<void> {
  await apiFetch(`${orderPath(order.orderId)}/cancel`, {
    method: 'POST',
    body: { token: order.token },
  });
}
