import type { KioskOrderStatus, KioskPaymentMethod, PaymentAttemptStatus } from '@comanda/shared';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/*
 * What the payment screen does with each answer (SPEC §4 payment flows, §8 kiosk messages).
 * Messages are keys under `kiosk.payment.messages`, or the text of one of our server's problem
 * documents; nothing else a server, proxy or provider said reaches the customer.
 */

export type PaymentMessageKey =
  | 'network'
  | 'tenantNotFound'
  | 'tenantMissing'
  | 'orderFailed'
  | 'orderDatabase'
  | 'pixMissing'
  | 'pixError'
  | 'cardNoData'
  | 'cardError'
  | 'notApproved'
  | 'declined'
  | 'unknownStatus'
  /** The server's own message, shown as it is (`detail`). */
  | 'server';

export interface PaymentMessage {
  key: PaymentMessageKey;
  /** The server's own text, with the key `server`. */
  detail?: string;
}

export type PaymentDecision =
  /** Still waiting: the Pix screen or the card modal stays. */
  | { kind: 'wait' }
  /** 'PAGAMENTO APROVADO' for 3 s, then the success screen. */
  | { kind: 'approved' }
  /** Back to the payment choice with a message, the cart intact: the customer may try again. */
  | { kind: 'retry'; message: PaymentMessage }
  /** The order is over unpaid: a message, then back to the welcome screen. */
  | { kind: 'leave'; message: PaymentMessage };

/** A payment's status as the kiosk acts on it. */
export function decideOnPayment(
  method: KioskPaymentMethod,
  status: PaymentAttemptStatus,
  orderCanceledReason?: string | null,
): PaymentDecision {
  if (status === 'pending') return { kind: 'wait' };
  // Paid, but an item sold out meanwhile: the server canceled the order for a refund and
  // says so ('Esgotado: ...'); back to the choice, the cart kept to remove that item.
  if (status === 'approved' && orderCanceledReason) {
    return { kind: 'retry', message: { key: 'server', detail: orderCanceledReason } };
  }
  if (status === 'approved') return { kind: 'approved' };
  if (method === 'pix') {
    // A declined Pix goes back to the choice (issue 18: the cart is kept); a Pix that ended
    // otherwise (canceled, expired) ends the order.
    const message = { key: 'notApproved' } as const;
    return status === 'rejected' ? { kind: 'retry', message } : { kind: 'leave', message };
  }
  // Card: DECLINED is 'Pagamento recusado'; any other answer is an unknown status.
  const key = status === 'rejected' ? 'declined' : 'unknownStatus';
  return { kind: 'retry', message: { key } };
}

/**
 * The order's own status: paid ends the wait; failed (its Pix was declined) goes back to the
 * choice, where paying again places a new order for the same cart; canceled or expired ends it.
 */
export function decideOnOrder(order: Pick<KioskOrderStatus, 'paymentStatus'>): PaymentDecision {
  switch (order.paymentStatus) {
    case 'paid':
      return { kind: 'approved' };
    case 'pending':
      return { kind: 'wait' };
    case 'failed':
      return { kind: 'retry', message: { key: 'notApproved' } };
    default:
      return { kind: 'leave', message: { key: 'notApproved' } };
  }
}

/**
 * Following the payment gave up (SPEC §9: polling stops after 2 minutes "with no further
 * action"). A Pix screen stays, the QR code may still be paid; a card terminal that never
 * answered must not hold the kiosk, so its modal closes with 'Status de pagamento desconhecido'.
 */
export function decideOnGiveUp(method: KioskPaymentMethod): PaymentDecision {
  if (method === 'pix') return { kind: 'wait' };
  return { kind: 'retry', message: { key: 'unknownStatus' } };
}

/** Which call failed: placing the order, or asking for its Pix or card payment. */
export type PaymentStage = 'order' | 'pix' | 'card';

/** SPEC §8 and §5: how long the message stays before the kiosk returns to /totem. */
export const tenantGoneRedirectMs = { tenantNotFound: 2000, tenantMissing: 3000 } as const;

/** The §8 message for a failed call of `stage`. */
export function failureMessage(stage: PaymentStage, error: unknown): PaymentMessage {
  if (isApiError(error, 'NETWORK_ERROR')) return { key: 'network' };
  // The shop vanished mid-order (deactivated): §8 words it one way for placing the order and
  // §5 another for paying it.
  if (isApiError(error, 'TENANT_NOT_FOUND')) {
    return { key: stage === 'order' ? 'tenantNotFound' : 'tenantMissing' };
  }
  const detail = serverDetail(error);
  if (detail) return { key: 'server', detail };
  const invalid = isApiError(error, 'INVALID_RESPONSE');
  switch (stage) {
    case 'order':
      return { key: isApiError(error, 'INTERNAL') ? 'orderDatabase' : 'orderFailed' };
    case 'pix':
      return { key: invalid ? 'pixMissing' : 'pixError' };
    case 'card':
      return { key: invalid ? 'cardNoData' : 'cardError' };
  }
}

/**
 * Our server's own words about the failure ('Maquininha não configurada para este
 * estabelecimento', 'Falha ao gerar PIX: ...'): it never passes a provider's text on. An
 * internal error's generic text is replaced by the stage's own message.
 */
function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.code === 'INTERNAL') return undefined;
  return errorMessage(error, '') || undefined;
}
