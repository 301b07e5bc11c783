import { and, eq, gt, inArray, lt, notLike, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderFulfilment, OrderStage } from '@comanda/shared';
import type { Database } from '../../db/client';
import { findOrderById, orderStagesOf } from '../orders';
import type { IfoodOrderAction } from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { marketplaceOrders } from './marketplaces.tables';

/*
 * The kitchen's bumps of an iFood order, told to iFood (issue 34, decision 058): an order that
 * reaches `preparing` calls `startPreparation`; one that reaches `ready`, `readyToPickup`
 * (para levar, comer aqui) or `dispatch` (entrega), always after `startPreparation`. Each is
 * sent once: the link's row is locked while iFood is told, and what was sent is kept on it.
 * A bump whose call failed (iFood down, an instance stopped before it heard the stage) is sent
 * again by the poller's sweep (`retryMissedIfoodActions`, decision 067).
 */

/** The sweep looks this far back: an order older than this is done with, on iFood too. */
const sweepWindowMs = 12 * 60 * 60_000;

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

/**
 * The missed-bump sweep (decision 067), after each poll round: the recent iFood orders of these
 * shops whose kitchen stage asks for an action iFood has not heard (its call failed, or no
 * instance heard the stage), sent through `sendIfoodOrderActions` — so still in order, and once
 * each whichever instance sweeps. Answers how many actions it sent; one still refused is left
 * for the next round.
 */
export async function retryMissedIfoodActions(
  deps: { db: Database; ifood: IfoodClientSource; log: FastifyBaseLogger },
  establishmentIds: string[],
  now: Date,
): Promise<number> {
  if (establishmentIds.length === 0) return 0;
  // Fewer than two actions sent: a bumped order is done once it has both.
  const links = await deps.db
    .select()
    .from(marketplaceOrders)
    .where(
      and(
        inArray(marketplaceOrders.establishmentId, establishmentIds),
        eq(marketplaceOrders.channel, 'ifood'),
        notLike(marketplaceOrders.externalId, 'demo-%'),
        gt(marketplaceOrders.createdAt, new Date(now.getTime() - sweepWindowMs)),
        lt(sql`cardinality(${marketplaceOrders.actionsSent})`, 2),
      ),
    );
  let sent = 0;
  for (const establishmentId of new Set(links.map((link) => link.establishmentId))) {
    const own = links.filter((link) => link.establishmentId === establishmentId);
    const stages = await orderStagesOf(
      deps.db,
      establishmentId,
      own.map((link) => link.orderId),
    );
    for (const link of own) {
      const order = stages.get(link.orderId);
      if (!order || order.stage === 'canceled') continue;
      const missing = ifoodActionsFor(order.stage, order.fulfilment).some(
        (action) => !link.actionsSent.includes(action),
      );
      if (!missing) continue;
      sent += await sendIfoodOrderActions(deps, establishmentId, link.orderId).then(
        (done) => done.length,
        (error: unknown) => {
          deps.log.warn({ err: error, orderId: link.orderId }, 'iFood order action retry failed');
          return 0;
        },
      );
    }
  }
  return sent;
}
