import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenOrder, PlacedOrder } from '@comanda/shared';
import { categories, orderStationBumps, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Issue 36, item 4 (decision 075): the expo ("passe") confirms an order from several stations
 * before the board shows it 'Pronto'; a held card waits for a table's later course; a repeated
 * tap changes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>> & { drinkId: string };

/** A shop with a grill ('Lanches', the kiosk shop's) and a drinks station ('Bebidas'). */
async function grillAndDrinksShop(expo: boolean): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true, kdsExpo: expo });
  const [category] = await t.app.db
    .insert(categories)
    .values({ establishmentId: shop.shop.id, name: 'Bebidas' })
    .returning();
  const [drink] = await t.app.db
    .insert(products)
    .values({
      establishmentId: shop.shop.id,
      categoryId: category!.id,
      name: 'Refri',
      priceCents: 600,
    })
    .returning();
  return { ...shop, drinkId: drink!.id };
}

/** A paid kiosk order of these products (one unit each). */
async function paidOrderOf(shop: Shop, productIds: string[]): Promise<PlacedOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: { items: productIds.map((productId) => ({ productId, quantity: 1 })) },
    headers: {
      host: shop.host,
      origin: `http://${shop.host}`,
      'idempotency-key': `key-${randomUUID()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as PlacedOrder;
  await approveDemoPayment(t.app, shop, order, await payKioskOrder(t.app, shop, order, 'pix'));
  return order;
}

async function pairDevice(admin: string, name: string, kind: 'kitchen' | 'board') {
  const res = await send(t.app, 'POST', '/api/admin/order-devices', {
    cookie: admin,
    payload: { name, kind },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
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

/** Taps a card, as the display does; answers the reply's body after a 200. */
async function bump(token: string, payload: object) {
  const res = await asDevice(token, 'POST', '/api/device/bump', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stage: string; stationsDone?: string[] };
}

/** The order as the status board shows it, by its number. */
async function onBoard(token: string, orderId: string) {
  const res = await asDevice(token, 'GET', '/api/device/board-orders');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string; stage: string }[]).find((row) => row.id === orderId)?.stage;
}

async function card(token: string, orderId: string) {
  const res = await asDevice(token, 'GET', '/api/device/kitchen-orders');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as KitchenOrder[]).find((row) => row.id === orderId);
}

describe('expo (passe), hold and repeated taps', () => {
  let shop: Shop;
  let admin: string;
  let grill: string;
  let bar: string;
  let expo: string;
  let board: string;
  /** `order.stage_changed` to ready, by order: the status page, WhatsApp and marketplaces. */
  const readyEvents = new Map<string, number>();
  beforeAll(async () => {
    shop = await grillAndDrinksShop(true);
    admin = await signUpAdminOf(t.app, shop.shop.id);
    grill = await pairDevice(admin, 'Chapa', 'kitchen');
    bar = await pairDevice(admin, 'Bar', 'kitchen');
    expo = await pairDevice(admin, 'Passe', 'kitchen');
    board = await pairDevice(admin, 'TV', 'board');
    t.app.domainEvents.subscribe('order.stage_changed', async (_tx, event) => {
      if (event.stage === 'ready') {
        readyEvents.set(event.orderId, (readyEvents.get(event.orderId) ?? 0) + 1);
      }
    });
  });

  it("Expo: an order with grill and drink items shows 'Pronto' on the board only after both stations and the expo bumped", async () => {
    const boardRes = await asDevice(expo, 'GET', '/api/device/board');
    expect(boardRes.json()).toMatchObject({ expo: true });
    const order = await paidOrderOf(shop, [shop.productId, shop.drinkId]);
    expect(
      await bump(grill, { orderId: order.id, stations: ['Lanches'], from: 'received' }),
    ).toEqual({ stage: 'preparing' });
    expect(await card(grill, order.id)).toMatchObject({
      stage: 'preparing',
      expo: true,
      stations: ['Bebidas', 'Lanches'],
      stationsDone: [],
      heldAt: null,
    });

    // The grill's part: the order stays in preparation; a repeated tap writes nothing.
    const grillTap = { orderId: order.id, stations: ['Lanches'], from: 'preparing' };
    expect(await bump(grill, grillTap)).toEqual({ stage: 'preparing', stationsDone: ['Lanches'] });
    expect(await bump(grill, grillTap)).toEqual({ stage: 'preparing', stationsDone: ['Lanches'] });
    const rows = await t.app.db
      .select()
      .from(orderStationBumps)
      .where(eq(orderStationBumps.orderId, order.id));
    expect(rows).toMatchObject([{ station: 'Lanches', done: true, actor: 'Chapa' }]);
    expect(await onBoard(board, order.id)).toBe('preparing');

    // The expo may not confirm while the drinks are not done.
    const early = await asDevice(expo, 'POST', '/api/device/bump', {
      orderId: order.id,
      expo: true,
      from: 'preparing',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Aguardando a estação: Bebidas');

    // The drinks' part: every station done, still not 'Pronto' until the expo confirms.
    expect(
      await bump(bar, { orderId: order.id, stations: ['Bebidas'], from: 'preparing' }),
    ).toEqual({ stage: 'preparing', stationsDone: ['Bebidas', 'Lanches'] });
    expect(await onBoard(board, order.id)).toBe('preparing');
    expect(await card(expo, order.id)).toMatchObject({
      stage: 'preparing',
      stationsDone: ['Bebidas', 'Lanches'],
    });
    expect(readyEvents.get(order.id)).toBeUndefined();

    expect(await bump(expo, { orderId: order.id, expo: true, from: 'preparing' })).toEqual({
      stage: 'ready',
      stationsDone: ['Bebidas', 'Lanches'],
    });
    expect(await onBoard(board, order.id)).toBe('ready');
    // The expo's tap again (a double tap, a retried request): nothing moves, nothing fires.
    expect(await bump(expo, { orderId: order.id, expo: true, from: 'preparing' })).toEqual({
      stage: 'ready',
    });
    expect(await onBoard(board, order.id)).toBe('ready');
    expect(readyEvents.get(order.id)).toBe(1);
  });

  it("a station's tap on a line it has not is refused; 'Todas' does every part; recall undoes a part", async () => {
    const order = await paidOrderOf(shop, [shop.productId, shop.drinkId]);
    await bump(grill, { orderId: order.id, from: 'received' });
    const foreign = await asDevice(grill, 'POST', '/api/device/bump', {
      orderId: order.id,
      stations: ['Sobremesas'],
    });
    expect(foreign.statusCode).toBe(409);

    expect(await bump(bar, { orderId: order.id, stations: ['Bebidas'] })).toEqual({
      stage: 'preparing',
      stationsDone: ['Bebidas'],
    });
    // 'Voltar último' on the bar takes its part back, and only that.
    const recall = await asDevice(bar, 'POST', '/api/device/recall');
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json()).toEqual({ orderId: order.id, stage: 'preparing' });
    expect((await card(bar, order.id))?.stationsDone).toEqual([]);

    // A display of every station does every part, and still waits for the expo.
    expect(await bump(grill, { orderId: order.id })).toEqual({
      stage: 'preparing',
      stationsDone: ['Bebidas', 'Lanches'],
    });
    expect(await onBoard(board, order.id)).toBe('preparing');
    expect((await bump(expo, { orderId: order.id, expo: true })).stage).toBe('ready');
  });

  it('a single-station order, or a shop without an expo, moves as before', async () => {
    const single = await paidOrderOf(shop, [shop.productId]);
    await bump(grill, { orderId: single.id, stations: ['Lanches'] });
    expect((await card(grill, single.id))?.expo).toBeUndefined();
    expect(await bump(grill, { orderId: single.id, stations: ['Lanches'] })).toEqual({
      stage: 'ready',
    });
    expect(readyEvents.get(single.id)).toBe(1);

    const plain = await grillAndDrinksShop(false);
    const plainAdmin = await signUpAdminOf(t.app, plain.shop.id);
    const kitchen = await pairDevice(plainAdmin, 'Cozinha', 'kitchen');
    const order = await paidOrderOf(plain, [plain.productId, plain.drinkId]);
    await bump(kitchen, { orderId: order.id, stations: ['Lanches'] });
    expect(await card(kitchen, order.id)).not.toHaveProperty('expo');
    expect(await bump(kitchen, { orderId: order.id, stations: ['Lanches'] })).toEqual({
      stage: 'ready',
    });
    // Another shop's display reaches none of these orders.
    const other = await asDevice(kitchen, 'POST', '/api/device/bump', { orderId: single.id });
    expect(other.statusCode).toBe(404);
  });

  it("'Segurar' keeps a card out of preparation until 'Liberar'", async () => {
    const order = await paidOrderOf(shop, [shop.productId]);
    const hold = (token: string, held: boolean) =>
      asDevice(token, 'POST', '/api/device/hold', { orderId: order.id, held });
    // The admin's dashboard counts what the kitchen has in preparation.
    const inPreparation = async () => {
      const res = await send(t.app, 'GET', '/api/admin/dashboard', { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { kitchen: { preparing: number } }).kitchen.preparing;
    };
    const before = await inPreparation();
    expect(before).toBeGreaterThanOrEqual(1);

    const held = await hold(grill, true);
    expect(held.statusCode, held.body).toBe(200);
    const heldAt = (held.json() as { heldAt: string }).heldAt;
    expect(heldAt).not.toBeNull();
    // Holding it again changes nothing.
    expect((await hold(bar, true)).json()).toEqual({ heldAt });
    expect((await card(grill, order.id))?.heldAt).toBe(heldAt);
    expect(await inPreparation()).toBe(before - 1);

    const refused = await asDevice(grill, 'POST', '/api/device/bump', { orderId: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Pedido segurado: toque em Liberar antes de avançar');

    expect((await hold(grill, false)).json()).toEqual({ heldAt: null });
    expect((await hold(grill, false)).json()).toEqual({ heldAt: null });
    expect((await card(grill, order.id))?.heldAt).toBeNull();
    expect(await inPreparation()).toBe(before);
    expect((await bump(grill, { orderId: order.id })).stage).toBe('preparing');
    expect((await bump(grill, { orderId: order.id })).stage).toBe('ready');
    // A ready order is no longer the queue's: it cannot be held.
    expect((await hold(grill, true)).statusCode).toBe(409);
    // A board may not hold a card.
    expect((await hold(board, false)).statusCode).toBe(403);
  });
});
