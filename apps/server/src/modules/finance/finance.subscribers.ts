import type { Subscriber } from '../../lib/domain-events';
import type { PaidOrderStep } from '../orders';
import { createPayablesOfPurchase } from './payables.service';
import { cancelReceivablesOfOrder, createReceivablesOfOrder } from './receivables.service';

/**
 * The paid order's receivables step: each of its payments becomes a receivable, in the
 * payment's transaction, once every payment is written (a counter sale's taken tenders too).
 */
export function receivablesStep(): PaidOrderStep {
  return {
    name: 'receivables',
    requires: ['payments'],
    run: (tx, { order }, ctx) => createReceivablesOfOrder(tx, order, ctx.fact('payments')),
  };
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
