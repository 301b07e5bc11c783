import { eq, sql } from 'drizzle-orm';
import type { PaymentAttemptStatus, PaymentRowMethod, PaymentStatus } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import { preparedQuery } from '../../db/named-statement';
import { SoldOutError } from '../../lib/app-error';
import { lockOrder, recordStaffCancel, setOrderPaymentStatus, type OrderRow } from '../orders';
import { orderUpdatedEvent, publishToOrderAndShop, settledPaymentEvent } from './payment-events';
import type { PaymentsContext } from './payments-context';
import { paymentAttempts, type PaymentAttempt, type PaymentCard } from './payments.tables';
import { lockedAttemptById } from './attempts';
import { refundSoldOutOrder } from './refunds';

export interface Settlement {
  status: PaymentAttemptStatus;
  /** The provider's own status word, kept for staff. */
  providerStatus?: string | null;
  /**
   * Staff confirming a static Pix they received: approves even an attempt already closed as
   * canceled or expired (the customer paid; the money counts).
   */
  confirmedByStaff?: boolean;
  /** How a card paid, when the provider says (decision 061). */
  card?: PaymentCard | undefined;
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
 * - a rejected Pix: failed (SPEC §4: 'Pagamento não aprovado', back to the start), except at
 *   the counter, where the cashier retries or takes the money otherwise on the same order.
 * - a declined card, a canceled, expired or unknown attempt: unchanged, the customer may retry.
 */
export function orderStatusAfter(
  current: PaymentStatus,
  method: PaymentRowMethod,
  attemptStatus: PaymentAttemptStatus,
  origin: 'totem' | 'pdv' = 'totem',
): PaymentStatus {
  if (current === 'paid') return 'paid';
  if (attemptStatus === 'approved') return 'paid';
  if (attemptStatus === 'rejected' && method === 'pix' && current === 'pending') {
    return origin === 'pdv' ? current : 'failed';
  }
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
 *
 * An order canceled because its stock ran out meanwhile (decision 025) is refunded through its
 * provider once the transaction has committed: no network call is made under the locks.
 */
export async function settlePayment(
  ctx: SettleContext,
  attemptId: string,
  settlement: Settlement,
): Promise<SettleResult | undefined> {
  const result = await settleInTransaction(ctx, attemptId, settlement);
  if (!result) return undefined;
  const { soldOut, ...settled } = result;
  if (soldOut) {
    // Its stock ran out while it was paid: the money goes back now that the cancel committed.
    await refundSoldOutOrder(ctx, settled.attempt, settled.order);
  }
  return settled;
}

type SettleContext = Pick<
  PaymentsContext,
  'db' | 'realtime' | 'events' | 'log' | 'now' | 'providers' | 'secretBox'
>;

/** The settlement's first read, rendered once (its value is a placeholder). */
const attemptRef = preparedQuery('comanda_attempt_ref', (tx) =>
  tx
    .select({
      orderId: paymentAttempts.orderId,
      establishmentId: paymentAttempts.establishmentId,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, sql.placeholder('attemptId'))),
);

async function settleInTransaction(
  ctx: SettleContext,
  attemptId: string,
  settlement: Settlement,
): Promise<(SettleResult & { soldOut?: boolean }) | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [ref] = await attemptRef(tx, { attemptId });
    if (!ref) return undefined;
    const order = await lockOrder(tx, ref.establishmentId, ref.orderId);
    const [attempt] = await lockedAttemptById(tx, {
      establishmentId: ref.establishmentId,
      attemptId,
    });
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
        card: settlement.card ?? attempt.card,
        settledAt: now,
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning();
    const nextStatus = orderStatusAfter(
      order.paymentStatus,
      attempt.method,
      settlement.status,
      order.origin,
    );
    let updatedOrder =
      nextStatus === order.paymentStatus
        ? order
        : await setOrderPaymentStatus(tx, order, nextStatus, now, attempt.method);
    let soldOut = false;
    if (updatedOrder.paymentStatus === 'paid' && order.paymentStatus !== 'paid') {
      updatedOrder = await publishPaidOrCancel(ctx, tx, updatedOrder, now);
      soldOut = updatedOrder.paymentStatus === 'canceled';
    }
    if (settlement.status === 'approved' && order.paymentStatus !== 'pending') {
      ctx.log.warn(
        { orderId: order.id, attemptId, previous: order.paymentStatus },
        'payment approved on an order that was no longer waiting for it',
      );
    }
    await publishToOrderAndShop(ctx.realtime, tx, updatedOrder, [
      settledPaymentEvent(settled!, updatedOrder),
      orderUpdatedEvent(updatedOrder),
    ]);
    return { changed: true, attempt: settled!, order: updatedOrder, soldOut };
  });
}

/** Who canceled an order whose stock ran out while it was being paid, in its history. */
export const soldOutCancelActor = 'Estoque';

/**
 * Publishes 'order.paid' in a savepoint. When a subscriber refuses the sale (SoldOutError:
 * another kiosk's payment took the last units while this customer paid), the savepoint
 * rolls back what the subscribers wrote, and the order, whose money was taken, is canceled
 * for a refund with the reason the kiosk shows (decision 025), marked 'reembolso manual
 * pendente' until `settlePayment` has the provider refund it after this transaction commits.
 * Any other failure still rolls the whole settlement back.
 */
async function publishPaidOrCancel(
  ctx: Pick<PaymentsContext, 'realtime' | 'events'>,
  tx: Transaction,
  paid: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const event = {
    name: 'order.paid',
    establishmentId: paid.establishmentId,
    orderId: paid.id,
  } as const;
  try {
    await tx.transaction((savepoint) => ctx.events.publish(savepoint, event));
    return paid;
  } catch (error) {
    if (!(error instanceof SoldOutError)) throw error;
    const canceled = await setOrderPaymentStatus(tx, paid, 'canceled', now);
    const reason =
      `Esgotado: ${error.productNames.join(', ')}. ` +
      'Pedido cancelado; o pagamento será estornado.';
    const withReason = await recordStaffCancel(tx, ctx, canceled, {
      actor: soldOutCancelActor,
      reason,
      manualRefundPending: true,
      refundedAt: null,
    });
    await ctx.events.publish(tx, { ...event, name: 'order.canceled' });
    return withReason;
  }
}
