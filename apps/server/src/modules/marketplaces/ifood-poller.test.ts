import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ifoodSimulateDemoOnlyMessage,
  type AdminOrderDetail,
  type BusinessHours,
} from '@comanda/shared';
import {
  establishments,
  marketplaceEvents,
  marketplaceOrders,
  orders,
  paymentAttempts,
} from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { createIfoodPoller, orphanAckAfterMs } from './ifood-poller';
import { adminCookieOf, ifoodApp, insertIfoodShop, saveIfoodApp } from './test/ifood-orders';

/*
 * The iFood poller against the fake Merchant API (test/fake-ifood.ts, built from iFood's
 * published contract), driven as iFood's docs describe: a PLACED event, then the order's
 * details, then the shop's confirm. Poll rounds are run by hand (`runOnce`), never on a timer.
 */

let fake: FakeIfood;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeIfood(ifoodApp);
  t = await createTestApp({
    SUPER_ADMIN_EMAIL: 'super-poller@comanda.example',
    IFOOD_API_URL: fake.url,
  });
  await saveIfoodApp(t.app, 'super-poller@comanda.example');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const poll = () => t.app.ifoodPoller.runOnce();

describe('a PLACED order from iFood', () => {
  let shop: Awaited<ReturnType<typeof insertIfoodShop>>;
  let ifoodOrderId: string;
  let detail: AdminOrderDetail;

  beforeAll(async () => {
    shop = await insertIfoodShop(t.app);
    ifoodOrderId = fake.placeOrder({
      merchantId: shop.merchantId,
      displayId: '4821',
      customer: { name: 'Bruno Lima', phone: '11 99999-0000' },
      address: 'Rua das Flores, 10 - Centro',
      items: [
        { name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25.5 },
        { name: 'Suco da casa', externalCode: 'SUCO-9', quantity: 1, unitPrice: 9 },
      ],
    });
  });

  it('reaches the kitchen and /admin/pedidos after one poll, paid online, linked to iFood', async () => {
    const report = await poll();
    expect(report).toMatchObject({
      shops: 1,
      events: 1,
      imported: 1,
      acknowledged: 1,
      confirmed: 1,
    });

    const cookie = await adminCookieOf(t.app, shop.id);
    const list = await send(t.app, 'GET', '/api/admin/orders?channel=ifood', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    const [summary] = list.json().items;
    expect(summary).toMatchObject({
      channel: 'ifood',
      fulfilment: 'entrega',
      paymentStatus: 'paid',
      stage: 'received',
      customerName: 'Bruno Lima',
      totalCents: 6000,
    });
    detail = (await send(t.app, 'GET', `/api/admin/orders/${summary.id}`, { cookie })).json();
    expect(detail).toMatchObject({
      externalCode: '4821',
      customerPhone: '11 99999-0000',
      deliveryAddress: 'Rua das Flores, 10 - Centro',
    });
    // The mapped item is the shop's product; the unmapped one reaches the kitchen as text, flagged.
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'X-Burger',
          quantity: 2,
          unitPriceCents: 2550,
          notes: null,
        }),
        expect.objectContaining({
          name: 'Suco da casa',
          quantity: 1,
          unitPriceCents: 900,
          notes: 'Item sem vínculo no cardápio',
        }),
      ]),
    );

    const payments = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, summary.id));
    expect(payments).toEqual([
      expect.objectContaining({ provider: 'ifood', status: 'approved', amountCents: 6000 }),
    ]);
    const [link] = await t.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.orderId, summary.id));
    expect(link).toMatchObject({
      channel: 'ifood',
      externalId: ifoodOrderId,
      merchantId: shop.merchantId,
    });
    expect(link!.confirmedAt).not.toBeNull();
    expect(fake.actionsOf(ifoodOrderId)).toEqual(['confirm']);
  });

  it('lists the unmapped item under "Itens sem vínculo"', async () => {
    const cookie = await adminCookieOf(t.app, shop.id);
    const res = await send(t.app, 'GET', '/api/admin/integrations/unmapped-items', {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        channel: 'ifood',
        externalCode: 'SUCO-9',
        name: 'Suco da casa',
        timesSeen: 1,
      }),
    ]);
  });

  it('acknowledges each event once, confirms once, and a repeated PLACED changes nothing', async () => {
    const [event] = await t.app.db
      .select()
      .from(marketplaceEvents)
      .where(eq(marketplaceEvents.establishmentId, shop.id));
    expect(fake.acks.get(event!.eventId)).toBe(1);

    // iFood delivers a second PLACED of the same order (another event id), older than the first.
    fake.addEvent(ifoodOrderId, 'PLC', '2020-01-01T00:00:00.000Z');
    const report = await poll();
    expect(report).toMatchObject({ events: 1, imported: 0, acknowledged: 1, confirmed: 0 });
    expect(await poll()).toMatchObject({ events: 0, imported: 0, acknowledged: 0 });
    const count = await t.app.db.select().from(orders).where(eq(orders.establishmentId, shop.id));
    expect(count).toHaveLength(1);
    expect(fake.actionsOf(ifoodOrderId)).toEqual(['confirm']);
    for (const [, times] of fake.acks) expect(times).toBe(1);
  });
});

describe('acknowledgment only after commit', () => {
  /** A poller of this app whose client goes through `wrap` (a crash, a look at the ack). */
  const pollerWith = (wrap: (client: IfoodClient) => IfoodClient) =>
    createIfoodPoller({
      db: t.app.db,
      ifood: async () => wrap(createIfoodClient({ baseUrl: fake.url, ...ifoodApp })),
      realtime: t.app.realtime,
      events: t.app.domainEvents,
      log: t.app.log,
      now: () => t.app.clock.now(),
      payments: t.app.payments,
    });
  const linksOf = (establishmentId: string) =>
    t.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.establishmentId, establishmentId));

  it('acknowledges when the order is committed (seen from another connection)', async () => {
    const shop = await insertIfoodShop(t.app);
    fake.placeOrder({
      merchantId: shop.merchantId,
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
    });
    const seenAtAck: number[] = [];
    const poller = pollerWith((client) => ({
      ...client,
      acknowledge: async (ids) => {
        seenAtAck.push((await linksOf(shop.id)).length);
        return client.acknowledge(ids);
      },
    }));
    expect(await poller.runOnce()).toMatchObject({ imported: 1, acknowledged: 1 });
    expect(seenAtAck).toEqual([1]);
  });

  it('a process killed between commit and ack creates no duplicate after restart', async () => {
    const shop = await insertIfoodShop(t.app);
    const id = fake.placeOrder({
      merchantId: shop.merchantId,
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
    });
    const crashing = pollerWith((client) => ({
      ...client,
      acknowledge: () => Promise.reject(new Error('killed')),
    }));
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    expect(await linksOf(shop.id)).toHaveLength(1);

    // Restarted: iFood delivers the event again; it is stored, so nothing is written twice.
    // Its first poller may still be acknowledging it: the ack waits orphanAckAfterMs.
    expect(await poll()).toMatchObject({ imported: 0, acknowledged: 0 });
    const now = t.app.clock.now;
    t.app.clock.now = () => new Date(Date.now() + orphanAckAfterMs);
    try {
      expect(await poll()).toMatchObject({ imported: 0, acknowledged: 1 });
    } finally {
      t.app.clock.now = now;
    }
    expect(await linksOf(shop.id)).toHaveLength(1);
    const placed = fake.calls.filter((call) => call.path.endsWith('events:polling')).length;
    expect(placed).toBeGreaterThan(0);
    const [event] = await t.app.db
      .select()
      .from(marketplaceEvents)
      .where(eq(marketplaceEvents.externalOrderId, id));
    expect(fake.acks.get(event!.eventId)).toBe(1);
  });
});

describe('which shops are polled', () => {
  it('a shop closed in Comanda is not in x-polling-merchants', async () => {
    const closedAllWeek: BusinessHours = Array.from({ length: 7 }, () => null);
    const open = await insertIfoodShop(t.app);
    const closed = await insertIfoodShop(t.app, { businessHours: closedAllWeek });
    const seen = fake.calls.length;
    await poll();
    const headers = fake.calls
      .slice(seen)
      .filter((call) => call.path === '/events/v1.0/events:polling')
      .flatMap((call) => String(call.headers['x-polling-merchants']).split(','));
    expect(headers).toContain(open.merchantId);
    expect(headers).not.toContain(closed.merchantId);
  });
});

describe('"Simular pedido iFood" (demo mode)', () => {
  it("puts a demo iFood order of the shop's products on the kitchen's queue", async () => {
    const shop = await insertIfoodShop(t.app);
    const cookie = await adminCookieOf(t.app, shop.id);
    const simulate = () =>
      send(t.app, 'POST', '/api/admin/integrations/ifood/simulate', { cookie });

    const refused = await simulate();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(ifoodSimulateDemoOnlyMessage);

    await t.app.db
      .update(establishments)
      .set({ demoPayments: true })
      .where(eq(establishments.id, shop.id));
    const seen = fake.calls.length;
    const res = await simulate();
    expect(res.statusCode, res.body).toBe(201);
    const detail = (
      await send(t.app, 'GET', `/api/admin/orders/${res.json().orderId}`, { cookie })
    ).json();
    expect(detail).toMatchObject({
      channel: 'ifood',
      paymentStatus: 'paid',
      stage: 'received',
      fulfilment: 'entrega',
      lines: [expect.objectContaining({ name: 'X-Burger', notes: null })],
    });
    // The demo source is built in: no iFood was called.
    expect(fake.calls.length).toBe(seen);
  });
});
