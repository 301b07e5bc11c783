import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  onlineMenuDefaults,
  type AllDayItem,
  type CreateOrderInput,
  type KitchenOrder,
  type KitchenProduction,
  type PlacedOrder,
  type StockItem,
} from '@comanda/shared';
import {
  categories,
  choiceGroups,
  choiceOptions,
  ingredients,
  orders,
  products,
} from '../../db/schema';
import { recordStatements, untilQuiet } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockShop } from './test/stock-shop';

/*
 * Issue 36, item 4 (decision 076): the kitchen display's all-day counts and production by
 * ingredient, against a known queue. The expected figures are worked out by hand below from
 * the orders and the fichas técnicas, not by the code under test.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof stockShop>>;
let kitchenToken: string;
let boardToken: string;
let refriId: string;
let cebolaIngredient: string;
let baconExtra: string;
let aoPonto: string;
let bemPassado: string;
const item: Record<string, StockItem> = {};
const placed: Record<string, PlacedOrder> = {};

const device = (token: string | null, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const allDay = async (query = '') => {
  const res = await device(kitchenToken, `/api/device/kitchen-all-day${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AllDayItem[]>();
};
const production = async (query = '') => {
  const res = await device(kitchenToken, `/api/device/kitchen-production${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KitchenProduction>();
};
/** Production as "name: quantity unit" (whole units of the item's unit, thousandths kept). */
const amounts = (result: KitchenProduction) =>
  Object.fromEntries(
    result.items.map((row) => [row.name, `${row.quantityMilli / 1000} ${row.unit}`]),
  );

const bump = async (order: PlacedOrder) => {
  const res = await device(kitchenToken, '/api/device/bump', { orderId: order.id });
  expect(res.statusCode, res.body).toBe(200);
};

async function paidOrder(
  items: CreateOrderInput['items'],
  channel?: { channel: 'ifood'; fulfilment: 'entrega' },
) {
  const res = await shop.placeOrder(items);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<PlacedOrder>();
  if (channel) await t.app.db.update(orders).set(channel).where(eq(orders.id, order.id));
  const approved = await shop.payAndApprove(order);
  expect(approved.statusCode, approved.body).toBe(200);
  return order;
}

async function pair(cookie: string, kind: 'kitchen' | 'board') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-devices',
    payload: { name: kind === 'kitchen' ? 'Chapa' : 'TV', kind },
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockShop(t.app);
  const establishmentId = shop.shop.id;
  const [drinks] = await t.app.db
    .insert(categories)
    .values({ establishmentId, name: 'Bebidas', type: 'bebida' })
    .returning();
  const [refri] = await t.app.db
    .insert(products)
    .values({ establishmentId, categoryId: drinks!.id, name: 'Refri', priceCents: 600 })
    .returning();
  refriId = refri!.id;
  const [cebola] = await t.app.db
    .insert(ingredients)
    .values({ establishmentId, productId: shop.productId, name: 'Cebola' })
    .returning();
  cebolaIngredient = cebola!.id;
  baconExtra = (await shop.addExtra('Bacon extra', 500)).id;
  const [ponto] = await t.app.db
    .insert(choiceGroups)
    .values({
      establishmentId,
      productId: shop.productId,
      name: 'Ponto',
      minChoices: 0,
      maxChoices: 1,
      position: 0,
    })
    .returning();
  const options = await t.app.db
    .insert(choiceOptions)
    .values([
      { establishmentId, groupId: ponto!.id, name: 'Ao ponto', position: 0 },
      { establishmentId, groupId: ponto!.id, name: 'Bem passado', position: 1 },
    ])
    .returning();
  [aoPonto, bemPassado] = options.map((option) => option.id) as [string, string];

  item.pao = await shop.createItem('Pão brioche', 'un');
  item.burger = await shop.createItem('Hambúrguer 180 g', 'un');
  item.cebola = await shop.createItem('Cebola', 'g');
  item.bacon = await shop.createItem('Bacon', 'g');
  for (const stock of Object.values(item)) {
    const res = await shop.admin('POST', `/api/admin/stock/items/${stock.id}/adjustments`, {
      levelMilli: 1_000_000,
      reason: 'Contagem inicial',
    });
    expect(res.statusCode, res.body).toBe(204);
  }
  // The Lanche: 1 pão, 1 hambúrguer, 20 g of cebola (left out by "Sem cebola"); its Bacon
  // extra: 30 g of bacon. Refri has no ficha técnica.
  const recipe = await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
    lines: [
      { stockItemId: item.pao.id, quantityMilli: 1000 },
      { stockItemId: item.burger.id, quantityMilli: 1000 },
      { stockItemId: item.cebola.id, quantityMilli: 20_000, ingredientId: cebolaIngredient },
    ],
    extras: [
      { extraId: baconExtra, lines: [{ stockItemId: item.bacon.id, quantityMilli: 30_000 }] },
    ],
  });
  expect(recipe.statusCode, recipe.body).toBe(200);

  kitchenToken = await pair(shop.cookie, 'kitchen');
  boardToken = await pair(shop.cookie, 'board');

  // A (received, totem): 2 Lanches ao ponto with bacon, 1 Refri.
  placed.a = await paidOrder([
    { productId: shop.productId, quantity: 2, choiceOptionIds: [aoPonto], extraIds: [baconExtra] },
    { productId: refriId, quantity: 1 },
  ]);
  // B (in preparation, iFood delivery): 3 Lanches bem passados, sem cebola.
  placed.b = await paidOrder(
    [
      {
        productId: shop.productId,
        quantity: 3,
        choiceOptionIds: [bemPassado],
        removedIngredientIds: [cebolaIngredient],
      },
    ],
    { channel: 'ifood', fulfilment: 'entrega' },
  );
  await bump(placed.b);
  // C (ready): out of the queue.
  placed.c = await paidOrder([{ productId: shop.productId, quantity: 1 }]);
  await bump(placed.c);
  await bump(placed.c);
  // D: placed, never paid: not the kitchen's.
  expect((await shop.placeOrder([{ productId: shop.productId, quantity: 4 }])).statusCode).toBe(
    201,
  );
  // Another shop's queue: 5 Lanches of its own.
  const other = await stockShop(t.app);
  const otherOrder = await other.placeOrder([{ productId: other.productId, quantity: 5 }]);
  expect((await other.payAndApprove(otherOrder.json<PlacedOrder>())).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('kitchen display: all-day counts', () => {
  it('counts each product of the queue (waiting + in preparation), its options as variants', async () => {
    expect(await allDay()).toEqual([
      {
        name: 'Lanche',
        station: 'Lanches',
        quantity: 5,
        waiting: 2,
        preparing: 3,
        variants: [
          { label: 'Ponto: Bem passado', quantity: 3 },
          { label: 'Ponto: Ao ponto', quantity: 2 },
        ],
      },
      { name: 'Refri', station: 'Bebidas', quantity: 1, waiting: 1, preparing: 0, variants: [] },
    ]);
  });

  it('per station and per channel', async () => {
    expect((await allDay('?station=Bebidas')).map((row) => [row.name, row.quantity])).toEqual([
      ['Refri', 1],
    ]);
    expect((await allDay('?channel=ifood')).map((row) => [row.name, row.quantity])).toEqual([
      ['Lanche', 3],
    ]);
    expect(await allDay('?channel=ifood&channel=mesa&station=Bebidas')).toEqual([]);
    const wrong = await device(kitchenToken, '/api/device/kitchen-all-day?channel=telefone');
    expect(wrong.statusCode).toBe(400);
  });

  it('only for a kitchen display', async () => {
    expect((await device(null, '/api/device/kitchen-all-day')).statusCode).toBe(401);
    expect((await device(boardToken, '/api/device/kitchen-all-day')).statusCode).toBe(403);
    expect((await device(boardToken, '/api/device/kitchen-production')).statusCode).toBe(403);
  });
});

describe('kitchen display: production by ingredient', () => {
  it("expands the queue through the fichas técnicas, less what was removed, plus the extras'", async () => {
    const result = await production();
    // Pão and hambúrguer: 2 (A) + 3 (B) Lanches. Cebola: only A's 2 × 20 g (B's 3 are sem
    // cebola). Bacon: A's 2 × 30 g. C is ready, D unpaid, the other shop's are not ours.
    expect(amounts(result)).toEqual({
      Bacon: '60 g',
      Cebola: '40 g',
      'Hambúrguer 180 g': '5 un',
      'Pão brioche': '5 un',
    });
    expect(result.withoutRecipe).toEqual([{ name: 'Refri', quantity: 1 }]);
  });

  it('per channel and station', async () => {
    expect(amounts(await production('?channel=ifood'))).toEqual({
      'Hambúrguer 180 g': '3 un',
      'Pão brioche': '3 un',
    });
    expect(await production('?station=Bebidas')).toEqual({
      items: [],
      withoutRecipe: [{ name: 'Refri', quantity: 1 }],
    });
  });

  it('moves with the queue: an order bumped to ready leaves both views', async () => {
    await bump(placed.b!);
    expect((await allDay()).map((row) => [row.name, row.quantity, row.preparing])).toEqual([
      ['Lanche', 2, 0],
      ['Refri', 1, 0],
    ]);
    expect(amounts(await production())).toEqual({
      Bacon: '60 g',
      Cebola: '40 g',
      'Hambúrguer 180 g': '2 un',
      'Pão brioche': '2 un',
    });
    await bump(placed.a!);
    await bump(placed.a!);
    expect(await allDay()).toEqual([]);
    expect(await production()).toEqual({ items: [], withoutRecipe: [] });
  });
});

describe('kitchen display views: no query per order', () => {
  /** The statements one call sends, the device's own look-up aside, once the earlier orders'
   * follow-ups have finished (a loaded machine can leave them running) and a first call has
   * refilled whatever cache their notifications emptied. */
  const statementsOf = async (url: string) => {
    expect((await device(kitchenToken, url)).statusCode).toBe(200);
    await untilQuiet(t.database);
    const log = recordStatements(t.database);
    try {
      expect((await device(kitchenToken, url)).statusCode).toBe(200);
    } finally {
      log.stop();
    }
    return log.statements.filter((statement) => !statement.sql.includes('order_devices')).length;
  };

  it('reads a queue of one order and of four in the same number of statements', async () => {
    const lanche = { productId: shop.productId, quantity: 1, extraIds: [baconExtra] };
    await paidOrder([lanche]);
    const one = {
      allDay: await statementsOf('/api/device/kitchen-all-day'),
      production: await statementsOf('/api/device/kitchen-production'),
    };
    for (let i = 0; i < 3; i += 1) await paidOrder([lanche, { productId: refriId, quantity: 1 }]);
    expect((await allDay()).map((row) => [row.name, row.quantity])).toEqual([
      ['Lanche', 4],
      ['Refri', 3],
    ]);
    expect({
      allDay: await statementsOf('/api/device/kitchen-all-day'),
      production: await statementsOf('/api/device/kitchen-production'),
    }).toEqual(one);
    // The queue's lines and their stations; production adds the recipes and the items' names.
    expect(one).toEqual({ allDay: 2, production: 4 });
  });
});

describe('an online-menu delivery paid on handover', () => {
  it('reaches the kitchen unpaid: on its cards (for the packing view) and in the counts', async () => {
    const saved = await shop.admin('PUT', '/api/admin/online-menu', {
      ...onlineMenuDefaults,
      enabled: true,
      fulfilments: { mesa: false, retirada: true, entrega: true, agendar: false },
      zones: [{ bairro: 'Centro', feeCents: 500, minimumCents: 0, minutes: 40 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await allDay()).find((row) => row.name === 'Lanche')!.quantity;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/online-orders',
      payload: {
        items: [{ productId: shop.productId, quantity: 2 }],
        customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
        fulfilment: {
          type: 'entrega',
          zoneId: saved.json<{ zones: { id: string }[] }>().zones[0]!.id,
          address: { cep: '01001-000', rua: 'Rua das Flores', numero: '10', bairro: 'Centro' },
        },
        payment: { method: 'na_entrega', kind: 'dinheiro' },
      },
      headers: {
        host: shop.host,
        origin: `http://${shop.host}`,
        'idempotency-key': `online-${randomUUID()}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cards = (await device(kitchenToken, '/api/device/kitchen-orders')).json<KitchenOrder[]>();
    expect(cards.find((card) => card.id === res.json<{ id: string }>().id)).toMatchObject({
      stage: 'received',
      channel: 'cardapio_digital',
      fulfilment: 'entrega',
    });
    expect((await allDay()).find((row) => row.name === 'Lanche')!.quantity).toBe(before + 2);
  });
});
