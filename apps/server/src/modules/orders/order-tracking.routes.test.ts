import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTracking, PlacedOrder } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import {
  insertKioskShop,
  kioskCall,
  paidKioskOrder,
  placeKioskOrder,
} from '../../test/kiosk-orders';
import { openEventStream } from '../../test/server-sent-events';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let other: Awaited<ReturnType<typeof insertKioskShop>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  shop = await insertKioskShop(t.app, { demoPayments: true, name: 'Burger da Praça' });
  other = await insertKioskShop(t.app, { demoPayments: true });
  admin = await signUpAdminOf(t.app, shop.shop.id);
});
afterAll(() => t.close());

const statusUrl = (order: PlacedOrder, token?: string) =>
  `/api/public/orders/${order.id}/status${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

const moveTo = async (order: PlacedOrder, stage: string) => {
  const res = await send(t.app, 'POST', `/api/admin/orders/${order.id}/stage`, {
    cookie: admin,
    payload: { stage },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe('the order status page (decision 072)', () => {
  it('answers the stage and the estimate to the token, 404 to anyone else', async () => {
    const order = await paidKioskOrder(t.app, shop);
    const res = await kioskCall(t.app, shop.host, 'GET', statusUrl(order, order.publicToken));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const status = res.json<OrderTracking>();
    expect(status).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      shopName: 'Burger da Praça',
      stage: 'received',
      fulfilment: 'comer_aqui',
      paymentStatus: 'paid',
      readyInMinutes: expect.any(Number),
      scheduledFor: null,
    });
    expect(status.readyInMinutes).toBeGreaterThanOrEqual(1);
    // Nothing about the order without its token, with another order's, or on another shop.
    const second = await placeKioskOrder(t.app, shop);
    for (const [host, url] of [
      [shop.host, statusUrl(order)],
      [shop.host, statusUrl(order, 'errado')],
      [shop.host, statusUrl(order, second.publicToken)],
      [other.host, statusUrl(order, order.publicToken)],
    ] as const) {
      const refused = await kioskCall(t.app, host, 'GET', url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('"stage"');
    }
  });

  it('an unpaid order waits for its payment, without an estimate', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const res = await kioskCall(t.app, shop.host, 'GET', statusUrl(order, order.publicToken));
    expect(res.json()).toMatchObject({
      stage: null,
      paymentStatus: 'pending',
      readyInMinutes: null,
    });
  });

  it('streams each stage the kitchen moves it to, and only this order', async () => {
    const order = await paidKioskOrder(t.app, shop);
    const bystander = await paidKioskOrder(t.app, shop);
    const eventsUrl = (token: string) =>
      `${baseUrl}/api/public/orders/${order.id}/status/events?token=${encodeURIComponent(token)}`;
    const refused = await openEventStream(eventsUrl('errado'), { host: shop.host });
    expect(refused.status).toBe(404);
    refused.close();

    const stream = await openEventStream(eventsUrl(order.publicToken), { host: shop.host });
    expect(stream.status).toBe(200);
    const next = async (stage: string) => {
      for (;;) {
        const event = await stream.events.next(5000);
        expect(event.event).toBe('order.status');
        const data = event.data as OrderTracking;
        expect(data.id).toBe(order.id);
        if (data.stage === stage) return data;
      }
    };
    expect((await next('received')).readyInMinutes).toBeGreaterThanOrEqual(1);
    // Another order's bump may refresh the estimate, never send that order.
    await moveTo(bystander, 'preparing');
    await moveTo(order, 'preparing');
    expect((await next('preparing')).readyInMinutes).toBeGreaterThanOrEqual(1);
    await moveTo(order, 'ready');
    expect(await next('ready')).toMatchObject({ readyInMinutes: null, paymentStatus: 'paid' });
    await moveTo(order, 'delivered');
    await next('delivered');
    stream.close();
  });
});
