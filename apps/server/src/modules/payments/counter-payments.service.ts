import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppliedTender, KioskPayment, KioskPaymentMethod } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { lockOrder, setOrderPaymentStatus, type OrderRow } from '../orders';
import { closeLocalAttempts, lockPendingAttempts, toKioskPayment } from './attempts';
import { orderUpdatedEvent, paymentUpdatedEvent, publishToOrderAndShop } from './payment-events';
import type { PaymentsContext } from './payments-context';
import {
  closeRemoteAttempt,
  paymentSettingsOf,
  refreshAttempt,
  startPayment,
} from './payments.service';
import { paymentAttempts, type PaymentAttempt } from './payments.tables';
import { chooseProvider } from './providers';

/** Providers whose payments are recorded approved, never charged here. */
type RecordedProvider = 'counter' | 'ifood' | 'open_delivery';

/**
 * Tenders the cashier took (cash, a card or Pix they saw approved), as approved payment rows
 * of provider `counter`: everything that reads payments sees them as it sees kiosk payments.
 * The order's status is the caller's business.
 */
export async function recordTakenTenders(
  tx: Transaction,
  order: OrderRow,
  tenders: readonly AppliedTender[],
  now: Date,
  provider: RecordedProvider = 'counter',
): Promise<PaymentAttempt[]> {
  if (tenders.length === 0) return [];
  return tx
    .insert(paymentAttempts)
    .values(
      tenders.map((tender) => ({
        establishmentId: order.establishmentId,
        orderId: order.id,
        method: tender.method,
        provider,
        status: 'approved' as const,
        amountCents: tender.amountCents,
        receivedCents: tender.receivedCents,
        changeCents: tender.changeCents,
        providerIdempotencyKey: randomUUID(),
        expiresAt: now,
        settledAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

/**
 * A counter (PDV) sale's tenders, called in the transaction that placed the order (or that
 * takes what its provider payment did not): one approved payment row per tender, the order
 * becomes paid and 'order.paid' is published, exactly as a settled kiosk payment does
 * (kitchen, prints, stock).
 */
export async function recordCounterPayments(
  tx: Transaction,
  deps: { realtime: Realtime; events: Pick<DomainEvents, 'publish'> },
  order: OrderRow,
  tenders: readonly AppliedTender[],
  now: Date,
  provider: RecordedProvider = 'counter',
): Promise<PaymentAttempt[]> {
  const rows = await recordTakenTenders(tx, order, tenders, now, provider);
  const methods = new Set(tenders.map((tender) => tender.method));
  const paidWith = methods.size === 1 ? [...methods][0] : 'split';
  const paid = await setOrderPaymentStatus(tx, order, 'paid', now, paidWith);
  await deps.events.publish(tx, {
    name: 'order.paid',
    establishmentId: order.establishmentId,
    orderId: order.id,
  });
  // Only the order's news: counter payments have no kiosk waiting on them.
  await publishToOrderAndShop(deps.realtime, tx, paid, [orderUpdatedEvent(paid)]);
  return rows;
}

/**
 * A marketplace order (iFood, Open Delivery) paid online in the platform's app: one approved
 * payment row of the platform for the whole order, then paid and 'order.paid' as a counter
 * sale, in the caller's transaction. Its receivable is the platform's payout (decision 052).
 */
export async function recordPaidOnline(
  tx: Transaction,
  deps: { realtime: Realtime; events: Pick<DomainEvents, 'publish'> },
  order: OrderRow,
  provider: 'ifood' | 'open_delivery',
  now: Date,
): Promise<PaymentAttempt[]> {
  const tender = {
    method: 'card' as const,
    amountCents: order.totalCents,
    receivedCents: null,
    changeCents: null,
  };
  return recordCounterPayments(tx, deps, order, [tender], now, provider);
}

/**
 * Charges a counter sale's provider tender through the shop's provider, as the kiosk does:
 * the card on the shop's terminal, Pix by its provider's QR. A shop whose Pix is only its own
 * key has no provider to ask: the cashier confirms that Pix by hand.
 */
export async function startCounterProviderPayment(
  ctx: PaymentsContext,
  order: OrderRow,
  method: KioskPaymentMethod,
  amountCents: number,
): Promise<KioskPayment> {
  const settings = await paymentSettingsOf(ctx, order.establishmentId);
  const provider = chooseProvider(settings, method);
  if (provider === 'static_pix' || provider === 'counter') {
    throw new AppError(
      'UNPROCESSABLE',
      'Pix sem provedor de pagamento: mostre o Pix da loja e confirme manualmente',
    );
  }
  return startPayment(ctx, settings, order, method, provider, amountCents);
}

/** The counter sale's latest provider payment, asked of its provider when due; null if none. */
export async function counterProviderPayment(
  ctx: PaymentsContext,
  order: OrderRow,
): Promise<KioskPayment | null> {
  const [latest] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, order.establishmentId),
        eq(paymentAttempts.orderId, order.id),
        ne(paymentAttempts.provider, 'counter'),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return latest ? toKioskPayment(await refreshAttempt(ctx, latest)) : null;
}

/**
 * The cashier takes what a counter sale's provider payment did not (a declined card, a Pix
 * the customer gave up): its pending provider payments are stopped first (a payment made just
 * before counts and the sale is then already paid), then, in one transaction, `record` writes
 * the register's side and the tenders it answers make the order paid.
 */
export async function payDueAtCounter(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  /** Writes the register's side; answers every tender the cashier took for the sale. */
  record: (tx: Transaction, order: OrderRow) => Promise<readonly AppliedTender[]>,
): Promise<OrderRow> {
  const settings = await paymentSettingsOf(ctx, establishmentId);
  const pending = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, establishmentId, orderId);
    return locked ? lockPendingAttempts(tx, locked) : [];
  });
  for (const attempt of pending.filter((row) => ctx.providers[row.provider].remote)) {
    await closeRemoteAttempt(ctx, attempt, settings, 'canceled');
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, establishmentId, orderId);
    if (!locked) throw new AppError('NOT_FOUND', 'Pedido não encontrado');
    if (locked.paymentStatus === 'paid') {
      throw new AppError('CONFLICT', 'Este pedido já foi pago');
    }
    if (locked.paymentStatus !== 'pending') {
      throw new AppError('CONFLICT', 'Este pedido não está mais aguardando pagamento');
    }
    const open = await lockPendingAttempts(tx, locked);
    if (open.some((row) => ctx.providers[row.provider].remote)) {
      throw new AppError(
        'CONFLICT',
        'O pagamento pelo provedor ainda está em andamento: cancele na maquininha ou aguarde',
      );
    }
    const now = ctx.now();
    const closed = await closeLocalAttempts(tx, open, 'canceled', now);
    if (closed.length > 0) {
      await publishToOrderAndShop(ctx.realtime, tx, locked, closed.map(paymentUpdatedEvent));
    }
    const tenders = await record(tx, locked);
    await recordCounterPayments(tx, ctx, locked, tenders, now);
    return (await lockOrder(tx, establishmentId, orderId))!;
  });
}
