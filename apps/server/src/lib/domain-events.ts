import type { OrderStage } from '@comanda/shared';
import type { Transaction } from '../db/client';

/*
 * Domain events (decision 012): a module that changes something others care about publishes
 * an event INSIDE its writing transaction; subscribers run in that same transaction, one after
 * the other, before it commits. A subscriber that throws rolls the whole write back, so "the
 * order is paid" and "its print jobs exist" are one fact, never two. Subscribers are wired
 * in app.ts; a module never imports the modules that react to it.
 *
 * Subscribers must be quick and touch only the database (no network calls): they hold the
 * publisher's row locks. Anything slow belongs to an outbox they write (as printing does).
 */

/** One line of an order by catalog ids (with the product's name, for messages). */
export interface OrderLineIds {
  productId: string | null;
  productName: string;
  quantity: number;
  extraIds: string[];
  addonProductIds: string[];
  removedIngredientIds: string[];
}

/** Every event and its payload. Add a line here for a new event; payloads carry ids only. */
export interface DomainEventPayloads {
  /**
   * An order (kiosk or counter) is about to be numbered and written: priced, not a replay.
   * It has no id yet, so its lines come by ids. A subscriber that throws refuses it before it
   * takes a number (the number's row lock makes every other order of the shop wait, so checks
   * belong here rather than after the write).
   */
  'order.placing': { establishmentId: string; lines: OrderLineIds[] };
  /** A kiosk order was written (not on an idempotent replay). */
  'order.placed': { establishmentId: string; orderId: string };
  /**
   * A kiosk asked for a new payment of a pending order (published before the provider is
   * called); a subscriber that throws refuses it, with the order still pending.
   */
  'order.payment_requested': { establishmentId: string; orderId: string };
  /** An order became paid (once: duplicates and late notifications publish nothing). */
  'order.paid': { establishmentId: string; orderId: string };
  /** An order was canceled: unpaid at the kiosk ('Cancelar Pedido'), or by staff (paid or not). */
  'order.canceled': { establishmentId: string; orderId: string; actor?: string };
  /**
   * A paid order moved to another kitchen stage (every change, in the transaction that wrote
   * it): what happens outside the kitchen when an order is ready (the WhatsApp message,
   * decision 072) hangs on this.
   */
  'order.stage_changed': {
    establishmentId: string;
    orderId: string;
    stage: OrderStage;
    previous: OrderStage | null;
  };
  /** A purchase from a supplier came into stock; its installments are payables for finance. */
  'purchase.recorded': { establishmentId: string; purchaseId: string };
}

export type DomainEventName = keyof DomainEventPayloads;

export type DomainEvent = {
  [Name in DomainEventName]: { name: Name } & DomainEventPayloads[Name];
}[DomainEventName];

export type Subscriber<Name extends DomainEventName> = (
  tx: Transaction,
  event: { name: Name } & DomainEventPayloads[Name],
) => Promise<void>;

export interface DomainEvents {
  /** Adds a subscriber; subscribers of one event run in the order they were added. */
  subscribe<Name extends DomainEventName>(name: Name, subscriber: Subscriber<Name>): void;
  /** Runs every subscriber of the event in `tx`, awaiting each; the first error propagates. */
  publish(tx: Transaction, event: DomainEvent): Promise<void>;
}

/** One registry per app (tests build many apps in one process). */
export function createDomainEvents(): DomainEvents {
  const subscribers = new Map<DomainEventName, Subscriber<never>[]>();
  return {
    subscribe(name, subscriber) {
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as Subscriber<never>]);
    },
    async publish(tx, event) {
      for (const subscriber of subscribers.get(event.name) ?? []) {
        await (subscriber as Subscriber<DomainEventName>)(tx, event);
      }
    },
  };
}
