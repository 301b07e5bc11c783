import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  findOrderById,
  lockOrder,
  pendingOrdersPlacedBefore,
  setOrderPaymentStatus,
} from '../orders';
import { closeLocalAttempts, findAttempt, lockPendingAttempts } from './attempts';
import { orderUpdatedEvent, paymentUpdatedEvent, publishToOrderAndShop } from './payment-events';
import type { PaymentsContext } from './payments-context';
import {
  approveDueDemo,
  chargeAttempt,
  closeRemoteAttempt,
  paymentSettingsOf,
  refreshAttempt,
} from './payments.service';
import { paymentAttempts, type PaymentAttempt } from './payments.tables';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';

/*
 * Reconciliation: what webhooks and kiosks may miss. Every run (one instance at a time):
 * 1. expires unpaid orders past their time, with their local (demo, static Pix) attempts;
 * 2. claims pending attempts due for a look: demo attempts whose time came, remote attempts not
 *    checked lately (lost notification, crash between recording the attempt and calling the
 *    provider, a terminal that never answered);
 * then, after the lock is released, asks the providers about the claimed ones and settles them.
 */

/** Two-key advisory lock namespace of background jobs (orders use 724_310_100). */
const jobLockNamespace = 724_310_200;
const reconcileLockKey = 1;
/** A remote attempt is looked at again after this long without news. */
const recheckAfterMs = 15_000;
/** Attempts this young are still in their create call: leave them alone. */
const settleInMs = 10_000;
const batchSize = 100;

export interface ReconcileReport {
  /** False when another instance held the lock. */
  ran: boolean;
  expiredOrders: number;
  checkedAttempts: number;
}

export type ReconcileJob = PeriodicJob<ReconcileReport>;

export function createReconcileJob(ctx: PaymentsContext): ReconcileJob {
  const runOnce = async (): Promise<ReconcileReport> => {
    const locked = await ctx.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${jobLockNamespace}::int, ${reconcileLockKey}::int) as locked`,
      );
      // node-postgres and PGlite both answer { rows }.
      if (!(result as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
      const expiredOrders = await expireOrders(ctx, tx);
      const claimed = await claimDueAttempts(ctx, tx);
      return { expiredOrders, claimed };
    });
    if (!locked) return { ran: false, expiredOrders: 0, checkedAttempts: 0 };
    for (const attempt of locked.claimed) {
      await reconcileAttempt(ctx, attempt).catch((error: unknown) =>
        ctx.log.error({ err: error, attemptId: attempt.id }, 'reconciling a payment failed'),
      );
    }
    return {
      ran: true,
      expiredOrders: locked.expiredOrders,
      checkedAttempts: locked.claimed.length,
    };
  };

  return periodicJob(runOnce, ctx.log, 'payment reconciliation failed');
}

/**
 * Unpaid orders older than PAYMENT_EXPIRY_MINUTES expire, unless a payment may still
 * arrive: a local attempt not yet past its own expiry, or any remote attempt still pending
 * (its provider is asked first, below, and cancels it when it is over).
 */
async function expireOrders(ctx: PaymentsContext, tx: Transaction): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - ctx.config.PAYMENT_EXPIRY_MINUTES * 60_000);
  let expired = 0;
  for (const candidate of await pendingOrdersPlacedBefore(tx, cutoff, batchSize)) {
    const order = await lockOrder(tx, candidate.establishmentId, candidate.id);
    if (!order || order.paymentStatus !== 'pending') continue;
    const pending = await lockPendingAttempts(tx, order);
    const mayStillPay = pending.some(
      (attempt) => ctx.providers[attempt.provider].remote || attempt.expiresAt > now,
    );
    if (mayStillPay) continue;
    const closed = await closeLocalAttempts(tx, pending, 'expired', now);
    const updated = await setOrderPaymentStatus(tx, order, 'expired', now);
    await publishToOrderAndShop(ctx.realtime, tx, updated, [
      ...closed.map(paymentUpdatedEvent),
      orderUpdatedEvent(updated),
    ]);
    expired += 1;
  }
  return expired;
}

/** Marks the due attempts as checked now (so no other run takes them) and returns them. */
async function claimDueAttempts(ctx: PaymentsContext, tx: Transaction): Promise<PaymentAttempt[]> {
  const now = ctx.now();
  const remoteProviders = (Object.keys(ctx.providers) as PaymentAttempt['provider'][]).filter(
    (provider) => ctx.providers[provider].remote,
  );
  const due = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'pending'),
        or(
          and(
            eq(paymentAttempts.provider, 'demo'),
            isNotNull(paymentAttempts.demoApproveAt),
            lte(paymentAttempts.demoApproveAt, now),
          ),
          and(
            inArray(paymentAttempts.provider, remoteProviders),
            lte(paymentAttempts.createdAt, new Date(now.getTime() - settleInMs)),
            or(
              isNull(paymentAttempts.lastCheckedAt),
              lte(paymentAttempts.lastCheckedAt, new Date(now.getTime() - recheckAfterMs)),
            ),
          ),
        ),
      ),
    )
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(paymentAttempts)
    .set({ lastCheckedAt: now })
    .where(
      inArray(
        paymentAttempts.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

async function reconcileAttempt(ctx: PaymentsContext, attempt: PaymentAttempt): Promise<void> {
  if (attempt.provider === 'demo') return approveDueDemo(ctx, attempt);
  const settings = await paymentSettingsOf(ctx, attempt.establishmentId);
  const order = await findOrderById(ctx.db, attempt.establishmentId, attempt.orderId);
  if (!order) return;
  let current = attempt;
  if (
    !current.providerPaymentId &&
    order.paymentStatus === 'pending' &&
    current.expiresAt > ctx.now()
  ) {
    // Recorded, but the create call never answered: repeat it with the same idempotency key.
    current = await chargeAttempt(ctx, current, order, settings).catch(() => current);
  } else {
    current = await refreshAttempt(ctx, current, { force: true });
  }
  if (current.status !== 'pending') return;
  const over = order.paymentStatus !== 'pending' || current.expiresAt <= ctx.now();
  if (over) {
    const latest = (await findAttempt(ctx.db, attempt.establishmentId, attempt.id)) ?? current;
    await closeRemoteAttempt(
      ctx,
      latest,
      settings,
      order.paymentStatus === 'pending' ? 'expired' : 'canceled',
    );
  }
}
