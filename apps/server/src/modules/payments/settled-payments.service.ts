import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentAttempts } from './payments.tables';

/** One payment row that brought money in: a kiosk attempt approved, a counter tender. */
export interface SettledPayment {
  id: string;
  method: string;
  /** Who took it: a terminal (`mercadopago_point`, `network_terminal`), the counter, ... */
  provider: string;
  amountCents: number;
  /** Cash at the counter: what the customer handed over and the change (else null). */
  receivedCents: number | null;
  changeCents: number | null;
  settledAt: Date;
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
    .select({
      id: paymentAttempts.id,
      method: paymentAttempts.method,
      provider: paymentAttempts.provider,
      amountCents: paymentAttempts.amountCents,
      receivedCents: paymentAttempts.receivedCents,
      changeCents: paymentAttempts.changeCents,
      settledAt: paymentAttempts.settledAt,
      createdAt: paymentAttempts.createdAt,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, establishmentId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'approved'),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
  return rows.map(({ createdAt, settledAt, ...row }) => ({
    ...row,
    settledAt: settledAt ?? createdAt,
  }));
}
