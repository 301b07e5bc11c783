import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  marketplaceCancelElsewhereMessage,
  type AdminOrderDetail,
  type BusinessHours,
} from '@comanda/shared';
import { marketplaceOrders, orders, receivables, recipeLines, stockItems } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCookieOf, insertIfoodShop } from './test/ifood-orders';

/*
 * "The same acceptance against the fake Open Delivery server" (issue 34; decisions 067, 068 and
 * 079), against the fake Ordering Application built from Abrasel's OpenAPI v1.7.1: a CANCELLED
 * event cancels the order through the staff's cancel path (stock back, receivable canceled),
 * once, in any order; a cancel asked from Comanda goes through requestCancellation and waits
 * for the application's answer (CANCELLED, or CANCELLATION_REQUEST_DENIED); staff's plain
 * cancel is refused; a bump whose call failed is sent again by the poller's sweep; the
 * receivable is the total less the channel's commission on its D+N; a shop closed in Comanda
 * is not polled; the confirmation carries the preparation time, busy mode's minutes included.
 */

const merchant = (n: number) => ({
  merchantId: `22815773000169-3c9a1f0e-6b2d-4e8f-a7c5-00000000e00${n}`,
  clientId: `loja-od-${n}`,
  clientSecret: `segredo-od-${n}`,
});
const main = merchant(1);
const closed = merchant(2);
let fake: FakeOpenDelivery;
let t: TestApp;
let shop: string;
let cookie: string;
let stockItemId: string;

async function connect(establishmentId: string, who: ReturnType<typeof merchant>) {
  const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
    cookie: await adminCookieOf(t.app, establishmentId),
    payload: { baseUrl: fake.url, ...who, platformCnpj: '11222333000181' },
  });
  expect(connected.statusCode, connected.body).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeOpenDelivery({ merchants: [main, closed] });
  t = await createTestApp();
  // A shop selling an X-Burger of code XB (R$ 20,00); each takes one of its ten buns.
  const created = await insertIfoodShop(t.app, { ifood: false });
  shop = created.id;
  cookie = await adminCookieOf(t.app, shop);
  const [item] = await t.app.db
    .insert(stockItems)
    .values({ establishmentId: shop, name: 'Pão', unit: 'un', levelMilli: 10_000 })
    .returning();
  stockItemId = item!.id;
  await t.app.db.insert(recipeLines).values({
    establishmentId: shop,
    productId: created.productId,
    stockItemId,
    quantityMilli: 1000,
  });
  const saved = await send(t.app, 'PUT', '/api/admin/finance/settings', {
    cookie,
    payload: {
      methods: {
        card: { feePercent: 2.25, settlementDays: 2 },
        debit: { feePercent: 1.5, settlementDays: 1 },
        credit: { feePercent: null, settlementDays: 30 },
        voucher: { feePercent: 6, settlementDays: 15 },
      },
      channels: {
        ifood: { commissionPercent: 23, settlementDays: 7 },
        open_delivery: { commissionPercent: 12.5, settlementDays: 14 },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await connect(shop, main);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const poll = () => t.app.openDeliveryPoller.runOnce();
const level = async () =>
  (await t.app.db.select().from(stockItems).where(eq(stockItems.id, stockItemId)))[0]!.levelMilli;

/** A takeout of `quantity` X-Burgers on the fake application; answers its order id. */
const placeOnApp = (quantity = 1, createdAt?: string) =>
  fake.placeOrder(
    {
      merchantId: main.merchantId,
      type: 'TAKEOUT',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity, unitPrice: 20 }],
    },
    { createdAt },
  );

/** The Comanda order linked to the application's, as /admin/pedidos shows it. */
async function comandaOrder(externalId: string): Promise<AdminOrderDetail | undefined> {
  const [link] = await t.app.db
    .select()
    .from(marketplaceOrders)
    .where(
      and(
        eq(marketplaceOrders.establishmentId, shop),
        eq(marketplaceOrders.externalId, externalId),
      ),
    );
  if (!link) return undefined;
  const res = await send(t.app, 'GET', `/api/admin/orders/${link.orderId}`, { cookie });
  return res.json<AdminOrderDetail>();
}

const receivablesOf = (orderId: string) =>
  t.app.db.select().from(receivables).where(eq(receivables.orderId, orderId));

describe('an Open Delivery order', () => {
  it("is paid online: its receivable is the total less the channel's commission, due on its D+N", async () => {
    const externalId = placeOnApp(5);
    expect(await poll()).toMatchObject({ imported: 1, confirmed: 1 });
    const order = (await comandaOrder(externalId))!;
    expect(order).toMatchObject({ paymentStatus: 'paid', totalCents: 10_000 });
    const today = businessDateOf(new Date());
    expect(await receivablesOf(order.id)).toMatchObject([
      {
        method: 'open_delivery',
        grossCents: 10_000,
        feeCents: 1_250,
        netCents: 8_750,
        saleDate: today,
        dueDate: addDays(today, 14),
        status: 'open',
      },
    ]);
  });

  it("the confirmation announces the preparation time, busy mode's extra minutes included", async () => {
    const estimate = async () =>
      (await send(t.app, 'GET', '/api/admin/pdv/wait-estimate', { cookie })).json<{
        minutes: number;
      }>().minutes;
    const confirmOf = (externalId: string) =>
      fake.calls.find((call) => call.path === `/v1/orders/${externalId}/confirm`)!.body as {
        preparationTime?: number;
      };
    // The estimate counts the new order once it hears of it: the one sent lies between the
    // estimates before and after the round.
    const confirmedWithin = async (extra: number) => {
      const before = await estimate();
      const externalId = placeOnApp(1);
      await poll();
      const sent = confirmOf(externalId).preparationTime!;
      expect(sent).toBeGreaterThanOrEqual(before + extra);
      expect(sent).toBeLessThanOrEqual((await estimate()) + extra);
    };
    await confirmedWithin(0);

    const busy = await send(t.app, 'PUT', '/api/admin/kitchen/busy-mode', {
      cookie,
      payload: { on: true },
    });
    expect(busy.statusCode, busy.body).toBeLessThan(300);
    try {
      // "Cozinha cheia" adds the shop's extra minutes (10 by default) to the estimate.
      await confirmedWithin(10);
    } finally {
      await send(t.app, 'PUT', '/api/admin/kitchen/busy-mode', { cookie, payload: { on: false } });
    }
  });
});

describe('a CANCELLED event from the application', () => {
  it('cancels the order through the staff cancel path, returns its stock and cancels its receivable; a repeat changes nothing', async () => {
    const start = await level();
    const externalId = placeOnApp(2);
    expect(await poll()).toMatchObject({ imported: 1 });
    expect(await level()).toBe(start - 2000);
    const placed = (await comandaOrder(externalId))!;

    fake.addEvent(externalId, 'CANCELLED');
    // The CONFIRMED the confirm brought comes too.
    expect(await poll()).toMatchObject({ events: 2, canceled: 1, acknowledged: 2 });
    const canceled = (await comandaOrder(externalId))!;
    expect(canceled).toMatchObject({
      paymentStatus: 'canceled',
      stage: 'canceled',
      cancelReason: 'Cancelado no Open Delivery',
    });
    expect(canceled.history.at(-1)).toMatchObject({ stage: 'canceled', actor: 'Open Delivery' });
    expect(await level()).toBe(start);
    const owed = await receivablesOf(placed.id);
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((row) => row.status === 'canceled')).toBe(true);

    // The application sends the cancellation again (another event id): nothing moves twice.
    fake.addEvent(externalId, 'CANCELLED');
    expect(await poll()).toMatchObject({ events: 1, canceled: 0, acknowledged: 1 });
    expect(await level()).toBe(start);
    for (const [, times] of fake.acks) expect(times).toBe(1);
  });

  it('applies events by createdAt: CREATED then CANCELLED cancels; CANCELLED then CREATED imports nothing', async () => {
    const start = await level();
    const count = async () =>
      (await t.app.db.select().from(orders).where(eq(orders.establishmentId, shop))).length;
    // Placed a minute ago, cancelled now; the fake lists the newest first.
    const first = placeOnApp(1, new Date(Date.now() - 60_000).toISOString());
    fake.addEvent(first, 'CANCELLED');
    expect(await poll()).toMatchObject({ events: 2, imported: 1, canceled: 1 });
    expect((await comandaOrder(first))!.paymentStatus).toBe('canceled');
    expect(await level()).toBe(start);

    // A CANCELLED older than the CREATED it comes with: the order never enters Comanda.
    const before = await count();
    const second = placeOnApp(1);
    fake.addEvent(second, 'CANCELLED', new Date(Date.now() - 120_000).toISOString());
    expect(await poll()).toMatchObject({ events: 2, imported: 0, canceled: 0, acknowledged: 2 });
    expect(await count()).toBe(before);
    expect(await comandaOrder(second)).toBeUndefined();
    expect(await level()).toBe(start);
    // Nothing imported is confirmed either.
    expect(fake.actionsOf(second)).toEqual([]);
  });
});

describe('a cancel from Comanda', () => {
  const orderUrl = (id: string, path = '') => `/api/admin/orders/${id}/open-delivery${path}`;

  it("staff's plain cancel is refused, pointing to the platform's cancel", async () => {
    const externalId = placeOnApp(1);
    await poll();
    const order = (await comandaOrder(externalId))!;
    const plain = await send(t.app, 'POST', `/api/admin/orders/${order.id}/cancel`, {
      cookie,
      payload: { reason: 'Cliente desistiu' },
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().detail).toBe(marketplaceCancelElsewhereMessage('Open Delivery'));
    expect((await comandaOrder(externalId))!.paymentStatus).toBe('paid');
  });

  it("lists the standard's codes, calls requestCancellation, and cancels when CANCELLED comes", async () => {
    const start = await level();
    const externalId = placeOnApp(1);
    await poll();
    const order = (await comandaOrder(externalId))!;

    const reasons = await send(t.app, 'GET', orderUrl(order.id, '/cancellation-reasons'), {
      cookie,
    });
    expect(reasons.statusCode, reasons.body).toBe(200);
    expect(reasons.json()).toContainEqual({
      code: 'UNAVAILABLE_ITEM',
      description: 'Item indisponível',
    });
    const unknown = await send(t.app, 'POST', orderUrl(order.id, '/cancellation'), {
      cookie,
      payload: { code: '503', reason: 'Acabou o pão' },
    });
    expect(unknown.statusCode).toBe(422);

    const asked = await send(t.app, 'POST', orderUrl(order.id, '/cancellation'), {
      cookie,
      payload: { code: 'UNAVAILABLE_ITEM', reason: 'Acabou o pão' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().cancelRequestedAt).not.toBeNull();
    const call = fake.calls.find((c) => c.path.endsWith(`${externalId}/requestCancellation`));
    expect(call?.body).toEqual({
      reason: 'Acabou o pão',
      code: 'UNAVAILABLE_ITEM',
      mode: 'MANUAL',
    });
    // Asked, not yet canceled: the application answers through its events.
    expect((await comandaOrder(externalId))!.paymentStatus).toBe('paid');

    expect(await poll()).toMatchObject({ canceled: 1 });
    const canceled = (await comandaOrder(externalId))!;
    expect(canceled).toMatchObject({ paymentStatus: 'canceled', cancelReason: 'Acabou o pão' });
    expect(canceled.history.at(-1)!.actor).toMatch(/^Open Delivery · .+@/);
    expect(await level()).toBe(start);
    const state = await send(t.app, 'GET', orderUrl(order.id), { cookie });
    expect(state.json().canceledAt).not.toBeNull();
  });

  it('a cancellation the application denies leaves the order as it was, and says so', async () => {
    const externalId = placeOnApp(1);
    await poll();
    const order = (await comandaOrder(externalId))!;
    fake.refuseCancellation(externalId);
    const asked = await send(t.app, 'POST', orderUrl(order.id, '/cancellation'), {
      cookie,
      payload: { code: 'SYSTEMIC_ISSUES', reason: 'Sistema fora do ar' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await poll()).toMatchObject({ canceled: 0 });
    expect((await comandaOrder(externalId))!.paymentStatus).toBe('paid');
    const state = await send(t.app, 'GET', orderUrl(order.id), { cookie });
    expect(state.json()).toMatchObject({ canceledAt: null });
    expect(state.json().cancelRefusedAt).not.toBeNull();
  });
});

describe('the missed-bump sweep', () => {
  it('sends again a bump whose call failed, in order, once each', async () => {
    const externalId = placeOnApp(1);
    expect(await poll()).toMatchObject({ imported: 1 });
    const order = (await comandaOrder(externalId))!;
    fake.failActionOnce(externalId, 'preparing');
    const moved = await send(t.app, 'POST', `/api/admin/orders/${order.id}/stage`, {
      cookie,
      payload: { stage: 'ready' },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    // The bump's own call: preparing refused (503), so readyForPickup was not sent.
    await expect
      .poll(() => fake.actionsOf(externalId), { timeout: 20_000, interval: 50 })
      .toEqual(['confirm', 'preparing']);

    expect(await poll()).toMatchObject({ actionsRetried: 2 });
    expect(fake.actionsOf(externalId)).toEqual([
      'confirm',
      'preparing',
      'preparing',
      'readyForPickup',
    ]);
    expect(await poll()).toMatchObject({ actionsRetried: 0 });
    expect(fake.actionsOf(externalId)).toHaveLength(4);
  });
});

describe('a shop closed in Comanda', () => {
  it('is not polled (its orders wait on the application)', async () => {
    const closedAllWeek: BusinessHours = Array.from({ length: 7 }, () => null);
    const closedShop = await insertIfoodShop(t.app, { ifood: false, businessHours: closedAllWeek });
    await connect(closedShop.id, closed);
    fake.placeOrder({
      merchantId: closed.merchantId,
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
    });
    const before = fake.calls.length;
    await poll();
    const polled = fake.calls
      .slice(before)
      .filter((call) => call.path === '/v1/events:polling')
      .map((call) => call.headers['x-polling-merchants']);
    expect(polled).toContain(main.merchantId);
    expect(polled).not.toContain(closed.merchantId);
    const [link] = await t.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.establishmentId, closedShop.id));
    expect(link).toBeUndefined();
  });
});
