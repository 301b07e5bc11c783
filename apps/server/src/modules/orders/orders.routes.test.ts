import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  businessDateOf,
  type CreateOrderInput,
  type KioskMenu,
  type KioskProduct,
  type PlacedOrder,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import {
  categories,
  extras,
  idempotencyKeys,
  ingredients,
  orderItemAddons,
  orderItemExtras,
  orderItemRemovals,
  orderItems,
  orders,
  products,
} from '../../db/schema';
import { demoCategories } from '../../db/seed/demo-menu';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEstablishment } from '../../test/factories';
import { localObjectStorage } from '../../lib/object-storage';

const demoHost = 'demo.localhost:3000';

let keyCounter = 0;
const newKey = () => `test-key-${(keyCounter += 1)}-${randomUUID()}`;

function post(
  t: TestApp,
  host: string,
  payload: unknown,
  key: string | null = newKey(),
  extraHeaders: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: payload as object,
    headers: {
      host,
      origin: `http://${host}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...extraHeaders,
    },
  });
}

const statusOf = (t: TestApp, host: string, id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/orders/${id}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    headers: { host },
  });

async function menuOf(t: TestApp, host: string): Promise<KioskMenu> {
  const res = await t.app.inject({ method: 'GET', url: '/api/public/menu', headers: { host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const byName = <T extends { id: string; name: string }>(list: T[], name: string): T => {
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found;
};

/** A one-product shop: Lanche (R$ 20,00) with an extra and an ingredient, plus an add-on. */
async function smallShop(db: Database, subdomain: string) {
  const shop = await insertEstablishment(db, { name: `Loja ${subdomain}`, subdomain });
  const establishmentId = shop.id;
  const [lanches] = await db
    .insert(categories)
    .values({ establishmentId, name: 'Lanches' })
    .returning();
  const [adicionais] = await db
    .insert(categories)
    .values({ establishmentId, name: 'Adicionais' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ establishmentId, categoryId: lanches!.id, name: 'Lanche', priceCents: 2000 })
    .returning();
  const [addon] = await db
    .insert(products)
    .values({ establishmentId, categoryId: adicionais!.id, name: 'Batata', priceCents: 700 })
    .returning();
  const [extra] = await db
    .insert(extras)
    .values({ establishmentId, productId: product!.id, name: 'Queijo', priceCents: 300 })
    .returning();
  const [ingredient] = await db
    .insert(ingredients)
    .values({ establishmentId, productId: product!.id, name: 'Cebola' })
    .returning();
  return {
    shop,
    host: `${subdomain}.localhost:3000`,
    product: product!,
    addon: addon!,
    extra: extra!,
    ingredient: ingredient!,
    /** One Lanche, the cheapest order. */
    simpleOrder: { items: [{ productId: product!.id, quantity: 1 }] } as CreateOrderInput,
  };
}

const orderCountOf = async (db: Database, establishmentId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.establishmentId, establishmentId));
  return row!.n;
};

describe('POST /api/public/orders', () => {
  let t: TestApp;
  let uploadsDir: string;
  let menu: KioskMenu;
  let demoId: string;
  let burger: KioskProduct;
  let soda: KioskProduct;
  let other: Awaited<ReturnType<typeof smallShop>>;

  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = mkdtempSync(join(tmpdir(), 'comanda-orders-'));
    expect(await seedDemoData(t.app.db, { uploads: localObjectStorage(uploadsDir) })).toBe(true);
    menu = await menuOf(t, demoHost);
    demoId = (await t.app.db.query.establishments.findFirst())!.id;
    burger = byName(menu.products, 'Cheddar Bacon');
    soda = byName(menu.drinks, 'Refrigerante Lata 350 ml');
    other = await smallShop(t.app.db, 'outra');
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  describe('placing an order', () => {
    let placed: PlacedOrder;
    let expectedTotal: number;
    const key = newKey();

    beforeAll(async () => {
      const payload: CreateOrderInput = {
        items: [
          {
            productId: burger.id,
            quantity: 2,
            extraIds: [byName(burger.extras, 'Bacon').id, byName(burger.extras, 'Ovo').id],
            addonProductIds: [byName(menu.addonProducts, 'Batata Frita Pequena').id],
            removedIngredientIds: [byName(burger.ingredients, 'Cebola caramelizada').id],
            notes: '  Ponto da carne: bem passado  ',
          },
          { productId: soda.id, quantity: 3, extraIds: [], addonProductIds: [] },
        ],
        notes: 'Para viagem',
      };
      // The expected total from the seed's plain data, without the code under test.
      const demo = (category: string, product: string) =>
        demoCategories.find((c) => c.name === category)!.products.find((p) => p.name === product)!;
      const cheddar = demo('Hambúrgueres', 'Cheddar Bacon');
      const extraPrice = (name: string) => cheddar.extras.find((e) => e.name === name)!.priceCents;
      expectedTotal =
        (cheddar.priceCents +
          extraPrice('Bacon') +
          extraPrice('Ovo') +
          demo('Adicionais', 'Batata Frita Pequena').priceCents) *
          2 +
        demo('Bebidas', 'Refrigerante Lata 350 ml').priceCents * 3;
      expect(expectedTotal).toBe((3490 + 500 + 300 + 990) * 2 + 690 * 3);

      const res = await post(t, demoHost, payload, key);
      expect(res.statusCode, res.body).toBe(201);
      placed = res.json();
    });

    it('answers the order number, the total computed by the server and a public token', () => {
      expect(placed).toEqual({
        id: expect.any(String),
        orderNumber: 1,
        totalCents: expectedTotal,
        publicToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        paymentStatus: 'pending',
      });
    });

    it('writes the order from the totem, pending payment, with the key that placed it', async () => {
      const row = await t.app.db.query.orders.findFirst({ where: eq(orders.id, placed.id) });
      expect(row).toMatchObject({
        establishmentId: demoId,
        orderNumber: 1,
        totalCents: expectedTotal,
        paymentStatus: 'pending',
        origin: 'totem',
        notes: 'Para viagem',
        publicToken: placed.publicToken,
        businessDate: businessDateOf(row!.createdAt),
      });
      const keyRow = await t.app.db.query.idempotencyKeys.findFirst({
        where: and(eq(idempotencyKeys.establishmentId, demoId), eq(idempotencyKeys.key, key)),
      });
      expect(keyRow?.orderId).toBe(placed.id);
    });

    it('keeps snapshots of names and prices of every item, extra, add-on and removal', async () => {
      const items = await t.app.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, placed.id));
      const burgerLine = items.find((item) => item.productId === burger.id)!;
      expect(burgerLine).toMatchObject({
        establishmentId: demoId,
        productName: 'Cheddar Bacon',
        quantity: 2,
        unitPriceCents: 3490 + 500 + 300 + 990,
        notes: 'Ponto da carne: bem passado',
      });
      expect(items.find((item) => item.productId === soda.id)).toMatchObject({
        productName: 'Refrigerante Lata 350 ml',
        quantity: 3,
        unitPriceCents: 690,
        notes: null,
      });
      const lineExtras = await t.app.db
        .select({ name: orderItemExtras.name, priceCents: orderItemExtras.priceCents })
        .from(orderItemExtras)
        .where(eq(orderItemExtras.orderItemId, burgerLine.id));
      expect(lineExtras).toEqual(
        expect.arrayContaining([
          { name: 'Bacon', priceCents: 500 },
          { name: 'Ovo', priceCents: 300 },
        ]),
      );
      expect(lineExtras).toHaveLength(2);
      const addons = await t.app.db
        .select({ name: orderItemAddons.name, priceCents: orderItemAddons.priceCents })
        .from(orderItemAddons)
        .where(eq(orderItemAddons.orderItemId, burgerLine.id));
      expect(addons).toEqual([{ name: 'Batata Frita Pequena', priceCents: 990 }]);
      const removals = await t.app.db
        .select({ name: orderItemRemovals.ingredientName })
        .from(orderItemRemovals)
        .where(eq(orderItemRemovals.orderItemId, burgerLine.id));
      expect(removals).toEqual([{ name: 'Cebola caramelizada' }]);
    });

    it('lets the kiosk holding the token follow the order', async () => {
      const res = await statusOf(t, demoHost, placed.id, placed.publicToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        id: placed.id,
        orderNumber: 1,
        totalCents: expectedTotal,
        paymentStatus: 'pending',
      });
    });

    it('answers 404 without the token, with a wrong one, on another host or for a bad id', async () => {
      const cases = [
        statusOf(t, demoHost, placed.id),
        statusOf(t, demoHost, placed.id, ''),
        statusOf(t, demoHost, placed.id, `${placed.publicToken.slice(0, -1)}x`),
        statusOf(t, other.host, placed.id, placed.publicToken),
        statusOf(t, demoHost, 'not-a-uuid', placed.publicToken),
        statusOf(t, demoHost, randomUUID(), placed.publicToken),
      ];
      for (const res of await Promise.all(cases)) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Pedido não encontrado' });
      }
    });
  });

  describe('never trusts the kiosk', () => {
    const expectInvalid = async (
      payload: unknown,
      path: string,
      message?: string,
      host = demoHost,
    ) => {
      const res = await post(t, host, payload);
      expect(res.statusCode, res.body).toBe(400);
      const problem = res.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors, res.body).toEqual(
        expect.arrayContaining([message ? { path, message } : expect.objectContaining({ path })]),
      );
      return problem;
    };

    it('ignores prices and totals sent in the body', async () => {
      const res = await post(t, demoHost, {
        items: [{ productId: soda.id, quantity: 2, priceCents: 1, unitPriceCents: 1, total: 1 }],
        totalCents: 1,
        total: 1,
        establishmentId: other.shop.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json<PlacedOrder>();
      expect(order.totalCents).toBe(690 * 2);
      const row = await t.app.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
      expect(row?.establishmentId).toBe(demoId);
    });

    it("refuses another shop's product as if it did not exist", async () => {
      const problem = await expectInvalid(
        { items: [{ productId: other.product.id, quantity: 1 }] },
        'items.0.productId',
        'Produto indisponível',
      );
      expect(problem.detail).toBe('Produto indisponível');
      await expectInvalid(
        { items: [{ productId: randomUUID(), quantity: 1 }] },
        'items.0.productId',
        'Produto indisponível',
      );
    });

    it('refuses inactive products, products of inactive or pdv categories, add-ons as lines', async () => {
      const db = t.app.db;
      const [pdv] = await db
        .insert(categories)
        .values({ establishmentId: demoId, name: 'Caixa', type: 'pdv' })
        .returning();
      const [inactiveCategory] = await db
        .insert(categories)
        .values({ establishmentId: demoId, name: 'Antigos', active: false })
        .returning();
      const [hamburgueres] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.establishmentId, demoId), eq(categories.name, 'Hambúrgueres')));
      const newProduct = async (categoryId: string, active = true) => {
        const [row] = await db
          .insert(products)
          .values({ establishmentId: demoId, categoryId, name: 'Oculto', priceCents: 100, active })
          .returning();
        return row!.id;
      };
      const refused = [
        await newProduct(hamburgueres!.id, false),
        await newProduct(pdv!.id),
        await newProduct(inactiveCategory!.id),
        byName(menu.addonProducts, 'Batata Frita Pequena').id,
      ];
      for (const productId of refused) {
        await expectInvalid(
          {
            items: [
              { productId: soda.id, quantity: 1 },
              { productId, quantity: 1 },
            ],
          },
          'items.1.productId',
          'Produto indisponível',
        );
      }
    });

    it.each([0, -1, 1e9, 100, 1.5, '2', null])('refuses quantity %s', async (quantity) => {
      await expectInvalid({ items: [{ productId: soda.id, quantity }] }, 'items.0.quantity');
    });

    it('refuses an extra of another product, an inactive or a foreign one', async () => {
      const [inactiveExtra] = await t.app.db
        .insert(extras)
        .values({
          establishmentId: demoId,
          productId: burger.id,
          name: 'Extra inativo',
          priceCents: 1,
          active: false,
        })
        .returning();
      const comboExtra = byName(menu.products, 'Combo Cheddar Bacon').extras[0]!;
      for (const extraId of [comboExtra.id, inactiveExtra!.id, other.extra.id]) {
        await expectInvalid(
          { items: [{ productId: burger.id, quantity: 1, extraIds: [extraId] }] },
          'items.0.extraIds.0',
          'Adicional indisponível',
        );
      }
    });

    it('refuses add-on products outside the Adicionais category', async () => {
      for (const addonId of [soda.id, other.addon.id, randomUUID()]) {
        await expectInvalid(
          {
            items: [
              {
                productId: burger.id,
                quantity: 1,
                addonProductIds: [byName(menu.addonProducts, 'Molho Especial Extra').id, addonId],
              },
            ],
          },
          'items.0.addonProductIds.1',
          'Produto adicional indisponível',
        );
      }
    });

    it("refuses removing another product's ingredient", async () => {
      const xSalada = byName(menu.products, 'X-Salada');
      await expectInvalid(
        {
          items: [
            {
              productId: burger.id,
              quantity: 1,
              removedIngredientIds: [xSalada.ingredients[0]!.id],
            },
          ],
        },
        'items.0.removedIngredientIds.0',
        'Ingrediente inválido',
      );
    });

    it('refuses an empty order, too many items, repeated ids and long notes', async () => {
      await expectInvalid({ items: [] }, 'items');
      await expectInvalid({}, 'items');
      await expectInvalid(
        { items: Array.from({ length: 51 }, () => ({ productId: soda.id, quantity: 1 })) },
        'items',
      );
      const bacon = byName(burger.extras, 'Bacon').id;
      await expectInvalid(
        { items: [{ productId: burger.id, quantity: 1, extraIds: [bacon, bacon] }] },
        'items.0.extraIds',
        'Adicional repetido',
      );
      await expectInvalid(
        { items: [{ productId: soda.id, quantity: 1, notes: 'x'.repeat(141) }] },
        'items.0.notes',
      );
      await expectInvalid(
        { items: [{ productId: soda.id, quantity: 1 }], notes: 'x'.repeat(281) },
        'notes',
      );
      await expectInvalid({ items: [{ productId: 'abc', quantity: 1 }] }, 'items.0.productId');
    });

    it('demands a well-formed Idempotency-Key', async () => {
      const payload = { items: [{ productId: soda.id, quantity: 1 }] };
      for (const key of [null, 'short', 'x'.repeat(101), 'tem espaço 123', 'chave/com/barra']) {
        const res = await post(t, demoHost, payload, key);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors[0].path).toBe('Idempotency-Key');
      }
    });

    it('wrote nothing for refused orders and gave no number away', async () => {
      const before = await orderCountOf(t.app.db, demoId);
      const res = await post(t, demoHost, { items: [{ productId: soda.id, quantity: 1 }] });
      expect(res.statusCode).toBe(201);
      // Every order so far got the next number; the refused ones took none.
      expect(res.json().orderNumber).toBe(before + 1);
    });

    it('answers 404 on a host without an establishment', async () => {
      const res = await post(t, 'nenhuma.localhost:3000', {
        items: [{ productId: soda.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TENANT_NOT_FOUND');
    });

    it('refuses a cross-site POST carrying cookies', async () => {
      const res = await post(
        t,
        demoHost,
        { items: [{ productId: soda.id, quantity: 1 }] },
        newKey(),
        { origin: 'http://evil.example' },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('order numbers', () => {
    it('count 1, 2, 3 per shop, independently in each shop', async () => {
      const a = await smallShop(t.app.db, 'numeros-a');
      const b = await smallShop(t.app.db, 'numeros-b');
      const numbers: Record<string, number[]> = { a: [], b: [] };
      for (const [name, shop] of [
        ['a', a],
        ['b', b],
        ['a', a],
        ['a', a],
        ['b', b],
      ] as const) {
        const res = await post(t, shop.host, shop.simpleOrder);
        expect(res.statusCode, res.body).toBe(201);
        numbers[name]!.push(res.json().orderNumber);
      }
      expect(numbers).toEqual({ a: [1, 2, 3], b: [1, 2] });
    });

    describe('around midnight in São Paulo', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it('belong to the business day in America/Sao_Paulo', () => {
        expect(businessDateOf(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
        expect(businessDateOf(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
        expect(businessDateOf(new Date('2026-12-31T23:30:00.000Z'))).toBe('2026-12-31');
        expect(businessDateOf(new Date('2027-01-01T02:59:00.000Z'))).toBe('2026-12-31');
      });

      it('restart at 1 on the next business day', async () => {
        const shop = await smallShop(t.app.db, 'meia-noite');
        const at = async (instant: string) => {
          vi.useFakeTimers({ toFake: ['Date'] });
          vi.setSystemTime(new Date(instant));
          const res = await post(t, shop.host, shop.simpleOrder);
          vi.useRealTimers();
          expect(res.statusCode, res.body).toBe(201);
          const order = res.json<PlacedOrder>();
          const row = await t.app.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
          return [order.orderNumber, row!.businessDate];
        };
        // 23:58 and 23:59:59 in São Paulo (UTC-3) are still the 9th; 00:00 is the 10th.
        expect(await at('2026-03-10T02:58:00Z')).toEqual([1, '2026-03-09']);
        expect(await at('2026-03-10T02:59:59Z')).toEqual([2, '2026-03-09']);
        expect(await at('2026-03-10T03:00:00Z')).toEqual([1, '2026-03-10']);
        expect(await at('2026-03-10T03:00:01Z')).toEqual([2, '2026-03-10']);
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same order again for the same key and body, placing nothing new', async () => {
      const shop = await smallShop(t.app.db, 'idem-a');
      const key = newKey();
      const payload = {
        items: [
          { productId: shop.product.id, quantity: 2, extraIds: [shop.extra.id], notes: 'sem sal' },
        ],
      };
      const first = await post(t, shop.host, payload, key);
      expect(first.statusCode, first.body).toBe(201);
      // Same body with its keys in another order and the defaults spelled out.
      const again = await post(
        t,
        shop.host,
        {
          items: [
            {
              notes: 'sem sal',
              removedIngredientIds: [],
              addonProductIds: [],
              extraIds: [shop.extra.id],
              quantity: 2,
              productId: shop.product.id,
              priceCents: 1,
            },
          ],
        },
        key,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await orderCountOf(t.app.db, shop.shop.id)).toBe(1);

      // A retry after the menu changed still answers the order placed, unchanged.
      await t.app.db
        .update(products)
        .set({ active: false, priceCents: 1 })
        .where(eq(products.id, shop.product.id));
      const later = await post(t, shop.host, payload, key);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json()).toEqual(first.json());
    });

    it('refuses the same key with another body', async () => {
      const shop = await smallShop(t.app.db, 'idem-b');
      const key = newKey();
      expect((await post(t, shop.host, shop.simpleOrder, key)).statusCode).toBe(201);
      const res = await post(
        t,
        shop.host,
        { items: [{ productId: shop.product.id, quantity: 2 }] },
        key,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'UNPROCESSABLE',
        detail: 'Chave de idempotência reutilizada com outro pedido',
      });
      expect(await orderCountOf(t.app.db, shop.shop.id)).toBe(1);
    });

    it('scopes keys per shop', async () => {
      const a = await smallShop(t.app.db, 'idem-c');
      const b = await smallShop(t.app.db, 'idem-d');
      const key = newKey();
      const first = await post(t, a.host, a.simpleOrder, key);
      const second = await post(t, b.host, b.simpleOrder, key);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json().id).not.toBe(first.json().id);
      expect(second.json().orderNumber).toBe(1);
      expect(await orderCountOf(t.app.db, a.shop.id)).toBe(1);
      expect(await orderCountOf(t.app.db, b.shop.id)).toBe(1);
    });
  });

  describe('under concurrency', () => {
    it('numbers 50 simultaneous orders of one shop exactly 1..50', async () => {
      const shop = await smallShop(t.app.db, 'corrida');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => post(t, shop.host, shop.simpleOrder)),
      );
      for (const res of responses) expect(res.statusCode, res.body).toBe(201);
      const numbers = responses.map((res) => res.json<PlacedOrder>().orderNumber);
      expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const rows = await t.app.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.establishmentId, shop.shop.id));
      expect(rows.map((row) => row.orderNumber).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });

    it('places one order for 20 simultaneous identical requests with one key', async () => {
      const shop = await smallShop(t.app.db, 'repetido');
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => post(t, shop.host, shop.simpleOrder, key)),
      );
      const statuses = responses.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      const ids = new Set(responses.map((res) => res.json<PlacedOrder>().id));
      expect(ids.size).toBe(1);
      expect(await orderCountOf(t.app.db, shop.shop.id)).toBe(1);
    });

    it('keeps shops apart while both take orders at once', async () => {
      const a = await smallShop(t.app.db, 'paralela-a');
      const b = await smallShop(t.app.db, 'paralela-b');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const shop = i % 2 === 0 ? a : b;
          return post(t, shop.host, shop.simpleOrder);
        }),
      );
      for (const res of responses) expect(res.statusCode, res.body).toBe(201);
      const numbersOf = (parity: number) =>
        responses
          .filter((_, i) => i % 2 === parity)
          .map((res) => res.json<PlacedOrder>().orderNumber)
          .sort((x, y) => x - y);
      const expected = Array.from({ length: 10 }, (_, i) => i + 1);
      expect(numbersOf(0)).toEqual(expected);
      expect(numbersOf(1)).toEqual(expected);
    });
  });
});
