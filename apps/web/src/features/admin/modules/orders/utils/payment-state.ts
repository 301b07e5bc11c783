import type { AwaitingPaymentOrder } from '@comanda/shared';

/** What an unpaid order is waiting for, as the staff's badge says it. */
export type OrderPaymentState =
  | 'noMethod'
  | 'awaitingPayment'
  | 'awaitingConfirmation'
  | 'declined'
  | 'unknown'
  | 'canceled'
  | 'expired';

export function orderPaymentState(order: AwaitingPaymentOrder): OrderPaymentState {
  const { payment } = order;
  if (!payment) return 'noMethod';
  switch (payment.status) {
    // An approved attempt whose order is not paid yet is on its way: still waiting.
    case 'pending':
    case 'approved':
      return payment.provider === 'static_pix' ? 'awaitingConfirmation' : 'awaitingPayment';
    case 'rejected':
      return 'declined';
    case 'error':
      return 'unknown';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
  }
}

/** The decisions staff can take on an order's latest payment. */
export function staffActions(order: AwaitingPaymentOrder): {
  confirmPix: boolean;
  decideDemo: boolean;
} {
  const pending = order.payment?.status === 'pending';
  return {
    // A static Pix reaches the shop's own account: only staff can tell it arrived.
    confirmPix: pending && order.payment?.provider === 'static_pix',
    decideDemo: pending && order.payment?.demo === true,
  };
}
