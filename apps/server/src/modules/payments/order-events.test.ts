import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import { insertKioskShop, kioskCall, placeKioskOrder } from '../../test/kiosk-orders';
import { openEventStream } from '../../test/server-sent-events';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  // The oldest shop is what a bare 127.0.0.1 host falls back to: the test shop must come from
  // the Host header.
  await insertKioskShop(t.app, { demoPayments: true });
  shop = await insertKioskShop(t.app, { demoPayments: true });
});
afterAll(() => t.close());

const eventsUrl = (order: PlacedOrder, token?: string) =>
  `${baseUrl}/api/public/orders/${order.id}/events${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

describe('GET /api/public/orders/:orderId/events over HTTP', () => {
  it('answers 404 without the token or with a wrong one', async () => {
    const order = await placeKioskOrder(t.app, shop);
    for (const url of [eventsUrl(order), eventsUrl(order, 'errado')]) {
      const stream = await openEventStream(url, { host: shop.host });
      expect(stream.status).toBe(404);
      stream.close();
    }
  });

  it('opens with the order, then streams the payment and the order as they change', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const stream = await openEventStream(eventsUrl(order, order.publicToken), { host: shop.host });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const { events } = stream;

    expect(await events.next()).toEqual({
      event: 'order.updated',
      data: {
        id: order.id,
        orderNumber: order.orderNumber,
        totalCents: 2000,
        paymentStatus: 'pending',
      },
    });
    const payment = (
      await kioskCall(t.app, shop.host, 'POST', `/api/public/orders/${order.id}/payments`, {
        token: order.publicToken,
        method: 'pix',
      })
    ).json<KioskPayment>();
    expect(await events.next()).toMatchObject({
      event: 'payment.updated',
      data: { id: payment.id, status: 'pending', demo: true },
    });
    await kioskCall(
      t.app,
      shop.host,
      'POST',
      `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
      { token: order.publicToken, outcome: 'approved' },
    );
    expect(await events.next()).toMatchObject({
      event: 'payment.updated',
      data: { status: 'approved' },
    });
    expect(await events.next()).toMatchObject({
      event: 'order.updated',
      data: { id: order.id, paymentStatus: 'paid' },
    });
    stream.close();
  });

  it('opens with the latest payment when the order already has one', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const payment = (
      await kioskCall(t.app, shop.host, 'POST', `/api/public/orders/${order.id}/payments`, {
        token: order.publicToken,
        method: 'card',
      })
    ).json<KioskPayment>();
    const stream = await openEventStream(eventsUrl(order, order.publicToken), { host: shop.host });
    const { events } = stream;
    expect((await events.next()).event).toBe('order.updated');
    expect(await events.next()).toMatchObject({
      event: 'payment.updated',
      data: { id: payment.id, method: 'card' },
    });
    stream.close();
  });
});
