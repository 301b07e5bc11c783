import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { OrderPayment } from '../orders';
import { ofOrder } from './attempts';
import { paymentAttempts, type PaymentAttempt, type PaymentCard } from './payments.tables';

/** One payment row that brought money in: a kiosk attempt approved, a counter tender. */
export interface SettledPayment extends OrderPayment {
  /** How a card paid, when its provider reported it (decision 061). */
  card?: PaymentCard | null;
}

/** A payment row as what it brought in (`settledAt` is when it was approved). */
export function settledPaymentOf(row: PaymentAttempt): SettledPayment {
  const { id, method, provider, amountCents, receivedCents, changeCents, card } = row;
  const settledAt = row.settledAt ?? row.createdAt;
  return { id, method, provider, amountCents, receivedCents, changeCents, settledAt, card };
}

/**
 * The order's approved payment rows, oldest first: what finance turns into receivables, one
 * per row (a split payment at the counter is several rows of one order).
 */
export async function settledPaymentsOfOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<SettledPayment[]> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(ofOrder({ establishmentId, id: orderId }, 'approved'))
    .orderBy(asc(paymentAttempts.createdAt));
  return rows.map(settledPaymentOf);
}
