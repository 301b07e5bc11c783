import type { KioskOrderStatus, KioskPayment, OrderEventName } from '@comanda/shared';
import type { Executor } from '../../db/client';
import type { Realtime, RealtimeEvent } from '../../plugins/realtime';
import { toKioskOrderStatus, type OrderRow } from '../orders';
import type { PaymentAttempt } from './payments.tables';

/*
 * The events of a payment's life, sent to the order's kiosk (`order:{id}`) and to the shop's
 * boards (`establishment:{id}`). Published inside the transaction that made the change, so
 * they go out only when it commits.
 */

export type PaymentEventData = Omit<KioskPayment, 'pix'>;

export function paymentEventData(attempt: PaymentAttempt): PaymentEventData {
  return {
    id: attempt.id,
    orderId: attempt.orderId,
    method: attempt.method,
    provider: attempt.provider,
    status: attempt.status,
    amountCents: attempt.amountCents,
    demo: attempt.provider === 'demo',
  };
}

const event = (type: OrderEventName, data: KioskOrderStatus | PaymentEventData): RealtimeEvent => ({
  type,
  data: { ...data },
});

export function orderUpdatedEvent(order: OrderRow): RealtimeEvent {
  return event('order.updated', toKioskOrderStatus(order));
}

export function paymentUpdatedEvent(attempt: PaymentAttempt): RealtimeEvent {
  return event('payment.updated', paymentEventData(attempt));
}

export async function publishToOrderAndShop(
  realtime: Realtime,
  executor: Executor,
  order: OrderRow,
  events: RealtimeEvent[],
): Promise<void> {
  for (const item of events) {
    await realtime.publish(executor, `order:${order.id}`, item);
    await realtime.publish(executor, `establishment:${order.establishmentId}`, item);
  }
}
