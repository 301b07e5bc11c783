import type {
  KioskOrderStatus,
  KioskPayment,
  KioskPaymentMethod,
  OrderEventName,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import type { Realtime, RealtimeEvent } from '../../lib/realtime';
import { toKioskOrderStatus, type OrderRow } from '../orders';
import type { PaymentAttempt } from './payments.tables';

/*
 * The events of a payment's life, sent to the order's kiosk (`order:{id}`) and to the shop's
 * boards (`establishment:{id}`). Published inside the transaction that made the change, so
 * they go out only when it commits.
 */

export type PaymentEventData = Omit<KioskPayment, 'pix'>;

/** Kiosk payments are Pix or card; cash exists only at the counter, which has no such views. */
function kioskMethodOf(attempt: PaymentAttempt): KioskPaymentMethod {
  if (attempt.method === 'cash') throw new Error(`cash payment ${attempt.id} in a kiosk view`);
  return attempt.method;
}

/**
 * `order`, when given, tells the kiosk why an approved payment does not make its order: the
 * order was canceled meanwhile (its stock ran out) and the money goes back.
 */
export function paymentEventData(attempt: PaymentAttempt, order?: OrderRow): PaymentEventData {
  return {
    ...(order ? { orderCanceledReason: canceledReasonOf(attempt, order) } : {}),
    id: attempt.id,
    orderId: attempt.orderId,
    method: kioskMethodOf(attempt),
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

/** A settled payment's event, with why its order was canceled if it was (see below). */
export function settledPaymentEvent(attempt: PaymentAttempt, order: OrderRow): RealtimeEvent {
  return event('payment.updated', paymentEventData(attempt, order));
}

/** The reason an approved payment's order was canceled (to be refunded), else null. */
export function canceledReasonOf(
  attempt: Pick<PaymentAttempt, 'status'>,
  order: Pick<OrderRow, 'paymentStatus' | 'cancelReason'>,
): string | null {
  return attempt.status === 'approved' && order.paymentStatus === 'canceled'
    ? order.cancelReason
    : null;
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
