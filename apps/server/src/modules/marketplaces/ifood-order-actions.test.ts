import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { ifoodActionsFor } from './ifood-order-actions';
import { ifoodPort } from './ifood-poller';
import { sendOrderActions } from './marketplace-order-actions';
import { startIfoodShop, type IfoodShop } from './test/ifood-shop';

/*
 * The kitchen's bumps of an iFood order reach the fake iFood (issue 34, decision 058):
 * `startPreparation`, then `readyToPickup` (para levar, comer aqui) or `dispatch` (entrega), in
 * that order and once each, whichever instance hears the bump. The tests wait for the outcome.
 */

let s: IfoodShop;
beforeAll(async () => {
  s = await startIfoodShop();
  const [category] = await s.t.app.db
    .insert(categories)
    .values({ establishmentId: s.shop, name: 'Lanches' })
    .returning();
  await s.t.app.db.insert(products).values({
    establishmentId: s.shop,
    categoryId: category!.id,
    name: 'X-Burger',
    priceCents: 2000,
    code: 'XB',
  });
});
afterAll(() => s.close());

/** An iFood order of the fake, polled into Comanda; answers both ids. */
async function importedOrder(orderType: 'DELIVERY' | 'TAKEOUT') {
  const ifoodId = s.ifood.placeOrder({
    merchantId: s.merchantId,
    orderType,
    items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
  });
  expect(await s.t.app.ifoodPoller.runOnce()).toMatchObject({ imported: 1 });
  const list = await send(s.t.app, 'GET', '/api/admin/orders?channel=ifood', { cookie: s.cookie });
  const orderId = list.json<{ items: { id: string }[] }>().items[0]!.id;
  return { ifoodId, orderId };
}

const moveTo = async (orderId: string, stage: 'preparing' | 'ready' | 'delivered') => {
  const moved = await send(s.t.app, 'POST', `/api/admin/orders/${orderId}/stage`, {
    cookie: s.cookie,
    payload: { stage },
  });
  expect(moved.statusCode, moved.body).toBe(204);
};
const actionsOf = (ifoodId: string) =>
  expect.poll(() => s.ifood.actionsOf(ifoodId), { timeout: 20_000, interval: 50 });

describe("an iFood order's bumps", () => {
  it('a takeout: startPreparation, then readyToPickup, once each', async () => {
    const { ifoodId, orderId } = await importedOrder('TAKEOUT');
    expect(s.ifood.actionsOf(ifoodId)).toEqual(['confirm']);
    await moveTo(orderId, 'preparing');
    await actionsOf(ifoodId).toEqual(['confirm', 'startPreparation']);
    await moveTo(orderId, 'ready');
    await actionsOf(ifoodId).toEqual(['confirm', 'startPreparation', 'readyToPickup']);
    await moveTo(orderId, 'delivered');
    // Several instances hearing the same bump: nothing is sent again.
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        sendOrderActions(
          { db: s.t.app.db, ports: async () => ifoodPort(s.client) },
          s.shop,
          orderId,
        ),
      ),
    );
    expect(again).toEqual([[], [], []]);
    expect(s.ifood.actionsOf(ifoodId)).toEqual(['confirm', 'startPreparation', 'readyToPickup']);
  });

  it('a delivery bumped straight to ready: startPreparation first, then dispatch', async () => {
    const { ifoodId, orderId } = await importedOrder('DELIVERY');
    await moveTo(orderId, 'ready');
    await actionsOf(ifoodId).toEqual(['confirm', 'startPreparation', 'dispatch']);
  });

  it('maps each stage and fulfilment to the actions iFood must have heard', () => {
    expect(ifoodActionsFor('received', 'entrega')).toEqual([]);
    expect(ifoodActionsFor('preparing', 'entrega')).toEqual(['startPreparation']);
    expect(ifoodActionsFor('ready', 'comer_aqui')).toEqual(['startPreparation', 'readyToPickup']);
    expect(ifoodActionsFor('delivered', 'entrega')).toEqual(['startPreparation', 'dispatch']);
    expect(ifoodActionsFor('canceled', 'para_levar')).toEqual([]);
  });
});

describe('a SCHEDULED iFood order', () => {
  it("joins the kitchen held until its time, like the online menu's scheduled orders", async () => {
    const at = new Date(Date.now() + 3 * 3_600_000);
    at.setUTCSeconds(0, 0);
    s.ifood.placeOrder({
      merchantId: s.merchantId,
      orderType: 'TAKEOUT',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
      scheduledFor: at.toISOString(),
    });
    expect(await s.t.app.ifoodPoller.runOnce()).toMatchObject({ imported: 1 });
    const [order] = await s.t.app.db.select().from(orders).where(eq(orders.kitchenHoldUntil, at));
    expect(order).toMatchObject({ channel: 'ifood', paymentStatus: 'paid', stage: 'received' });
    expect(order!.kitchenHeldAt).not.toBeNull();
    expect(order!.notes).toMatch(/^Agendado para \d\d\/\d\d\/\d{4} às \d\d:\d\d$/);

    // An immediate one is not held.
    s.ifood.placeOrder({
      merchantId: s.merchantId,
      orderType: 'TAKEOUT',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
    });
    expect(await s.t.app.ifoodPoller.runOnce()).toMatchObject({ imported: 1 });
    const held = await s.t.app.db
      .select({ id: orders.id, heldAt: orders.kitchenHeldAt })
      .from(orders)
      .where(eq(orders.establishmentId, s.shop));
    expect(held.filter((row) => row.heldAt !== null).map((row) => row.id)).toEqual([order!.id]);
  });
});
