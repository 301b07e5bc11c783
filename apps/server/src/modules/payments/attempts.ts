import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { KioskPayment, KioskPaymentMethod, PaymentProvider } from '@comanda/shared';
import type { Executor, Transaction } from '../../db/client';
import { preparedQuery } from '../../db/named-statement';
import type { OrderRow } from '../orders';
import { paymentEventData } from './payment-events';
import type { PaymentsContext } from './payments-context';
import { paymentAttempts, type PaymentAttempt } from './payments.tables';

/*
 * Reading and writing payment_attempts rows. Every query names the establishment: a foreign
 * id reads as a missing one.
 */

/** A card is waited for at the terminal this long before the attempt is given up. */
export const cardAttemptTtlMs = 3 * 60 * 1000;

export function toKioskPayment(attempt: PaymentAttempt): KioskPayment {
  return {
    ...paymentEventData(attempt),
    pix: attempt.pixQrCode
      ? {
          qrCode: attempt.pixQrCode,
          qrCodeBase64: attempt.pixQrCodeBase64,
          expiresAt: attempt.expiresAt.toISOString(),
        }
      : null,
  };
}

export async function findAttempt(
  db: Executor,
  establishmentId: string,
  attemptId: string,
): Promise<PaymentAttempt | undefined> {
  const [row] = await attemptById(db, { establishmentId, attemptId });
  return row;
}

/*
 * The statements every kiosk payment and its approval send, rendered once (their values are
 * placeholders): drizzle would otherwise build each one's SQL from its columns on every call.
 */
const value = (name: string) => sql.placeholder(name);
const thisAttempt = and(
  eq(paymentAttempts.establishmentId, value('establishmentId')),
  eq(paymentAttempts.id, value('attemptId')),
);
const attemptById = preparedQuery('comanda_attempt_by_id', (db) =>
  db.select().from(paymentAttempts).where(thisAttempt),
);
export const lockedAttemptById = preparedQuery('comanda_lock_attempt', (tx) =>
  tx.select().from(paymentAttempts).where(thisAttempt).for('update'),
);
const orderAttemptsIn = and(
  eq(paymentAttempts.establishmentId, value('establishmentId')),
  eq(paymentAttempts.orderId, value('orderId')),
  eq(paymentAttempts.status, sql`${value('status')}`),
);
const attemptsOfOrderIn = preparedQuery('comanda_order_attempts_in', (db) =>
  db.select().from(paymentAttempts).where(orderAttemptsIn),
);
const lockedAttemptsOfOrderIn = preparedQuery('comanda_lock_order_attempts_in', (tx) =>
  tx.select().from(paymentAttempts).where(orderAttemptsIn).for('update'),
);
const inStatus = (order: Pick<OrderRow, 'establishmentId' | 'id'>, status: string) => ({
  establishmentId: order.establishmentId,
  orderId: order.id,
  status,
});

/** The attempts of one order of its shop, optionally only those in `status`. */
export function ofOrder(
  order: Pick<OrderRow, 'establishmentId' | 'id'>,
  status?: PaymentAttempt['status'],
) {
  return and(
    eq(paymentAttempts.establishmentId, order.establishmentId),
    eq(paymentAttempts.orderId, order.id),
    status === undefined ? undefined : eq(paymentAttempts.status, status),
  );
}

/** The order's newest attempt (by `newestBy`), optionally of one status. */
async function newestAttemptOf(
  db: Executor,
  order: OrderRow,
  newestBy: typeof paymentAttempts.createdAt | typeof paymentAttempts.settledAt,
  status?: PaymentAttempt['status'],
): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(ofOrder(order, status))
    .orderBy(desc(newestBy))
    .limit(1);
  return row;
}

export const latestAttemptOf = (db: Executor, order: OrderRow) =>
  newestAttemptOf(db, order, paymentAttempts.createdAt);

/** The attempt that paid the order (the approved one), if any. */
export const approvedAttemptOf = (db: Executor, order: OrderRow) =>
  newestAttemptOf(db, order, paymentAttempts.settledAt, 'approved');

/** Every approved attempt of an order (a counter sale has one per tender). */
export async function approvedAttemptsOf(db: Executor, order: OrderRow): Promise<PaymentAttempt[]> {
  return attemptsOfOrderIn(db, inStatus(order, 'approved'));
}

/** Pending attempts of an order locked by the caller, locked in turn. */
export async function lockPendingAttempts(
  tx: Transaction,
  order: OrderRow,
): Promise<PaymentAttempt[]> {
  return lockedAttemptsOfOrderIn(tx, inStatus(order, 'pending'));
}

/**
 * The attempt's row written before any provider call: the order's pending attempt for this
 * method when there is one (a retry, or 50 identical requests at once), else a new one.
 * The caller holds the order's row lock, and the partial unique index stands behind it.
 */
export async function pendingAttemptOrNew(
  tx: Transaction,
  ctx: Pick<PaymentsContext, 'config' | 'now'>,
  order: OrderRow,
  method: KioskPaymentMethod,
  provider: PaymentProvider,
  /** What to charge: the order's total, or at the counter the provider tender's part. */
  amountCents: number = order.totalCents,
): Promise<{ attempt: PaymentAttempt; created: boolean }> {
  const pending = (await lockPendingAttempts(tx, order)).find((row) => row.method === method);
  if (pending) return { attempt: pending, created: false };
  const now = ctx.now();
  const ttlMs = method === 'pix' ? ctx.config.PAYMENT_EXPIRY_MINUTES * 60_000 : cardAttemptTtlMs;
  const demoDelay = ctx.config.DEMO_PAYMENT_DELAY_MS;
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      establishmentId: order.establishmentId,
      orderId: order.id,
      method,
      provider,
      amountCents,
      providerIdempotencyKey: randomUUID(),
      expiresAt: new Date(now.getTime() + ttlMs),
      demoApproveAt:
        provider === 'demo' && demoDelay > 0 ? new Date(now.getTime() + demoDelay) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { attempt: attempt!, created: true };
}

/** Marks local (demo, static Pix) attempts closed without a provider; returns the rows. */
export async function closeLocalAttempts(
  tx: Transaction,
  attempts: PaymentAttempt[],
  status: 'canceled' | 'expired',
  now: Date,
): Promise<PaymentAttempt[]> {
  const closed: PaymentAttempt[] = [];
  for (const attempt of attempts) {
    const [row] = await tx
      .update(paymentAttempts)
      .set({ status, settledAt: now, updatedAt: now })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')))
      .returning();
    if (row) closed.push(row);
  }
  return closed;
}

/** Stores the provider's answer to the create call, once. */
export async function recordCharge(
  db: Executor,
  attempt: PaymentAttempt,
  charge: {
    providerPaymentId: string;
    providerStatus: string;
    pix: { qrCode: string; qrCodeBase64: string | null } | null;
  },
  now: Date,
): Promise<PaymentAttempt> {
  const [row] = await db
    .update(paymentAttempts)
    .set({
      providerPaymentId: charge.providerPaymentId,
      providerStatus: charge.providerStatus,
      pixQrCode: charge.pix?.qrCode ?? null,
      pixQrCodeBase64: charge.pix?.qrCodeBase64 ?? null,
      lastCheckedAt: now,
      updatedAt: now,
    })
    .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.providerPaymentId)))
    .returning();
  return row ?? (await findAttempt(db, attempt.establishmentId, attempt.id))!;
}

/**
 * Claims the right to ask the provider about an attempt now: at most once per `intervalMs`
 * whoever asks (kiosks polling every 3 s, webhooks, the job, other instances).
 */
export async function claimStatusCheck(
  db: Executor,
  attempt: PaymentAttempt,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(paymentAttempts.id, attempt.id),
        eq(paymentAttempts.status, 'pending'),
        or(
          isNull(paymentAttempts.lastCheckedAt),
          lte(paymentAttempts.lastCheckedAt, new Date(now.getTime() - intervalMs)),
        ),
      ),
    )
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

/** The attempt a Mercado Pago notification is about, in the establishment it was sent for. */
export async function findAttemptByProviderId(
  db: Executor,
  establishmentId: string,
  providers: PaymentProvider[],
  providerPaymentId: string,
): Promise<PaymentAttempt | undefined> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, establishmentId),
        // Point order ids are upper case; a notification may carry them lower-cased.
        inArray(paymentAttempts.providerPaymentId, [
          providerPaymentId,
          providerPaymentId.toUpperCase(),
        ]),
        ne(paymentAttempts.provider, 'demo'),
      ),
    );
  return rows.find((row) => providers.includes(row.provider));
}
