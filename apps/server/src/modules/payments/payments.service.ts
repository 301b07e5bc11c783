import {
  formatCents,
  type BusinessHours,
  type CreatePaymentInput,
  type KioskOrderStatus,
  type KioskPayment,
  type KioskPaymentMethod,
  type PaymentAttemptStatus,
  type PaymentProvider,
} from '@comanda/shared';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditPerson, type Auditor } from '../audit';
import { assertOpenForPayment, type PaymentSettings } from '../establishments';
import { isId } from '../../lib/ids';
import {
  findKioskOrder,
  findOrderById,
  lockOrder,
  recordStaffCancel,
  setOrderPaymentStatus,
  toKioskOrderStatus,
  type OrderRow,
} from '../orders';
import {
  claimStatusCheck,
  closeLocalAttempts,
  findAttempt,
  lockPendingAttempts,
  pendingAttemptOrNew,
  recordCharge,
  toKioskPayment,
} from './attempts';
import {
  canceledReasonOf,
  orderUpdatedEvent,
  paymentUpdatedEvent,
  publishToOrderAndShop,
} from './payment-events';
import type { PaymentsContext } from './payments-context';
import type { PaymentAttempt } from './payments.tables';
import { chooseProvider } from './providers';
import { ProviderError, type PaymentProviderAdapter } from './providers/provider';
import { paymentSettingsOf } from './payment-settings';
import { refundPaidOrder } from './refunds';
import { settlePayment } from './settle-payment';

// Where it always was, for the callers that import it from here.
export { paymentSettingsOf };

/** Kiosks poll every 3 s; the provider is asked at most this often per attempt. */
export const statusCheckIntervalMs = 2_500;

const orderNotWaiting = () =>
  new AppError('CONFLICT', 'Este pedido não está mais aguardando pagamento');
const paymentNotFound = () => new AppError('NOT_FOUND', 'Pagamento não encontrado');

export function notificationUrlOf(ctx: Pick<PaymentsContext, 'config'>, establishmentId: string) {
  // Mercado Pago only calls public addresses: without PUBLIC_URL we rely on polling.
  const base = ctx.config.PUBLIC_URL;
  return base ? `${base.replace(/\/+$/, '')}/api/webhooks/mercadopago/${establishmentId}` : null;
}

// ---------------------------------------------------------------- creating a payment

/**
 * Pays a kiosk order by `method` (SPEC §4): writes (or finds) the attempt under the order's
 * lock, then asks the provider. Pix answers with its QR code; a card on a network terminal is
 * charged in the background (the terminal waits for the customer) and reported by events.
 */
export async function createPayment(
  ctx: PaymentsContext,
  establishment: { id: string; businessHours: BusinessHours | null },
  orderId: string,
  input: CreatePaymentInput,
): Promise<KioskPayment> {
  const establishmentId = establishment.id;
  const found = await findKioskOrder(ctx.db, establishmentId, orderId, input.token);
  if (found.paymentStatus !== 'pending') throw orderNotWaiting();
  // Closed: only an order placed while open, still within its time to be paid.
  const graceMs = ctx.config.PAYMENT_EXPIRY_MINUTES * 60_000;
  assertOpenForPayment(establishment, found.createdAt, ctx.now(), graceMs);
  const settings = await paymentSettingsOf(ctx, establishmentId);
  const provider = chooseProvider(settings, input.method);
  return startPayment(ctx, settings, found, input.method, provider);
}

/**
 * The provider payment of a pending order, for `amountCents` (the order's total at the kiosk,
 * the provider tender's part at the counter). Shared by the kiosk and the counter (PDV).
 */
export async function startPayment(
  ctx: PaymentsContext,
  settings: PaymentSettings,
  found: OrderRow,
  method: KioskPaymentMethod,
  provider: PaymentProvider,
  amountCents: number = found.totalCents,
): Promise<KioskPayment> {
  const { establishmentId, id: orderId } = found;
  const { attempt, created, order, superseded } = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, establishmentId, orderId);
    if (!locked || locked.paymentStatus !== 'pending') throw orderNotWaiting();
    const opened = await pendingAttemptOrNew(tx, ctx, locked, method, provider, amountCents);
    if (opened.created) {
      // Stock refuses ('Esgotado') an order it can no longer cover, before anything is charged.
      await ctx.events.publish(tx, { name: 'order.payment_requested', establishmentId, orderId });
    }
    // Another method's pending attempt is given up: one order, one way of paying at a time.
    const others = (await lockPendingAttempts(tx, locked)).filter(
      (row) => row.id !== opened.attempt.id,
    );
    const remote = others.filter((row) => ctx.providers[row.provider].remote);
    const closed = await closeLocalAttempts(
      tx,
      others.filter((row) => !ctx.providers[row.provider].remote),
      'canceled',
      ctx.now(),
    );
    if (closed.length > 0) {
      await publishToOrderAndShop(ctx.realtime, tx, locked, closed.map(paymentUpdatedEvent));
    }
    if (opened.created) {
      await publishToOrderAndShop(ctx.realtime, tx, locked, [paymentUpdatedEvent(opened.attempt)]);
    }
    return { attempt: opened.attempt, created: opened.created, order: locked, superseded: remote };
  });

  for (const other of superseded) {
    void closeRemoteAttempt(ctx, other, settings, 'canceled');
  }
  if (created && attempt.provider === 'demo' && attempt.demoApproveAt) {
    ctx.schedule(attempt.demoApproveAt, () => approveDueDemo(ctx, attempt));
  }
  if (attempt.provider === 'network_terminal') {
    // Provider failures are logged and settled inside; anything else must not vanish.
    void chargeAttempt(ctx, attempt, order, settings).catch((error: unknown) => {
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'card charge failed');
    });
    return toKioskPayment(attempt);
  }
  return toKioskPayment(await chargeAttempt(ctx, attempt, order, settings));
}

/** Creates requests in flight in this process, by attempt id: one provider call at a time. */
const chargesInFlight = new Map<string, Promise<PaymentAttempt>>();

/**
 * Makes sure the provider has the attempt's payment. Safe to repeat: the attempt's stored
 * idempotency key makes the provider answer a repeated create with the same payment.
 */
export async function chargeAttempt(
  ctx: PaymentsContext,
  attempt: PaymentAttempt,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  settings: PaymentSettings,
): Promise<PaymentAttempt> {
  if (attempt.status !== 'pending' || attempt.providerPaymentId) return attempt;
  let inFlight = chargesInFlight.get(attempt.id);
  if (!inFlight) {
    inFlight = callCreate(ctx, attempt, order, settings).finally(() =>
      chargesInFlight.delete(attempt.id),
    );
    chargesInFlight.set(attempt.id, inFlight);
  }
  return inFlight;
}

async function callCreate(
  ctx: PaymentsContext,
  attempt: PaymentAttempt,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  settings: PaymentSettings,
): Promise<PaymentAttempt> {
  const fresh = await findAttempt(ctx.db, attempt.establishmentId, attempt.id);
  if (!fresh || fresh.status !== 'pending' || fresh.providerPaymentId) return fresh ?? attempt;
  try {
    const charge = await ctx.providers[attempt.provider].create({
      attemptId: attempt.id,
      method: attempt.method,
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.providerIdempotencyKey,
      expiresAt: attempt.expiresAt,
      settings,
      notificationUrl: notificationUrlOf(ctx, attempt.establishmentId),
    });
    const recorded = await recordCharge(ctx.db, fresh, charge, ctx.now());
    if (recorded.status !== 'pending' && charge.status === 'pending') {
      // Canceled while the provider was creating it: stop the payment it just made.
      void closeRemoteAttempt(ctx, recorded, settings, 'canceled');
    }
    if (charge.status === 'pending') return recorded;
    const settled = await settlePayment(ctx, attempt.id, charge);
    return settled?.attempt ?? recorded;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, attemptId: attempt.id }, 'payment provider call failed');
    // A refusal (or a call that never left) is final: close the attempt so that a retry
    // starts a new one. An unknown outcome stays pending: a retry reuses the idempotency key,
    // and reconciliation follows it.
    if (error.kind !== 'unavailable') {
      await settlePayment(ctx, attempt.id, {
        status: 'error',
        providerStatus: `create_${error.kind}`,
      });
    }
    throw kioskErrorOf(attempt, error);
  }
}

/** The §8 message a customer sees instead of the provider's own words. */
function kioskErrorOf(attempt: PaymentAttempt, error: ProviderError): AppError {
  if (attempt.method === 'card') {
    return new AppError('SERVICE_UNAVAILABLE', 'Erro ao processar pagamento com cartão');
  }
  if (error.detail === 'payment without qr_code') {
    return new AppError('SERVICE_UNAVAILABLE', 'Servidor não retornou dados do PIX');
  }
  return error.kind === 'refused'
    ? new AppError(
        'UNPROCESSABLE',
        'Falha ao gerar PIX: pagamento não autorizado. Tente outra forma de pagamento.',
      )
    : new AppError(
        'SERVICE_UNAVAILABLE',
        'Falha ao gerar PIX: serviço de pagamento indisponível. Tente novamente.',
      );
}

// ---------------------------------------------------------------- following a payment

/** Settles a demo attempt whose time has come; harmless if it was settled meanwhile. */
export async function approveDueDemo(
  ctx: PaymentsContext,
  attempt: Pick<PaymentAttempt, 'id'>,
): Promise<void> {
  await settlePayment(ctx, attempt.id, { status: 'approved', providerStatus: 'demo_auto' });
}

/**
 * Asks the provider about a pending attempt (rate-limited per attempt across instances) and
 * settles it when the answer is final. Provider failures are logged: the next check retries.
 */
export async function refreshAttempt(
  ctx: PaymentsContext,
  attempt: PaymentAttempt,
  options: { force?: boolean } = {},
): Promise<PaymentAttempt> {
  if (attempt.status !== 'pending') return attempt;
  const now = ctx.now();
  if (attempt.provider === 'demo') {
    if (!attempt.demoApproveAt || attempt.demoApproveAt > now) return attempt;
    await approveDueDemo(ctx, attempt);
    return (await findAttempt(ctx.db, attempt.establishmentId, attempt.id))!;
  }
  const adapter = ctx.providers[attempt.provider];
  if (!adapter.remote || !canAddress(adapter, attempt)) return attempt;
  if (!options.force && !(await claimStatusCheck(ctx.db, attempt, now, statusCheckIntervalMs))) {
    return attempt;
  }
  try {
    const settings = await paymentSettingsOf(ctx, attempt.establishmentId);
    const state = await adapter.fetchStatus(attempt, settings);
    const settled = await settlePayment(ctx, attempt.id, state);
    return settled?.attempt ?? attempt;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, attemptId: attempt.id }, 'payment status check failed');
    return attempt;
  }
}

/** Whether the provider can be asked about this attempt yet. */
function canAddress(adapter: PaymentProviderAdapter, attempt: PaymentAttempt): boolean {
  return Boolean(attempt.providerPaymentId) || adapter.findsPaymentByKey === true;
}

/** GET .../payments/:paymentId?token=: the kiosk's polling fallback. */
export async function kioskPaymentStatus(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  paymentId: string,
  token: string | undefined,
): Promise<KioskPayment> {
  const order = await findKioskOrder(ctx.db, establishmentId, orderId, token);
  const attempt = await findAttempt(ctx.db, establishmentId, paymentId);
  if (!attempt || attempt.orderId !== order.id) throw paymentNotFound();
  const refreshed = await refreshAttempt(ctx, attempt);
  // The order as it is now: an approval may have just canceled it (its stock ran out).
  const current =
    refreshed.status === 'approved'
      ? await findKioskOrder(ctx.db, establishmentId, orderId, token)
      : order;
  return {
    ...toKioskPayment(refreshed),
    orderCanceledReason: canceledReasonOf(refreshed, current),
  };
}

/**
 * Stops a remote attempt at its provider, then settles it with the provider's own word:
 * if the customer paid just before, the payment is approved, not lost. When the provider
 * cannot be reached the attempt stays pending and reconciliation tries again.
 */
export async function closeRemoteAttempt(
  ctx: PaymentsContext,
  attempt: PaymentAttempt,
  settings: PaymentSettings,
  closedAs: 'canceled' | 'expired',
): Promise<void> {
  const adapter = ctx.providers[attempt.provider];
  try {
    if (!canAddress(adapter, attempt)) {
      // Never reached the provider, or its answer was lost: nothing can be paid without it.
      await settlePayment(ctx, attempt.id, { status: closedAs, providerStatus: 'never_created' });
      return;
    }
    await adapter.cancel(attempt, settings).catch((error: unknown) => {
      ctx.log.warn({ err: error, attemptId: attempt.id }, 'payment cancel call failed');
    });
    const state = await adapter.fetchStatus(attempt, settings);
    if (state.status === 'pending') return;
    const status: PaymentAttemptStatus =
      state.status === 'canceled' || state.status === 'expired' ? closedAs : state.status;
    await settlePayment(ctx, attempt.id, {
      status,
      providerStatus: state.providerStatus,
      card: state.card,
    });
  } catch (error) {
    ctx.log.warn({ err: error, attemptId: attempt.id }, 'closing a payment failed');
  }
}

// ---------------------------------------------------------------- cancel and demo buttons

/**
 * 'Cancelar Pedido': the order stops waiting for payment and its payments are stopped. A
 * paid order cannot be canceled here; canceling twice is harmless.
 */
export async function cancelKioskOrder(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  token: string,
): Promise<KioskOrderStatus> {
  await findKioskOrder(ctx.db, establishmentId, orderId, token);
  return cancelOrder(ctx, establishmentId, orderId);
}

/** Who cancels, why, and who approved it when a second person had to (a Caixa's cancel). */
export interface StaffCancel {
  auditor: Auditor;
  reason: string;
  approver?: AuditPerson | null;
}

/**
 * Staff cancel an order in /admin/pedidos (or a sale at the PDV), with a reason. An unpaid one stops waiting for
 * payment, like the kiosk's cancel. A paid one is refunded through the provider that took it
 * where that provider can (demo, Mercado Pago Pix and Point), else 'reembolso manual pendente'.
 * Either way 'order.canceled' is published (stock gives its items back) and nothing prints.
 */
export async function cancelOrderByStaff(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  staff: StaffCancel,
): Promise<KioskOrderStatus> {
  if (!isId(orderId) || !(await findOrderById(ctx.db, establishmentId, orderId))) {
    throw new AppError('NOT_FOUND', 'Pedido não encontrado');
  }
  // A marketplace's order is canceled by its platform (asked from its own "Cancelar").
  const refusal = await ctx.cancelRefusal?.(establishmentId, orderId);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const refunded = await refundPaidOrder(ctx, establishmentId, orderId);
  return cancelOrder(ctx, establishmentId, orderId, { ...staff, refunded });
}

async function cancelOrder(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  staff?: StaffCancel & { refunded: boolean },
): Promise<KioskOrderStatus> {
  const { order, remote } = await ctx.db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, establishmentId, orderId))!;
    return cancelLockedOrder(ctx, tx, locked, staff);
  });
  if (remote.length > 0) {
    const settings = await paymentSettingsOf(ctx, establishmentId);
    await Promise.all(remote.map((row) => closeRemoteAttempt(ctx, row, settings, 'canceled')));
  }
  return toKioskOrderStatus(order);
}

/**
 * The one way an order is canceled (kiosk, staff, a marketplace's cancellation), in the
 * caller's transaction with the order locked: its local attempts closed, 'order.canceled'
 * published (stock, receivables, the NFC-e follow), the screens told. Answers the remote
 * attempts still to close after commit. An order canceled already changes nothing.
 */
async function cancelLockedOrder(
  ctx: Pick<PaymentsContext, 'events' | 'realtime' | 'providers' | 'now'>,
  tx: Transaction,
  locked: OrderRow,
  staff?: StaffCancel & { refunded: boolean; actor?: string },
): Promise<{ order: OrderRow; remote: PaymentAttempt[] }> {
  const { establishmentId, id: orderId } = locked;
  if (locked.paymentStatus === 'paid' && !staff) {
    throw new AppError('CONFLICT', 'Pedido já pago não pode ser cancelado');
  }
  if (locked.paymentStatus === 'canceled') return { order: locked, remote: [] };
  const wasPaid = locked.paymentStatus === 'paid';
  const pending = wasPaid ? [] : await lockPendingAttempts(tx, locked);
  const now = ctx.now();
  const closed = await closeLocalAttempts(
    tx,
    pending.filter((row) => !ctx.providers[row.provider].remote),
    'canceled',
    now,
  );
  let canceled = await setOrderPaymentStatus(tx, locked, 'canceled', now);
  const actor = staff?.actor ?? staff?.auditor.email ?? '';
  if (staff) {
    const refunded = wasPaid && staff.refunded;
    canceled = await recordStaffCancel(tx, ctx, canceled, {
      actor,
      reason: staff.reason,
      manualRefundPending: wasPaid && !refunded,
      refundedAt: refunded ? now : null,
    });
    if (wasPaid) await auditPaidCancel(tx, staff, canceled, refunded);
  }
  await ctx.events.publish(tx, {
    name: 'order.canceled',
    establishmentId,
    orderId,
    ...(staff ? { actor } : {}),
  });
  await publishToOrderAndShop(ctx.realtime, tx, canceled, [
    ...closed.map(paymentUpdatedEvent),
    orderUpdatedEvent(canceled),
  ]);
  return { order: canceled, remote: pending.filter((row) => ctx.providers[row.provider].remote) };
}

/**
 * A marketplace canceled its order (iFood's CAN, Open Delivery's CANCELLED), in the poller's
 * transaction: the same cancel as staff's, by the platform, with the money given back by the
 * platform to its customer (no manual refund is left to the shop). Answers the canceled
 * order, or undefined when nothing changed (not the shop's, or canceled already).
 */
export async function cancelOrderForPlatform(
  ctx: Pick<PaymentsContext, 'events' | 'realtime' | 'providers' | 'now'>,
  tx: Transaction,
  establishmentId: string,
  orderId: string,
  platform: { name: string; reason: string; requestedBy?: string | null },
): Promise<OrderRow | undefined> {
  const locked = await lockOrder(tx, establishmentId, orderId);
  if (!locked || locked.paymentStatus === 'canceled') return undefined;
  const auditor = {
    id: null,
    email: platform.requestedBy ?? null,
    name: platform.name,
    device: null,
  };
  const { order } = await cancelLockedOrder(ctx, tx, locked, {
    auditor,
    reason: platform.reason,
    refunded: true,
    actor: platform.requestedBy ? `${platform.name} · ${platform.requestedBy}` : platform.name,
  });
  return order;
}

/**
 * A paid order canceled by staff goes to the audit log with the cancel (issue 32): the cancel
 * itself, and the refund, given back through the provider or left for staff to do by hand.
 */
async function auditPaidCancel(
  tx: Transaction,
  staff: StaffCancel,
  order: OrderRow,
  refunded: boolean,
): Promise<void> {
  const subject = `Pedido ${order.orderNumber}`;
  const total = formatCents(order.totalCents);
  await recordAudit(tx, order.establishmentId, staff.auditor, {
    kind: 'order.cancel',
    subject,
    approver: staff.approver,
    before: { situação: 'pago', total },
    after: { situação: 'cancelado', motivo: staff.reason },
  });
  await recordAudit(tx, order.establishmentId, staff.auditor, {
    kind: 'order.refund',
    subject,
    approver: staff.approver,
    before: { pago: total },
    after: refunded ? { reembolsado: total } : { reembolso: 'manual pendente', valor: total },
  });
}

/** Approve or decline a demo payment (the kiosk's demo buttons and the admin's). */
export async function settleDemoAttempt(
  ctx: PaymentsContext,
  attempt: PaymentAttempt,
  outcome: 'approved' | 'rejected',
): Promise<PaymentAttempt> {
  if (attempt.provider !== 'demo') {
    throw new AppError(
      'UNPROCESSABLE',
      'Somente pagamentos de demonstração podem ser decididos assim',
    );
  }
  const settled = await settlePayment(ctx, attempt.id, {
    status: outcome,
    providerStatus: outcome === 'approved' ? 'demo_approved' : 'demo_rejected',
  });
  return settled?.attempt ?? attempt;
}

export async function kioskDemoOutcome(
  ctx: PaymentsContext,
  establishmentId: string,
  orderId: string,
  paymentId: string,
  input: { token: string; outcome: 'approved' | 'rejected' },
): Promise<KioskPayment> {
  const order = await findKioskOrder(ctx.db, establishmentId, orderId, input.token);
  const attempt = await findAttempt(ctx.db, establishmentId, paymentId);
  if (!attempt || attempt.orderId !== order.id) throw paymentNotFound();
  return toKioskPayment(await settleDemoAttempt(ctx, attempt, input.outcome));
}
