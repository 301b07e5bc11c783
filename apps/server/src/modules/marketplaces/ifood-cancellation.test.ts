import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ifoodConfirmExpiredMessage,
  marketplaceCancelElsewhereMessage,
  orderStageEvent,
  type AdminOrderDetail,
} from '@comanda/shared';
import {
  categories,
  establishments,
  ifoodConnections,
  marketplaceOrders,
  orders,
  products,
  receivables,
  recipeLines,
  stockItems,
} from '../../db/schema';
import type { RealtimeEvent } from '../../lib/realtime';
import { send } from '../../test/auth-helpers';
import { untilQuiet } from '../../test/statements';
import { adminCookieOf, insertIfoodShop } from './test/ifood-orders';
import { startIfoodShop, type IfoodShop } from './test/ifood-shop';

/*
 * iFood's cancellations and the kitchen's missed bumps against the fake iFood (issue 34,
 * decision 067): a CAN cancels the order in Comanda through the staff's cancel path (stock
 * back, receivable canceled), once, in any order; a cancel asked from Comanda goes through
 * iFood's reasons and requestCancellation and waits for iFood's answer; "Confirmar" sends
 * confirm once within the 8 minutes; a bump whose call failed is sent again by the poller's
 * sweep, in order, once each.
 */

let s: IfoodShop;
let stockItemId: string;
beforeAll(async () => {
  s = await startIfoodShop();
  const db = s.t.app.db;
  const [category] = await db
    .insert(categories)
    .values({ establishmentId: s.shop, name: 'Lanches' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      establishmentId: s.shop,
      categoryId: category!.id,
      name: 'X-Burger',
      priceCents: 2000,
      code: 'XB',
    })
    .returning();
  // Ten buns; each X-Burger takes one.
  const [item] = await db
    .insert(stockItems)
    .values({ establishmentId: s.shop, name: 'Pão', unit: 'un', levelMilli: 10_000 })
    .returning();
  stockItemId = item!.id;
  await db.insert(recipeLines).values({
    establishmentId: s.shop,
    productId: product!.id,
    stockItemId,
    quantityMilli: 1000,
  });
});
afterAll(() => s.close());

const poll = () => s.t.app.ifoodPoller.runOnce();
const level = async () =>
  (await s.t.app.db.select().from(stockItems).where(eq(stockItems.id, stockItemId)))[0]!.levelMilli;

/** A takeout order of `quantity` X-Burgers on the fake; answers iFood's id. */
const placeOnIfood = (quantity = 1, createdAt?: string) =>
  s.ifood.placeOrder(
    {
      merchantId: s.merchantId,
      orderType: 'TAKEOUT',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity, unitPrice: 20 }],
    },
    { createdAt },
  );

/** The Comanda order linked to iFood's, as /admin/pedidos shows it. */
async function comandaOrder(ifoodId: string): Promise<AdminOrderDetail | undefined> {
  const [link] = await s.t.app.db
    .select()
    .from(marketplaceOrders)
    .where(
      and(eq(marketplaceOrders.establishmentId, s.shop), eq(marketplaceOrders.externalId, ifoodId)),
    );
  if (!link) return undefined;
  const res = await send(s.t.app, 'GET', `/api/admin/orders/${link.orderId}`, {
    cookie: s.cookie,
  });
  return res.json<AdminOrderDetail>();
}

describe('a CAN event from iFood', () => {
  it('cancels the order in Comanda and returns its stock; a repeated CAN changes nothing', async () => {
    const start = await level();
    const ifoodId = placeOnIfood(2);
    expect(await poll()).toMatchObject({ imported: 1 });
    expect(await level()).toBe(start - 2000);
    const placed = (await comandaOrder(ifoodId))!;
    expect(placed.paymentStatus).toBe('paid');

    s.ifood.addEvent(ifoodId, 'CAN');
    expect(await poll()).toMatchObject({ events: 1, canceled: 1, acknowledged: 1 });
    const canceled = (await comandaOrder(ifoodId))!;
    expect(canceled).toMatchObject({
      paymentStatus: 'canceled',
      stage: 'canceled',
      cancelReason: 'Cancelado no iFood',
    });
    expect(canceled.history.at(-1)).toMatchObject({ stage: 'canceled', actor: 'iFood' });
    expect(await level()).toBe(start);
    const owed = await s.t.app.db
      .select()
      .from(receivables)
      .where(eq(receivables.orderId, placed.id));
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((row) => row.status === 'canceled')).toBe(true);

    // iFood sends the cancellation again (another event id): nothing moves twice.
    s.ifood.addEvent(ifoodId, 'CAN');
    expect(await poll()).toMatchObject({ events: 1, canceled: 0, acknowledged: 1 });
    expect(await level()).toBe(start);
    for (const [, times] of s.ifood.acks) expect(times).toBe(1);
  });

  it('applies events by createdAt: PLACED then CAN cancels; CAN then PLACED imports nothing', async () => {
    const start = await level();
    const count = async () =>
      (await s.t.app.db.select().from(orders).where(eq(orders.establishmentId, s.shop))).length;
    // Placed a minute ago, cancelled now; the fake lists the CAN first.
    const first = placeOnIfood(1, new Date(Date.now() - 60_000).toISOString());
    s.ifood.addEvent(first, 'CAN');
    expect(await poll()).toMatchObject({ events: 2, imported: 1, canceled: 1 });
    expect((await comandaOrder(first))!.paymentStatus).toBe('canceled');
    expect(await level()).toBe(start);

    // iFood's CAN is older than the PLACED it delivers with it: the order never enters Comanda.
    const before = await count();
    const second = placeOnIfood(1);
    s.ifood.addEvent(second, 'CAN', new Date(Date.now() - 120_000).toISOString());
    expect(await poll()).toMatchObject({ events: 2, imported: 0, canceled: 0, acknowledged: 2 });
    expect(await count()).toBe(before);
    expect(await comandaOrder(second)).toBeUndefined();
    expect(await level()).toBe(start);
  });
});

describe('the missed-bump sweep', () => {
  it('sends again a bump whose iFood call failed, in order, once each', async () => {
    const stages: RealtimeEvent[] = [];
    const stopListening = s.t.app.realtime.subscribe(`establishment:${s.shop}`, (event) => {
      if (event.type === orderStageEvent) stages.push(event);
    });
    const ifoodId = placeOnIfood(1);
    expect(await poll()).toMatchObject({ imported: 1 });
    const order = (await comandaOrder(ifoodId))!;
    // The import's own stage notice ('received') reaches the bump sender after commit; on a
    // loaded machine it can come after the bump below, and its sender, reading the order's
    // stage then, would send the bump's actions itself. Let it be heard and handled first.
    await expect
      .poll(() => stages.some((event) => event.data.orderId === order.id), { timeout: 20_000 })
      .toBe(true);
    stopListening();
    await untilQuiet(s.t.database);
    s.ifood.failActionOnce(ifoodId, 'startPreparation');
    const moved = await send(s.t.app, 'POST', `/api/admin/orders/${order.id}/stage`, {
      cookie: s.cookie,
      payload: { stage: 'ready' },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    // The bump's own call: startPreparation refused (503), so readyToPickup was not sent.
    await expect
      .poll(() => s.ifood.actionsOf(ifoodId), { timeout: 20_000, interval: 50 })
      .toEqual(['confirm', 'startPreparation']);

    expect(await poll()).toMatchObject({ actionsRetried: 2 });
    expect(s.ifood.actionsOf(ifoodId)).toEqual([
      'confirm',
      'startPreparation',
      'startPreparation',
      'readyToPickup',
    ]);
    // Done: later rounds send nothing.
    expect(await poll()).toMatchObject({ actionsRetried: 0 });
    expect(s.ifood.actionsOf(ifoodId)).toHaveLength(4);
  });
});

describe('a cancel asked from Comanda', () => {
  const orderUrl = (id: string, path = '') => `/api/admin/orders/${id}/ifood${path}`;

  it("staff's plain cancel is refused for an iFood order (not for a demo one)", async () => {
    const ifoodId = placeOnIfood(1);
    await poll();
    const order = (await comandaOrder(ifoodId))!;
    const plain = (id: string, cookie: string) =>
      send(s.t.app, 'POST', `/api/admin/orders/${id}/cancel`, {
        cookie,
        payload: { reason: 'Cliente desistiu' },
      });
    const refused = await plain(order.id, s.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(marketplaceCancelElsewhereMessage('iFood'));
    expect((await comandaOrder(ifoodId))!.paymentStatus).toBe('paid');

    // "Simular pedido iFood" never reached iFood: Comanda's own cancel stays.
    const demo = await insertIfoodShop(s.t.app);
    await s.t.app.db
      .update(establishments)
      .set({ demoPayments: true })
      .where(eq(establishments.id, demo.id));
    const demoCookie = await adminCookieOf(s.t.app, demo.id);
    const simulated = await send(s.t.app, 'POST', '/api/admin/integrations/ifood/simulate', {
      cookie: demoCookie,
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    const canceled = await plain(simulated.json().orderId, demoCookie);
    expect(canceled.statusCode, canceled.body).toBe(200);
  });

  it("lists iFood's reasons, calls requestCancellation, and cancels when iFood's CAN comes", async () => {
    const start = await level();
    const ifoodId = placeOnIfood(1);
    expect(await poll()).toMatchObject({ imported: 1 });
    const order = (await comandaOrder(ifoodId))!;

    const reasons = await send(s.t.app, 'GET', orderUrl(order.id, '/cancellation-reasons'), {
      cookie: s.cookie,
    });
    expect(reasons.statusCode, reasons.body).toBe(200);
    expect(reasons.json()).toContainEqual({ code: '503', description: 'ITEM INDISPONÍVEL' });

    const asked = await send(s.t.app, 'POST', orderUrl(order.id, '/cancellation'), {
      cookie: s.cookie,
      payload: { code: '503', reason: 'Acabou o pão' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().cancelRequestedAt).not.toBeNull();
    const call = s.ifood.calls.find((c) => c.path.endsWith(`${ifoodId}/requestCancellation`));
    expect(call?.body).toEqual({ cancellationCode: '503', reason: 'Acabou o pão' });
    // Asked, not yet canceled: iFood answers through its events.
    expect((await comandaOrder(ifoodId))!.paymentStatus).toBe('paid');

    expect(await poll()).toMatchObject({ events: 2, canceled: 1 });
    const canceled = (await comandaOrder(ifoodId))!;
    expect(canceled).toMatchObject({ paymentStatus: 'canceled', cancelReason: 'Acabou o pão' });
    expect(canceled.history.at(-1)!.actor).toMatch(/^iFood · .+@/);
    expect(await level()).toBe(start);
    const state = await send(s.t.app, 'GET', orderUrl(order.id), { cookie: s.cookie });
    expect(state.json().canceledAt).not.toBeNull();
  });

  it('a cancellation iFood refuses (CARF) leaves the order as it was, and says so', async () => {
    const ifoodId = placeOnIfood(1);
    await poll();
    const order = (await comandaOrder(ifoodId))!;
    s.ifood.refuseCancellation(ifoodId);
    const asked = await send(s.t.app, 'POST', orderUrl(order.id, '/cancellation'), {
      cookie: s.cookie,
      payload: { code: '501', reason: 'Sistema fora do ar' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await poll()).toMatchObject({ events: 2, canceled: 0 });
    expect((await comandaOrder(ifoodId))!.paymentStatus).toBe('paid');
    const state = await send(s.t.app, 'GET', orderUrl(order.id), { cookie: s.cookie });
    expect(state.json()).toMatchObject({ canceledAt: null });
    expect(state.json().cancelRefusedAt).not.toBeNull();
  });
});

describe('"Confirmar" when the shop does not accept automatically', () => {
  const setAutoAccept = (autoAccept: boolean) =>
    s.t.app.db
      .update(ifoodConnections)
      .set({ autoAccept })
      .where(eq(ifoodConnections.establishmentId, s.shop));
  beforeAll(() => setAutoAccept(false));
  afterAll(() => setAutoAccept(true));
  const confirm = (id: string) =>
    send(s.t.app, 'POST', `/api/admin/orders/${id}/ifood/confirm`, { cookie: s.cookie });

  it('the poller leaves it; two clicks at once call confirm exactly once', async () => {
    const ifoodId = placeOnIfood(1);
    expect(await poll()).toMatchObject({ imported: 1, confirmed: 0 });
    expect(s.ifood.actionsOf(ifoodId)).toEqual([]);
    const order = (await comandaOrder(ifoodId))!;
    const state = await send(s.t.app, 'GET', `/api/admin/orders/${order.id}/ifood`, {
      cookie: s.cookie,
    });
    expect(state.json()).toMatchObject({ autoAccept: false, confirmedAt: null });
    const left = Date.parse(state.json().confirmDeadline) - Date.now();
    expect(left).toBeGreaterThan(7 * 60_000);
    expect(left).toBeLessThanOrEqual(8 * 60_000);

    const clicks = await Promise.all([confirm(order.id), confirm(order.id)]);
    for (const click of clicks) expect(click.statusCode, click.body).toBe(200);
    expect((await confirm(order.id)).json().confirmedAt).not.toBeNull();
    expect(await poll()).toMatchObject({ confirmed: 0 });
    expect(s.ifood.actionsOf(ifoodId)).toEqual(['confirm']);
  });

  it('after the 8 minutes iFood allows, it is refused and nothing is sent', async () => {
    const ifoodId = placeOnIfood(1);
    await poll();
    const order = (await comandaOrder(ifoodId))!;
    const now = s.t.app.clock.now;
    s.t.app.clock.now = () => new Date(Date.now() + 8 * 60_000 + 1000);
    try {
      const late = await confirm(order.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe(ifoodConfirmExpiredMessage);
    } finally {
      s.t.app.clock.now = now;
    }
    expect(s.ifood.actionsOf(ifoodId)).toEqual([]);
  });
});
