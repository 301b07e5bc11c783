import { apiFetch } from '@/lib/api-client';
import { paymentPath, type OrderRef } from '@/lib/menu/order-ref';

export type DemoOutcome = 'approved' | 'rejected';

/** POST .../payments/:paymentId/demo-outcome: decides a demo payment, as its shop would. */
export async function setDemoOutcome(
  order: OrderRef,
  paymentId: string,
  outcome: DemoOutcome,
): Promise<void> {
  await apiFetch(`${paymentPath(order.orderId, paymentId)}/demo-outcome`, {
    method: 'POST',
    body: { token: order.token, outcome },
  });
}
