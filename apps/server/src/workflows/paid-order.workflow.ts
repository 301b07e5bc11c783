import type { DomainEvents, Subscriber } from '../lib/domain-events';
import { definePipeline, type Pipeline } from '../lib/pipeline';
import type { Realtime } from '../lib/realtime';
import { counterSaleStep } from '../modules/cash-register';
import { receivablesStep } from '../modules/finance';
import { fiscalNoteStep, type FiscalPorts } from '../modules/fiscal';
import { kitchenStep, readPaidOrder, type PaidOrder, type PaidOrderStep } from '../modules/orders';
import { settledPaymentsOfOrder } from '../modules/payments';
import { printStep } from '../modules/printing';
import { stockStep } from '../modules/stock';

/*
 * The paid order, as one workflow (decision 035). When an order becomes paid ('order.paid',
 * published by payments inside the transaction that makes it paid), it is read ONCE (row,
 * lines, payments: orders' `readPaidOrder`), frozen, and handed to each step below, in this
 * order, in that same transaction. A step that throws rolls the payment back; stock refusing
 * the sale ('Esgotado') rolls back everything before the kitchen sees it, and payments then
 * cancels the order for a refund (decision 025).
 *
 * Each step is exported by the module that owns what it writes, and declares the facts it
 * requires and produces; `definePipeline` refuses (when the app is built) an order in which a
 * step comes before a fact it requires.
 *
 * A new source of orders (a marketplace, the online menu, a table's tab) plugs in without
 * touching this file: it writes its order through orders (with its origin), records what paid
 * it as approved payment rows (its own provider), marks the order paid and publishes
 * 'order.paid' in that transaction. What must differ by channel (a platform's payout net of
 * its commission, the NFC-e's intermediary) is decided inside the owning step from the
 * snapshot (`order.origin`, a payment's `provider`); a new kind of work is a new step here,
 * placed after the facts it requires.
 *
 * This lives above the modules (like app.ts): it may import any module's index, and no module
 * imports it.
 */

export interface PaidOrderWorkflowDeps {
  realtime: Pick<Realtime, 'publish'>;
  /** The app's domain events: the kitchen's stage change is one (decision 072). */
  events: Pick<DomainEvents, 'publish'>;
  /** Read at each run: the fiscal context is decorated after the events are wired. */
  fiscalPorts: () => FiscalPorts;
}

/** The steps of a paid order, in the order they run. */
export function paidOrderSteps(deps: PaidOrderWorkflowDeps): PaidOrderStep[] {
  return [
    // The sale stands only if its stock is there: it takes the items' locks first.
    stockStep({ realtime: deps.realtime }),
    // A counter sale's taken tenders join the order's payments (and the register's ledger).
    counterSaleStep(),
    // The kitchen's queue, then its tickets and receipts.
    kitchenStep({ realtime: deps.realtime, events: deps.events }),
    printStep(deps.realtime),
    // Money: one receivable per payment, every payment written by now.
    receivablesStep(),
    // The NFC-e's gapless number, with the payment; the note is sent after commit.
    fiscalNoteStep(deps.fiscalPorts),
  ];
}

export function paidOrderPipeline(deps: PaidOrderWorkflowDeps): Pipeline<PaidOrder> {
  return definePipeline('paid order', paidOrderSteps(deps));
}

/** The 'order.paid' subscriber that runs the workflow (app.ts wires it). */
export function paidOrderWorkflow(pipeline: Pipeline<PaidOrder>): Subscriber<'order.paid'> {
  return async (tx, { establishmentId, orderId }) => {
    const paid = await readPaidOrder(tx, establishmentId, orderId, settledPaymentsOfOrder);
    if (paid) await pipeline.run(tx, paid);
  };
}
