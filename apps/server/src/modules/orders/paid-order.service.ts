import type { Transaction } from '../../db/client';
import { deepFreeze, type PipelineStep } from '../../lib/pipeline';
import { findOrderById, type OrderRow } from './orders.service';
import { orderLinesOf, type OrderLine } from './sold-orders.service';

/*
 * The paid order as its workflow's steps see it (decision 035): read once, in the transaction
 * that made it paid, and frozen. The shape names no sales channel: a kiosk order, a counter
 * sale, and later a marketplace's or the online menu's order are the same row, lines and
 * payment rows; a step that must differ by channel reads `order.origin` or a payment's
 * `provider`, it never needs another pipeline.
 */

/** One approved payment row of the order: a kiosk attempt, a counter tender, a platform's. */
export interface OrderPayment {
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

export interface PaidOrder {
  /**
   * The order's row as the paying transaction left it (paid, locked by the publisher). Its
   * `paidMethod` is as read: the counter-sale step may correct it to 'split' afterwards.
   */
  readonly order: Readonly<OrderRow>;
  /** Its lines as sold, with the catalogue ids stock needs. */
  readonly lines: readonly Readonly<OrderLine>[];
  /** Its approved payment rows when the workflow started, oldest first. */
  readonly payments: readonly Readonly<OrderPayment>[];
}

/**
 * What the steps hand on to the steps after them. A step `requires` the facts it builds on and
 * `produces` its own; the pipeline refuses an order of steps where a fact comes too late.
 */
export interface PaidOrderFacts {
  /** What the order consumes is taken from stock: the sale stands (nothing was 'Esgotado'). */
  stockTaken: true;
  /**
   * Every payment row of the order: the snapshot's and those a step wrote since (a counter
   * sale's tenders taken while its provider's payment was pending).
   */
  payments: readonly OrderPayment[];
  /** The order is in the kitchen's queue (`received`). */
  inKitchen: true;
}

/** A step of the paid order's workflow, exported by the module that owns what it writes. */
export type PaidOrderStep = PipelineStep<PaidOrder, PaidOrderFacts>;

/** Reads an order's approved payment rows (the payments module's, handed in by the workflow). */
export type PaymentsOfOrder = (
  tx: Transaction,
  establishmentId: string,
  orderId: string,
) => Promise<OrderPayment[]>;

/**
 * The paid order's snapshot: its row, its lines (one statement with their extras, add-ons,
 * choices and removals) and its payments, each read once. Undefined when the order is not
 * paid (nothing of the workflow applies).
 */
export async function readPaidOrder(
  tx: Transaction,
  establishmentId: string,
  orderId: string,
  paymentsOf: PaymentsOfOrder,
): Promise<PaidOrder | undefined> {
  const order = await findOrderById(tx, establishmentId, orderId);
  if (order?.paymentStatus !== 'paid') return undefined;
  const lines = await orderLinesOf(tx, establishmentId, orderId);
  const payments = await paymentsOf(tx, establishmentId, orderId);
  return deepFreeze({ order, lines, payments });
}
