import { and, eq } from 'drizzle-orm';
import type { KioskPaymentMethod, PaymentAttemptStatus, PaymentStatus } from '@comanda/shared';
import { lockOrder, setOrderPaymentStatus, type OrderRow } from '../orders';
import { orderUpdatedEvent, paymentUpdatedEvent, publishToOrderAndShop } from './payment-events';
import type { PaymentsContext } from './payments-context';
import { paymentAttempts, type PaymentAttempt } from './payments.tables';

export interface Settlement {
  status: PaymentAttemptStatus;
  /** The provider's own status word, kept for staff. */
  providerStatus?: string | null;
  /**
   * Staff confirming a static Pix they received: approves even an attempt already closed as
   * canceled or expired (the customer paid; the money counts).
   */
  confirmedByStaff?: boolean;
}

export interface SettleResult {
  /** False when the attempt was already settled: duplicates and late news change nothing. */
  changed: boolean;
  attempt: PaymentAttempt;
  order: OrderRow;
}

/**
 * The order's payment status after one of its attempts ends:
 * - approved: paid. Money received always counts, even on an order that had expired or been
 *   canceled (staff see it and refund or serve); a paid order never goes back.
 * - a rejected Pix: failed (SPEC §4: 'Pagamento não aprovado', back to the start).
 * - a declined card, a canceled, expired or unknown attempt: unchanged, the customer may retry.
 */
export function orderStatusAfter(
  current: PaymentStatus,
  method: KioskPaymentMethod,
  attemptStatus: PaymentAttemptStatus,
): PaymentStatus {
  if (current === 'paid') return 'paid';
  if (attemptStatus === 'approved') return 'paid';
  if (attemptStatus === 'rejected' && method === 'pix' && current === 'pending') return 'failed';
  return current;
}

/**
 * Ends a pending payment attempt with the provider's verdict and moves its order, in ONE
 * transaction, then tells the kiosk and the shop (events leave on commit). Safe to call any
 * number of times, from any instance: the first final verdict wins, later ones change nothing.
 *
 * Lock order is the order row, then the attempt row, as everywhere else (no deadlocks).
 * 'order.paid' is published in the transaction that first makes the order paid: its
 * subscribers (printing writes the print jobs, an outbox) commit or roll back with it, so a
 * paid order always prints, and a duplicate notification prints nothing twice.
 */
export async function settlePayment(
  ctx: Pick<PaymentsContext, 'db' | 'realtime' | 'events' | 'log' | 'now'>,
  attemptId: string,
  settlement: Settlement,
): Promise<SettleResult | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [ref] = await tx
      .select({
        orderId: paymentAttempts.orderId,
        establishmentId: paymentAttempts.establishmentId,
      })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    if (!ref) return undefined;
    const order = await lockOrder(tx, ref.establishmentId, ref.orderId);
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.establishmentId, ref.establishmentId),
          eq(paymentAttempts.id, attemptId),
        ),
      )
      .for('update');
    if (!order || !attempt) return undefined;
    const reopenable =
      settlement.confirmedByStaff === true &&
      settlement.status === 'approved' &&
      (attempt.status === 'canceled' || attempt.status === 'expired');
    if ((attempt.status !== 'pending' && !reopenable) || settlement.status === 'pending') {
      return { changed: false, attempt, order };
    }

    const now = ctx.now();
    const [settled] = await tx
      .update(paymentAttempts)
      .set({
        status: settlement.status,
        providerStatus: settlement.providerStatus ?? attempt.providerStatus,
        settledAt: now,
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning();
    const nextStatus = orderStatusAfter(order.paymentStatus, attempt.method, settlement.status);
    const updatedOrder =
      nextStatus === order.paymentStatus
        ? order
        : await setOrderPaymentStatus(tx, order, nextStatus, now, attempt.method);
    if (updatedOrder.paymentStatus === 'paid' && order.paymentStatus !== 'paid') {
      await ctx.events.publish(tx, {
        name: 'order.paid',
        establishmentId: order.establishmentId,
        orderId: order.id,
      });
    }
    if (settlement.status === 'approved' && order.paymentStatus !== 'pending') {
      ctx.log.warn(
        { orderId: order.id, attemptId, previous: order.paymentStatus },
        'payment approved on an order that was no longer waiting for it',
      );
    }
    await publishToOrderAndShop(ctx.realtime, tx, updatedOrder, [
      paymentUpdatedEvent(settled!),
      orderUpdatedEvent(updatedOrder),
    ]);
    return { changed: true, attempt: settled!, order: updatedOrder };
  });
}
