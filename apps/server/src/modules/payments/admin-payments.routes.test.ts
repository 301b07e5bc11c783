import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingPaymentPage, PlacedOrder } from '@comanda/shared';
import { orders } from '../../db/schema';
import { mainHost, send } from '../../test/auth-helpers';
import { openEventStream } from '../../test/server-sent-events';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, payKioskOrder, placeKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;
const pay = (shop: Shop, order: PlacedOrder, method: 'pix' | 'card') =>
  payKioskOrder(t.app, shop, order, method);
const orderStatus = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;

describe('admin payments', () => {
  let staticShop: Shop;
  let demoShop: Shop;
  let staticAdmin: string;
  let demoAdmin: string;
  beforeAll(async () => {
    staticShop = await insertKioskShop(t.app, { pixKey: '+5511999998888' });
    demoShop = await insertKioskShop(t.app, { demoPayments: true });
    staticAdmin = await signUpAdminOf(t.app, staticShop.shop.id);
    demoAdmin = await signUpAdminOf(t.app, demoShop.shop.id);
  });

  it('confirms a static Pix received by the shop: the order is paid', async () => {
    const order = await placeKioskOrder(t.app, staticShop);
    const payment = await pay(staticShop, order, 'pix');
    const heard: string[] = [];
    const stop = t.app.realtime.subscribe(`establishment:${staticShop.shop.id}`, (event) =>
      heard.push(event.type),
    );
    const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
      cookie: staticAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: payment.id,
      status: 'approved',
      providerStatus: 'confirmed_by_staff',
    });
    expect(await orderStatus(order.id)).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    // The payment's own 'payment.updated' (pending) travels through NOTIFY and may arrive
    // after the subscription on a loaded machine; the confirm's events follow it, in order.
    const confirmed = heard.indexOf('order.stage');
    expect(heard.slice(0, confirmed).every((type) => type === 'payment.updated')).toBe(true);
    expect(heard.slice(confirmed)).toEqual(['order.stage', 'payment.updated', 'order.updated']);
  });

  it("answers 404 for another shop's payment and changes nothing", async () => {
    const order = await placeKioskOrder(t.app, staticShop);
    const payment = await pay(staticShop, order, 'pix');
    const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
      cookie: demoAdmin,
    });
    expect(res.statusCode).toBe(404);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('confirms only static Pix payments by hand', async () => {
    const order = await placeKioskOrder(t.app, demoShop);
    const payment = await pay(demoShop, order, 'pix');
    const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
      cookie: demoAdmin,
    });
    expect(res.statusCode).toBe(422);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('approves and declines demo payments', async () => {
    const paid = await placeKioskOrder(t.app, demoShop);
    const pixPayment = await pay(demoShop, paid, 'pix');
    const approve = await send(t.app, 'POST', `/api/admin/payments/${pixPayment.id}/demo-outcome`, {
      cookie: demoAdmin,
      payload: { outcome: 'approved' },
    });
    expect(approve.json()).toMatchObject({ status: 'approved', demo: true });
    expect(await orderStatus(paid.id)).toBe('paid');

    const declined = await placeKioskOrder(t.app, demoShop);
    const card = await pay(demoShop, declined, 'card');
    const decline = await send(t.app, 'POST', `/api/admin/payments/${card.id}/demo-outcome`, {
      cookie: demoAdmin,
      payload: { outcome: 'rejected' },
    });
    expect(decline.json()).toMatchObject({ status: 'rejected' });
    expect(await orderStatus(declined.id)).toBe('pending');
  });

  it("streams the shop's payment events to its admin over HTTP", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address() as { port: number };
    const stream = await openEventStream(`http://127.0.0.1:${address.port}/api/admin/events`, {
      host: mainHost,
      cookie: staticAdmin,
    });
    expect(stream.status).toBe(200);
    const order = await placeKioskOrder(t.app, staticShop);
    const payment = await pay(staticShop, order, 'pix');
    expect(await stream.events.next()).toMatchObject({
      event: 'payment.updated',
      data: { id: payment.id, status: 'pending' },
    });
    const stranger = await openEventStream(`http://127.0.0.1:${address.port}/api/admin/events`, {
      host: mainHost,
    });
    expect(stranger.status).toBe(401);
    stranger.close();
    stream.close();
  });

  it('lists unpaid orders newest first, a page at a time, with their latest payment', async () => {
    const shop = await insertKioskShop(t.app, { pixKey: 'fila@example.com' });
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 3; i += 1) placed.push(await placeKioskOrder(t.app, shop));
    const payment = await pay(shop, placed[2]!, 'pix');

    const first = await send(t.app, 'GET', '/api/admin/orders/awaiting-payment?pageSize=2', {
      cookie: admin,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<AwaitingPaymentPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.items.map((item) => item.orderNumber)).toEqual([3, 2]);
    expect(page.items[0]!.payment).toMatchObject({ id: payment.id, provider: 'static_pix' });
    expect(page.items[1]!.payment).toBeNull();

    const second = await send(
      t.app,
      'GET',
      '/api/admin/orders/awaiting-payment?page=2&pageSize=2',
      {
        cookie: admin,
      },
    );
    expect(second.json<AwaitingPaymentPage>().items.map((item) => item.orderNumber)).toEqual([1]);
  });
});
