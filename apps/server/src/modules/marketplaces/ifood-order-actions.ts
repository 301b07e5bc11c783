import { and, eq } from 'drizzle-orm';
import type { OrderFulfilment, OrderStage } from '@comanda/shared';
import type { Database } from '../../db/client';
import { findOrderById } from '../orders';
import type { IfoodOrderAction } from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { marketplaceOrders } from './marketplaces.tables';

/*
 * The kitchen's bumps of an iFood order, told to iFood (issue 34, decision 058): an order that
 * reaches `preparing` calls `startPreparation`; one that reaches `ready`, `readyToPickup`
 * (para levar, comer aqui) or `dispatch` (entrega), always after `startPreparation`. Each is
 * sent once: the link's row is locked while iFood is told, and what was sent is kept on it.
 */

/** What iFood must have heard of an order at this stage, in the order iFood wants it. */
export function ifoodActionsFor(
  stage: OrderStage | null,
  fulfilment: OrderFulfilment,
): IfoodOrderAction[] {
  if (stage !== 'preparing' && stage !== 'ready' && stage !== 'delivered') return [];
  if (stage === 'preparing') return ['startPreparation'];
  return ['startPreparation', fulfilment === 'entrega' ? 'dispatch' : 'readyToPickup'];
}

/**
 * Tells iFood the kitchen's steps of one order it has not heard yet; answers what was sent.
 * Another instance hearing the same bump waits on the link's lock, then finds nothing left. A
 * refusal keeps what went before it and is thrown: the next bump (or stage notice) retries.
 */
export async function sendIfoodOrderActions(
  deps: { db: Database; ifood: IfoodClientSource },
  establishmentId: string,
  orderId: string,
): Promise<IfoodOrderAction[]> {
  let failure: unknown;
  const sent = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(marketplaceOrders)
      .where(
        and(
          eq(marketplaceOrders.establishmentId, establishmentId),
          eq(marketplaceOrders.orderId, orderId),
          eq(marketplaceOrders.channel, 'ifood'),
        ),
      )
      .for('update');
    // The demo's orders ("Simular pedido iFood") were never on iFood.
    if (!link || link.externalId.startsWith('demo-')) return [];
    const order = await findOrderById(tx, establishmentId, orderId);
    if (!order || order.stage === 'canceled') return [];
    const missing = ifoodActionsFor(order.stage, order.fulfilment).filter(
      (action) => !link.actionsSent.includes(action),
    );
    const client = missing.length > 0 ? await deps.ifood() : null;
    if (!client) return [];
    const done: IfoodOrderAction[] = [];
    for (const action of missing) {
      try {
        await client.orderAction(link.externalId, action);
      } catch (error) {
        failure = error;
        break;
      }
      done.push(action);
    }
    if (done.length > 0) {
      await tx
        .update(marketplaceOrders)
        .set({ actionsSent: [...link.actionsSent, ...done] })
        .where(
          and(
            eq(marketplaceOrders.establishmentId, establishmentId),
            eq(marketplaceOrders.id, link.id),
          ),
        );
    }
    return done;
  });
  if (failure) throw failure;
  return sent;
}
