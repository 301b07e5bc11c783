import { findOrderById, lockOrder, markOrderRefunded, type OrderRow } from '../orders';
import { approvedAttemptOf, approvedAttemptsOf } from './attempts';
import { paymentSettingsOf } from './payment-settings';
import { orderUpdatedEvent, publishToOrderAndShop } from './payment-events';
import type { PaymentsContext } from './payments-context';
import type { PaymentAttempt } from './payments.tables';

/*
 * Refunds through the provider that took the money (decision 024): demo, Mercado Pago Pix and
 * Point can; static Pix and the shop's own terminal cannot (staff refund by hand). Always
 * called with no transaction open: a network call must not hold the order's row lock. Its own
 * file so that settling a payment (settle-payment.ts) and canceling an order
 * (payments.service.ts) both use it without importing each other.
 */

type RefundContext = Pick<PaymentsContext, 'db' | 'secretBox' | 'providers' | 'log'>;

/**
 * Asks the attempt's provider for the whole amount back. True when the provider confirmed it;
 * false when it cannot refund, refused, or did not answer (the outcome is unknown: staff check
 * the provider's panel). Idempotent per attempt at the provider: a retry never refunds twice.
 */
export async function refundAttempt(ctx: RefundContext, attempt: PaymentAttempt): Promise<boolean> {
  const adapter = ctx.providers[attempt.provider];
  if (!adapter.refund) return false;
  try {
    await adapter.refund(attempt, await paymentSettingsOf(ctx, attempt.establishmentId));
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, attemptId: attempt.id }, 'refund failed: left to staff');
    return false;
  }
}

/**
 * Staff cancel: refunds a paid order's approved payment before the order is canceled. The
 * refund is idempotent per payment, so two staff canceling at once refund once.
 */
export async function refundPaidOrder(
  ctx: RefundContext,
  establishmentId: string,
  orderId: string,
): Promise<boolean> {
  const order = await findOrderById(ctx.db, establishmentId, orderId);
  if (order?.paymentStatus !== 'paid') return false;
  if (order.origin === 'pdv') return refundCounterSale(ctx, order);
  const attempt = await approvedAttemptOf(ctx.db, order);
  return attempt ? refundAttempt(ctx, attempt) : false;
}

/**
 * A counter sale may have several tenders. Its cash goes back from the drawer (the cash
 * register records the refund, or flags a manual one when the register is closed); every
 * other tender is refunded through its provider where it can be. True when nothing is left
 * for staff to give back by hand.
 */
async function refundCounterSale(ctx: RefundContext, order: OrderRow): Promise<boolean> {
  const approved = await approvedAttemptsOf(ctx.db, order);
  const others = approved.filter((row) => !(row.provider === 'counter' && row.method === 'cash'));
  let refundedAll = approved.length > 0;
  for (const attempt of others) {
    if (!(await refundAttempt(ctx, attempt))) refundedAll = false;
  }
  return refundedAll;
}

/**
 * An order canceled by the settlement that approved `attempt` because its stock ran out
 * (decision 025): after that transaction committed, the provider is asked for the refund; when
 * it confirms, the order is marked refunded and the shop and the kiosk hear it. Otherwise it
 * stays 'reembolso manual pendente'. Never throws: the payment is settled either way.
 */
export async function refundSoldOutOrder(
  ctx: RefundContext & Pick<PaymentsContext, 'realtime' | 'now'>,
  attempt: PaymentAttempt,
  order: Pick<OrderRow, 'establishmentId' | 'id'>,
): Promise<void> {
  try {
    if (!(await refundAttempt(ctx, attempt))) return;
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.establishmentId, order.id);
      const refunded = locked && (await markOrderRefunded(tx, locked, ctx.now()));
      if (refunded) {
        await publishToOrderAndShop(ctx.realtime, tx, refunded, [orderUpdatedEvent(refunded)]);
      }
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'recording a sold-out refund failed');
  }
}
