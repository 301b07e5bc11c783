import { and, eq, gt, inArray, lt, notLike, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { findOrderById, orderStagesOf } from '../orders';
import type { ChannelPort } from './channel-port';
import { marketplaceOrders } from './marketplaces.tables';

/*
 * The kitchen's bumps of a marketplace order, told to its platform (issue 34, decision 058 for
 * iFood, 068 for Open Delivery): the port says which steps the platform must have heard at the
 * order's stage; each is sent once. The link's row is locked while the platform is told, and
 * what was sent is kept on it (`actions_sent`). A step whose call failed (the platform down, no
 * instance hearing the stage) is sent again by the poller's sweep (`retryMissedOrderActions`,
 * decision 067).
 */

/** The sweep looks this far back: an order older than this is done with, on the platform too. */
const sweepWindowMs = 12 * 60 * 60_000;

/** A shop's port to the platform of a channel; null when the channel is not connected. */
export type ActionPortSource = (
  channel: 'ifood' | 'open_delivery',
  establishmentId: string,
) => Promise<Pick<ChannelPort, 'actionsFor' | 'orderAction'> | null>;

/**
 * Tells the platform the kitchen's steps of one order it has not heard yet; answers what was
 * sent. Another instance hearing the same bump waits on the link's lock, then finds nothing
 * left. A refusal keeps what went before it and is thrown: the next stage notice retries.
 */
export async function sendOrderActions(
  deps: { db: Database; ports: ActionPortSource },
  establishmentId: string,
  orderId: string,
): Promise<string[]> {
  const linkOf = (ex: Executor, lock: boolean) => {
    const query = ex
      .select()
      .from(marketplaceOrders)
      .where(
        and(
          eq(marketplaceOrders.establishmentId, establishmentId),
          eq(marketplaceOrders.orderId, orderId),
        ),
      );
    return lock ? query.for('update') : query;
  };
  // Most stage notices are of the shop's own orders: one read, no transaction. The port (its
  // credentials are read through the pool) is found before the transaction holds a connection.
  const [seen] = await linkOf(deps.db, false);
  if (!seen || seen.externalId.startsWith('demo-')) return [];
  if (seen.channel !== 'ifood' && seen.channel !== 'open_delivery') return [];
  const port = await deps.ports(seen.channel, establishmentId);
  if (!port) return [];
  let failure: unknown;
  const sent = await deps.db.transaction(async (tx) => {
    const [link] = await linkOf(tx, true);
    const order = await findOrderById(tx, establishmentId, orderId);
    if (!link || !order || order.stage === 'canceled') return [];
    const missing = port
      .actionsFor(order.stage, order.fulfilment)
      .filter((action) => !link.actionsSent.includes(action));
    const done: string[] = [];
    for (const action of missing) {
      try {
        await port.orderAction(link.externalId, action);
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
 * The missed-bump sweep (decision 067), after a poll round: the recent orders of these shops on
 * `channel` whose kitchen stage asks for a step the platform has not heard, sent through
 * `sendOrderActions` — so still in order, and once each whichever instance sweeps. Answers how
 * many steps it sent; one still refused is left for the next round.
 */
export async function retryMissedOrderActions(
  deps: { db: Database; ports: ActionPortSource; log: FastifyBaseLogger },
  channel: 'ifood' | 'open_delivery',
  establishmentIds: string[],
  now: Date,
): Promise<number> {
  if (establishmentIds.length === 0) return 0;
  // Fewer than two steps sent: a bumped order is done once it has both.
  const links = await deps.db
    .select()
    .from(marketplaceOrders)
    .where(
      and(
        inArray(marketplaceOrders.establishmentId, establishmentIds),
        eq(marketplaceOrders.channel, channel),
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
    const port = await deps.ports(channel, establishmentId);
    for (const link of own) {
      const order = stages.get(link.orderId);
      if (!port || !order || order.stage === 'canceled') continue;
      const missing = port
        .actionsFor(order.stage, order.fulfilment)
        .some((action) => !link.actionsSent.includes(action));
      if (!missing) continue;
      sent += await sendOrderActions(deps, establishmentId, link.orderId).then(
        (done) => done.length,
        (error: unknown) => {
          deps.log.warn({ err: error, orderId: link.orderId }, 'order action retry failed');
          return 0;
        },
      );
    }
  }
  return sent;
}
