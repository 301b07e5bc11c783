import type { OrderFulfilment, OrderStage } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { OrderRow } from '../orders';
import type { ImportDeps } from './ifood-import.service';

/*
 * The channel port (issue 34: Open Delivery "through the same channel port"): what the
 * marketplace poller asks of a platform. iFood's Merchant API and an Open Delivery application
 * each answer it (decisions 057 and 059); the poller's transaction, locks, dedupe by event id,
 * savepoints, claims and acknowledgment after commit are the same for both.
 */

/** A polled event, in the poller's words (iFood: `id`/`code`; Open Delivery: `eventId`/`eventType`). */
export interface ChannelEvent {
  id: string;
  code: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
}

/** An order the poller claimed to confirm on the platform. */
export interface ClaimedOrder {
  id: string;
  establishmentId: string;
  /** The platform's order id. */
  externalId: string;
  /** Comanda's order id. */
  orderId: string;
}

export interface ChannelPort<Details = unknown> {
  channel: 'ifood' | 'open_delivery';
  /** The event code of a new order (iFood: PLC; Open Delivery: CREATED). */
  placedCode: string;
  /** The event code of a cancelled order (iFood: CAN; Open Delivery: CANCELLED). */
  cancelledCode: string;
  /** The platform refused a cancellation Comanda asked for (iFood: CARF). */
  cancelRefusedCode?: string;
  /** The merchants' unacknowledged events, sorted by `createdAt`. */
  poll(merchantIds: string[]): Promise<ChannelEvent[]>;
  /** A new order's details; null while the platform does not have them yet. */
  details(orderId: string): Promise<Details | null>;
  /** Tells the platform these events are stored. */
  acknowledge(events: ChannelEvent[]): Promise<void>;
  /** Accepts the order on the platform. */
  confirm(order: ClaimedOrder): Promise<void>;
  /**
   * The kitchen's steps the platform must have heard of an order at this stage, in the order
   * it wants them (iFood: startPreparation, then readyToPickup or dispatch; Open Delivery:
   * preparing, then readyForPickup or dispatch). The bumps send the missing ones (decision 058).
   */
  actionsFor(stage: OrderStage | null, fulfilment: OrderFulfilment): string[];
  /** Tells the platform one of those steps of its order. */
  orderAction(externalId: string, action: string): Promise<void>;
  /** Writes the order in Comanda (paid online, linked to the platform's order), once. */
  importOrder(
    tx: Transaction,
    deps: ImportDeps,
    establishmentId: string,
    details: Details,
    now: Date,
  ): Promise<OrderRow | null>;
}
