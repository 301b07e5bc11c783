import type { Subscriber } from '../../lib/domain-events';
import { createPayablesOfPurchase } from './payables.service';
import { cancelReceivablesOfOrder, createReceivablesOfOrder } from './receivables.service';

/** 'order.paid': the order's settled payments become receivables, in the payment's transaction. */
export function receivablesOfPaidOrder(): Subscriber<'order.paid'> {
  return (tx, { establishmentId, orderId }) =>
    createReceivablesOfOrder(tx, establishmentId, orderId);
}

/**
 * 'order.canceled': what the order would still bring in will not come, and what it brought in
 * goes back (a reversal per received receivable).
 */
export function cancelReceivablesOfCanceledOrder(): Subscriber<'order.canceled'> {
  return (tx, { establishmentId, orderId }) =>
    cancelReceivablesOfOrder(tx, establishmentId, orderId);
}

/** 'purchase.recorded': the purchase's installments become payables. */
export function payablesOfRecordedPurchase(): Subscriber<'purchase.recorded'> {
  return (tx, { establishmentId, purchaseId }) =>
    createPayablesOfPurchase(tx, establishmentId, purchaseId);
}
