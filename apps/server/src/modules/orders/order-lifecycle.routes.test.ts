import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, type KioskSales, type PlacedOrder } from '@comanda/shared';
import { establishments, orders, printerSettings, printJobs } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, payKioskOrder, placeKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

/** A kiosk order paid by static Pix and confirmed by the shop's admin. */
async function paidOrder(shop: Shop, admin: string): Promise<PlacedOrder> {
  const order = await placeKioskOrder(t.app, shop);
  const payment = await payKioskOrder(t.app, shop, order, 'pix');
  const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

async function pairDevice(admin: string, kind: 'kitchen' | 'board') {
  const res = await send(t.app, 'POST', '/api/admin/order-devices', {
    cookie: admin,
    payload: { name: kind === 'kitchen' ? 'Chapa' : 'TV do balcão', kind },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string };
}

const asDevice = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      authorization: `Bearer ${token}`,
    },
  });

/**
 * The order's print jobs once all are printed: the worker delivers on its own as well (woken
 * by the database notification), so a job may be in its hands when runOnce() looks.
 */
async function printedJobsOf(orderId: string, count: number) {
  for (let tries = 0; ; tries += 1) {
    await t.app.printWorker.runOnce();
    const jobs = await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    if (jobs.length >= count && jobs.every((job) => job.previewText !== null)) return jobs;
    if (tries > 50) throw new Error(`jobs of ${orderId} not printed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stageOf = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('order lifecycle and devices', () => {
  let shop: Shop;
  let other: Shop;
  let admin: string;
  let otherAdmin: string;
  beforeAll(async () => {
    shop = await insertKioskShop(t.app, { pixKey: '+5511999998888' });
    other = await insertKioskShop(t.app, { pixKey: '+5511999997777' });
    admin = await signUpAdminOf(t.app, shop.shop.id);
    otherAdmin = await signUpAdminOf(t.app, other.shop.id);
  });

  it('a paid order enters `received`, with who and when, and is listed in /admin/pedidos', async () => {
    const order = await paidOrder(shop, admin);
    expect((await stageOf(order.id)).stage).toBe('received');
    const list = await send(t.app, 'GET', `/api/admin/orders?number=${order.orderNumber}`, {
      cookie: admin,
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(order.id);
    const detail = await send(t.app, 'GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(detail.json()).toMatchObject({
      stage: 'received',
      method: 'pix',
      lines: [{ quantity: 1, name: 'Lanche' }],
      history: [{ stage: 'received', actor: 'Pagamento' }],
    });
    const foreign = await send(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      cookie: otherAdmin,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("every order has a channel and a fulfilment: on the kitchen's cards, the board and /admin/pedidos (filter 'Canal')", async () => {
    const kiosk = await paidOrder(shop, admin);
    // A marketplace's delivery; its own source is not wired yet: the kiosk's order, re-labelled.
    const placed = await placeKioskOrder(t.app, shop);
    const delivery = {
      channel: 'ifood' as const,
      fulfilment: 'entrega' as const,
      customerName: 'Bruno Lima',
      customerPhone: '11 99999-0000',
      deliveryAddress: 'Rua das Flores, 10 - Centro',
      externalCode: '4821',
    };
    await t.app.db.update(orders).set(delivery).where(eq(orders.id, placed.id));
    const payment = await payKioskOrder(t.app, shop, placed, 'pix');
    const confirmed = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
      cookie: admin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const kitchen = await pairDevice(admin, 'kitchen');
    const board = await pairDevice(admin, 'board');
    const cards = (await asDevice(kitchen.token, 'GET', '/api/device/kitchen-orders')).json();
    expect(cards.find((card: { id: string }) => card.id === placed.id)).toMatchObject({
      channel: 'ifood',
      fulfilment: 'entrega',
    });
    expect(cards.find((card: { id: string }) => card.id === kiosk.id)).toMatchObject({
      channel: 'totem',
      fulfilment: 'comer_aqui',
    });
    const shown = (await asDevice(board.token, 'GET', '/api/device/board-orders')).json();
    expect(shown.find((row: { id: string }) => row.id === placed.id)).toMatchObject({
      channel: 'ifood',
      firstName: 'Bruno',
    });

    const listed = async (query: string) => {
      const res = await send(t.app, 'GET', `/api/admin/orders?${query}`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((item: { id: string; channel: string }) => item);
    };
    const ifood = await listed('channel=ifood');
    expect(ifood.map((item: { id: string }) => item.id)).toEqual([placed.id]);
    expect((await listed('channel=totem')).map((item: { id: string }) => item.id)).toContain(
      kiosk.id,
    );
    expect((await listed('channel=balcao')).length).toBe(0);
    expect(
      (await send(t.app, 'GET', '/api/admin/orders?channel=rappi', { cookie: admin })).statusCode,
    ).toBe(400);
    const detail = await send(t.app, 'GET', `/api/admin/orders/${placed.id}`, { cookie: admin });
    expect(detail.json()).toMatchObject({ ...delivery, fulfilment: 'entrega' });
    // Another shop's iFood orders are not mine.
    const theirs = await send(t.app, 'GET', '/api/admin/orders?channel=ifood', {
      cookie: otherAdmin,
    });
    expect(theirs.json().items).toEqual([]);
  });

  it("a kitchen token sees only its shop's orders, bumps, recalls, and stops once revoked", async () => {
    const mine = await paidOrder(shop, admin);
    const theirs = await paidOrder(other, otherAdmin);
    const kitchen = await pairDevice(admin, 'kitchen');
    const board = await pairDevice(admin, 'board');

    const queue = await asDevice(kitchen.token, 'GET', '/api/device/kitchen-orders');
    const ids = queue.json().map((order: { id: string }) => order.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    // Another shop's order reads as missing, and the board may not bump.
    expect(
      (await asDevice(kitchen.token, 'POST', '/api/device/bump', { orderId: theirs.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asDevice(board.token, 'POST', '/api/device/bump', { orderId: mine.id })).statusCode,
    ).toBe(403);

    const bump = () => asDevice(kitchen.token, 'POST', '/api/device/bump', { orderId: mine.id });
    expect((await bump()).json()).toEqual({ stage: 'preparing' });
    expect((await bump()).json()).toEqual({ stage: 'ready' });
    const onBoard = await asDevice(board.token, 'GET', '/api/device/board-orders');
    expect(onBoard.json()).toContainEqual({
      id: mine.id,
      orderNumber: mine.orderNumber,
      stage: 'ready',
      firstName: null,
      channel: 'totem',
      canceledAt: null,
    });
    const recall = await asDevice(kitchen.token, 'POST', '/api/device/recall');
    expect(recall.json()).toEqual({ orderId: mine.id, stage: 'preparing' });
    expect((await stageOf(mine.id)).stage).toBe('preparing');

    const revoke = await send(t.app, 'DELETE', `/api/admin/order-devices/${kitchen.id}`, {
      cookie: admin,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await asDevice(kitchen.token, 'GET', '/api/device/kitchen-orders')).statusCode).toBe(
      401,
    );
    expect((await bump()).statusCode).toBe(401);
  });

  it("colours the kitchen display's cards by the shop's own minutes", async () => {
    const kitchen = await pairDevice(admin, 'kitchen');
    const board = async () => (await asDevice(kitchen.token, 'GET', '/api/device/board')).json();
    expect(await board()).toMatchObject({
      kind: 'kitchen',
      warnAfterMinutes: 5,
      lateAfterMinutes: 8,
    });

    const current = await send(t.app, 'GET', '/api/admin/settings', { cookie: admin });
    const saved = await send(t.app, 'PUT', '/api/admin/settings', {
      cookie: admin,
      payload: { ...current.json(), kdsWarningMinutes: 3, kdsLateMinutes: 6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await board()).toMatchObject({ warnAfterMinutes: 3, lateAfterMinutes: 6 });
  });

  it('a device token opens no admin or super-admin route (route walk)', async () => {
    const kitchen = await pairDevice(admin, 'kitchen');
    const guarded = t.app.routeList.filter(
      ({ url, method }) =>
        (url.startsWith('/api/admin/') || url.startsWith('/api/superadmin/')) && method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          authorization: `Bearer ${kitchen.token}`,
        },
      });
      expect([401, 403], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
  });

  it("canceling an unpaid order never prints; a paid one is marked 'reembolso manual pendente'", async () => {
    await t.app.db.insert(printerSettings).values({
      establishmentId: shop.shop.id,
      name: 'Cozinha',
      kind: 'kitchen',
      connectionType: 'virtual',
      connectionConfig: {},
    });
    const unpaid = await placeKioskOrder(t.app, shop);
    const cancel = (orderId: string) =>
      send(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, {
        cookie: admin,
        payload: { reason: 'Cliente desistiu' },
      });
    expect((await cancel(unpaid.id)).json()).toMatchObject({ paymentStatus: 'canceled' });
    const jobsOf = (orderId: string) =>
      t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    expect(await jobsOf(unpaid.id)).toEqual([]);
    expect((await stageOf(unpaid.id)).stage).toBe('canceled');

    const paid = await paidOrder(shop, admin);
    expect(await jobsOf(paid.id)).toHaveLength(1);
    expect((await cancel(paid.id)).statusCode).toBe(200);
    const row = await stageOf(paid.id);
    expect(row).toMatchObject({
      stage: 'canceled',
      paymentStatus: 'canceled',
      manualRefundPending: true,
      cancelReason: 'Cliente desistiu',
    });
    expect(await jobsOf(paid.id)).toHaveLength(1);
    expect((await cancel(paid.id)).statusCode).toBe(200);
    expect(
      (
        await send(t.app, 'POST', `/api/admin/orders/${paid.id}/cancel`, {
          cookie: otherAdmin,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the first name and takeaway the shop asks for, on the ticket, the KDS and the board', async () => {
    const asking = await insertKioskShop(t.app, {
      pixKey: '+5511999996666',
      askCustomerName: true,
      askOrderType: true,
      theme: 'azul',
      logoUrl: '/uploads/logo-teste.png',
    });
    const askingAdmin = await signUpAdminOf(t.app, asking.shop.id);
    await t.app.db.insert(printerSettings).values({
      establishmentId: asking.shop.id,
      name: 'Cozinha',
      kind: 'kitchen',
      connectionType: 'virtual',
      connectionConfig: {},
    });
    const place = (shop: Shop, extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/orders',
        payload: { items: [{ productId: shop.productId, quantity: 1 }], ...extra },
        headers: {
          host: shop.host,
          origin: `http://${shop.host}`,
          'idempotency-key': `key-${randomBytes(8).toString('hex')}`,
        },
      });
    for (const customerName of ['Ana Maria', 'R2D2', 'a'.repeat(31), 'Ana!']) {
      const refused = await place(asking, { customerName });
      expect(refused.statusCode, customerName).toBe(400);
    }
    const placed = await place(asking, { customerName: '  Ana  ', dineIn: false });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlacedOrder>();
    expect(await stageOf(order.id)).toMatchObject({ customerName: 'Ana', dineIn: false });
    // A shop that does not ask keeps neither answer.
    const notAsked = (await place(shop, { customerName: 'Ana', dineIn: true })).json<PlacedOrder>();
    expect(await stageOf(notAsked.id)).toMatchObject({ customerName: null, dineIn: null });

    const payment = await payKioskOrder(t.app, asking, order, 'pix');
    const confirmed = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/confirm`, {
      cookie: askingAdmin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [ticket] = await printedJobsOf(order.id, 1);
    expect(ticket!.previewText).toContain('Nome: Ana');
    expect(ticket!.previewText).toContain('PARA LEVAR');

    const kitchen = await pairDevice(askingAdmin, 'kitchen');
    const board = await pairDevice(askingAdmin, 'board');
    const queue = await asDevice(kitchen.token, 'GET', '/api/device/kitchen-orders');
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id: order.id,
        customerName: 'Ana',
        dineIn: false,
        lines: [expect.objectContaining({ name: 'Lanche', station: 'Lanches' })],
      }),
    );
    expect((await asDevice(board.token, 'GET', '/api/device/board-orders')).json()).toContainEqual(
      expect.objectContaining({ id: order.id, firstName: 'Ana' }),
    );
    expect((await asDevice(board.token, 'GET', '/api/device/board')).json()).toMatchObject({
      kind: 'board',
      stations: ['Lanches'],
      logoUrl: '/uploads/logo-teste.png',
      theme: 'azul',
    });
    const listed = await send(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      cookie: askingAdmin,
    });
    expect(listed.json()).toMatchObject({ customerName: 'Ana', dineIn: false });
  });

  it("reprints a paid order's kitchen ticket marked 'REIMPRESSÃO'", async () => {
    const order = await paidOrder(shop, admin);
    const res = await send(t.app, 'POST', `/api/admin/orders/${order.id}/reprint`, {
      cookie: admin,
      payload: { kind: 'kitchen' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const jobs = await printedJobsOf(order.id, 2);
    const [original, reprint] = [...jobs].sort((a, b) => a.copy - b.copy);
    expect(original!.previewText).not.toContain('REIMPRESSÃO');
    expect(reprint!.copy).toBe(2);
    expect(reprint!.previewText).toContain('REIMPRESSÃO');
  });

  it('Vendas Totem: totals equal the sum of the listed orders, days cut at business midnight', async () => {
    const sales = await insertKioskShop(t.app);
    const salesAdmin = await signUpAdminOf(t.app, sales.shop.id);
    // São Paulo is UTC-3: 23:59 there on the 20th is 02:59Z on the 21st.
    const at = (iso: string, totalCents: number, paidMethod: string, number: number) => ({
      establishmentId: sales.shop.id,
      orderNumber: number,
      businessDate: businessDateOf(new Date(iso)),
      totalCents,
      paymentStatus: 'paid' as const,
      paidMethod,
      stage: 'delivered' as const,
      publicToken: randomBytes(16).toString('base64url'),
      createdAt: new Date(iso),
      paidAt: new Date(iso),
    });
    await t.app.db.insert(orders).values([
      at('2026-11-20T02:59:00Z', 1000, 'pix', 1), // 19th, 23:59
      at('2026-11-20T03:01:00Z', 2550, 'pix', 1), // 20th, 00:01
      at('2026-11-21T02:59:00Z', 3000, 'card', 2), // 20th, 23:59
      at('2026-11-21T03:01:00Z', 4000, 'card', 1), // 21st, 00:01
      { ...at('2026-11-20T15:00:00Z', 9900, 'pix', 3), paymentStatus: 'canceled' as const },
      { ...at('2026-11-20T16:00:00Z', 7700, 'pix', 4), origin: 'pdv' as const },
    ]);
    const res = await send(t.app, 'GET', '/api/admin/kiosk-sales?from=2026-11-20&to=2026-11-20', {
      cookie: salesAdmin,
    });
    const body = res.json() as KioskSales;
    expect(body.orders.map((order) => order.totalCents)).toEqual([2550, 3000]);
    expect(body.totalCents).toBe(body.orders.reduce((sum, order) => sum + order.totalCents, 0));
    expect(body).toMatchObject({
      count: 2,
      totalCents: 5550,
      averageTicketCents: 2775,
      byMethod: [
        { method: 'card', count: 1, totalCents: 3000 },
        { method: 'pix', count: 1, totalCents: 2550 },
      ],
    });
    const csv = await send(
      t.app,
      'GET',
      '/api/admin/kiosk-sales.csv?from=2026-11-20&to=2026-11-20',
      {
        cookie: salesAdmin,
      },
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    expect(csv.body).toContain(';25,50');
  });

  it("a canceled order stays on the kitchen and the board as canceled for the shop's minutes", async () => {
    await t.app.db
      .update(establishments)
      .set({ kdsCanceledMinutes: 3 })
      .where(eq(establishments.id, shop.shop.id));
    const kitchen = await pairDevice(admin, 'kitchen');
    const board = await pairDevice(admin, 'board');
    const order = await paidOrder(shop, admin);
    await asDevice(kitchen.token, 'POST', '/api/device/bump', { orderId: order.id });
    // Canceled before it was paid: the kitchen never had it.
    const unpaid = await placeKioskOrder(t.app, shop);
    for (const id of [order.id, unpaid.id]) {
      const cancel = await send(t.app, 'POST', `/api/admin/orders/${id}/cancel`, {
        cookie: admin,
        payload: { reason: 'Cliente desistiu' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    const kitchenQueue = async () =>
      (await asDevice(kitchen.token, 'GET', '/api/device/kitchen-orders')).json() as {
        id: string;
      }[];
    const boardOrders = async () =>
      (await asDevice(board.token, 'GET', '/api/device/board-orders')).json() as { id: string }[];

    // In the column it was in, marked canceled with when.
    const queue = await kitchenQueue();
    expect(queue.find((row) => row.id === order.id)).toMatchObject({
      stage: 'canceled',
      canceled: { stage: 'preparing', at: expect.any(String) },
    });
    expect(queue.map((row) => row.id)).not.toContain(unpaid.id);
    expect((await boardOrders()).find((row) => row.id === order.id)).toMatchObject({
      stage: 'preparing',
      canceledAt: expect.any(String),
    });
    expect((await asDevice(kitchen.token, 'GET', '/api/device/board')).json()).toMatchObject({
      canceledShownMinutes: 3,
    });
    // Nobody can bump it on.
    const bump = await asDevice(kitchen.token, 'POST', '/api/device/bump', { orderId: order.id });
    expect(bump.statusCode).toBe(409);

    // Once the shop's three minutes are over, it leaves both screens.
    const realNow = t.app.clock.now;
    t.app.clock.now = () => new Date(Date.now() + 3 * 60_000 + 1000);
    try {
      expect((await kitchenQueue()).map((row) => row.id)).not.toContain(order.id);
      expect((await boardOrders()).map((row) => row.id)).not.toContain(order.id);
    } finally {
      t.app.clock.now = realNow;
    }
  });
});
