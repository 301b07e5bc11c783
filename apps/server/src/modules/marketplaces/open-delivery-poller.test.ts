import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceEvents, marketplaceOrders } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendOrderActions } from './marketplace-order-actions';
import { openDeliveryClients, openDeliveryPort } from './open-delivery-poller';
import { adminCookieOf, insertIfoodShop } from './test/ifood-orders';

/*
 * Open Delivery through the same channel port as iFood (decision 059), against the fake
 * Ordering Application built from Abrasel's OpenAPI: a CREATED order appears after one poll,
 * paid online, is confirmed once, and every event is stored once and acknowledged once, after
 * the round's commit. Rounds are run by hand (`runOnce`).
 */

const merchantId = '22815773000169-3c9a1f0e-6b2d-4e8f-a7c5-00000000d001';
const credentials = { clientId: 'loja-od', clientSecret: 'segredo-od' };
const kitchenMerchant = { merchantId: 'od-cozinha', clientId: 'loja-od-2', clientSecret: 's-2' };
let fake: FakeOpenDelivery;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenDelivery({
    merchants: [{ merchantId, ...credentials }, kitchenMerchant],
  });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const poll = () => t.app.openDeliveryPoller.runOnce();

describe('an Open Delivery order', () => {
  let shopId: string;
  let cookie: string;
  let externalId: string;

  beforeAll(async () => {
    // A shop selling an X-Burger of code XB; its iFood store is not connected.
    const shop = await insertIfoodShop(t.app);
    shopId = shop.id;
    cookie = await adminCookieOf(t.app, shopId);
    const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
      cookie,
      payload: { baseUrl: fake.url, merchantId, ...credentials, platformCnpj: '11222333000181' },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    externalId = fake.placeOrder({
      merchantId,
      displayId: '7310',
      type: 'TAKEOUT',
      customer: { name: 'Ana Souza', phone: '11 98888-0000' },
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25.5 }],
    });
  });

  it('appears on the kitchen display and /admin/pedidos after one poll, paid online, and is confirmed once', async () => {
    const report = await poll();
    expect(report).toMatchObject({
      shops: 1,
      events: 1,
      imported: 1,
      acknowledged: 1,
      confirmed: 1,
    });
    const list = await send(t.app, 'GET', '/api/admin/orders?channel=open_delivery', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        channel: 'open_delivery',
        fulfilment: 'para_levar',
        paymentStatus: 'paid',
        customerName: 'Ana Souza',
        totalCents: 5100,
      }),
    ]);
    // The kitchen display's queue has it, with its channel, like any paid order.
    const paired = await send(t.app, 'POST', '/api/admin/order-devices', {
      cookie,
      payload: { name: 'Chapa', kind: 'kitchen' },
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/device/kitchen-orders',
      headers: { host: 'localhost:3000', authorization: `Bearer ${paired.json().token}` },
    });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ id: list.json().items[0].id, channel: 'open_delivery' }),
    );
    expect(fake.actionsOf(externalId)).toEqual(['confirm']);
    const confirm = fake.calls.find((call) => call.path.endsWith(`${externalId}/confirm`))!;
    const [link] = await t.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.externalId, externalId));
    expect(link).toMatchObject({ channel: 'open_delivery', merchantId });
    expect(link!.confirmedAt).not.toBeNull();
    expect(confirm.body).toMatchObject({ orderExternalCode: link!.orderId });
  });

  it('stores and acknowledges each event once, after the commit; a repeat changes nothing', async () => {
    // The confirm brought CONFIRMED; the customer's app re-sends the old CREATED too.
    const [created] = await t.app.db
      .select()
      .from(marketplaceEvents)
      .where(
        and(eq(marketplaceEvents.establishmentId, shopId), eq(marketplaceEvents.code, 'CREATED')),
      );
    expect(created!.ackedAt).not.toBeNull();
    const report = await poll();
    expect(report).toMatchObject({ events: 1, imported: 0, acknowledged: 1, confirmed: 0 });
    expect(await poll()).toMatchObject({ events: 0, imported: 0, acknowledged: 0 });
    const stored = await t.app.db
      .select({ code: marketplaceEvents.code, ackedAt: marketplaceEvents.ackedAt })
      .from(marketplaceEvents)
      .where(eq(marketplaceEvents.establishmentId, shopId));
    expect(stored.map((row) => row.code).sort()).toEqual(['CONFIRMED', 'CREATED']);
    expect(stored.every((row) => row.ackedAt !== null)).toBe(true);
    for (const count of fake.acks.values()) expect(count).toBe(1);
    expect(fake.acks.size).toBe(2);
    expect(fake.actionsOf(externalId)).toEqual(['confirm']);
    const list = await send(t.app, 'GET', '/api/admin/orders?channel=open_delivery', { cookie });
    expect(list.json().items).toHaveLength(1);
  });

  it('a disconnected shop is not polled', async () => {
    await send(t.app, 'POST', '/api/admin/integrations/open-delivery/disconnect', { cookie });
    const before = fake.calls.length;
    expect(await poll()).toMatchObject({ shops: 0 });
    expect(fake.calls.length).toBe(before);
  });
});

describe("an Open Delivery order's kitchen bumps (decision 068)", () => {
  let shopId: string;
  let cookie: string;
  beforeAll(async () => {
    shopId = (await insertIfoodShop(t.app)).id;
    cookie = await adminCookieOf(t.app, shopId);
    const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
      cookie,
      payload: { baseUrl: fake.url, ...kitchenMerchant, platformCnpj: '11222333000181' },
    });
    expect(connected.statusCode, connected.body).toBe(200);
  });

  /** An order of the fake, polled into Comanda; answers both ids. */
  async function imported(type: 'DELIVERY' | 'TAKEOUT') {
    const externalId = fake.placeOrder({
      merchantId: kitchenMerchant.merchantId,
      type,
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
    });
    expect(await poll()).toMatchObject({ imported: 1 });
    const [link] = await t.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.externalId, externalId));
    return { externalId, orderId: link!.orderId };
  }
  const moveTo = async (orderId: string, stage: 'preparing' | 'ready' | 'delivered') => {
    const moved = await send(t.app, 'POST', `/api/admin/orders/${orderId}/stage`, {
      cookie,
      payload: { stage },
    });
    expect(moved.statusCode, moved.body).toBe(204);
  };
  const actionsOf = (externalId: string) =>
    expect.poll(() => fake.actionsOf(externalId), { timeout: 20_000, interval: 50 });

  it('a takeout: preparing, then readyForPickup, once each, whichever instance hears it', async () => {
    const { externalId, orderId } = await imported('TAKEOUT');
    await moveTo(orderId, 'preparing');
    await actionsOf(externalId).toEqual(['confirm', 'preparing']);
    await moveTo(orderId, 'ready');
    await actionsOf(externalId).toEqual(['confirm', 'preparing', 'readyForPickup']);
    await moveTo(orderId, 'delivered');
    const clients = openDeliveryClients({ db: t.app.db, box: t.app.secretBox, allowLocal: true });
    const ports = async () => openDeliveryPort((await clients(shopId))!, () => new Date());
    const again = await Promise.all(
      [1, 2, 3].map(() => sendOrderActions({ db: t.app.db, ports }, shopId, orderId)),
    );
    expect(again).toEqual([[], [], []]);
    expect(fake.actionsOf(externalId)).toEqual(['confirm', 'preparing', 'readyForPickup']);
    // CONFIRMED, PREPARING and READY_FOR_PICKUP are stored and acknowledged like any other event.
    expect(await poll()).toMatchObject({ imported: 0, acknowledged: 3 });
  });

  it('a delivery bumped straight to ready: preparing first, then dispatch', async () => {
    const { externalId, orderId } = await imported('DELIVERY');
    await moveTo(orderId, 'ready');
    await actionsOf(externalId).toEqual(['confirm', 'preparing', 'dispatch']);
  });
});
