import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KioskMenu,
  PlacedOrder,
  Purchase,
  PurchaseDetail,
  StockMovement,
  StockProduct,
  Supplier,
} from '@comanda/shared';
import { ingredients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kioskCall } from '../../test/kiosk-orders';
import { stockShop } from './test/stock-shop';

let t: TestApp;
let shop: Awaited<ReturnType<typeof stockShop>>;
let bacon: { id: string };
let cebola: { id: string };
let cebolaIngredient: string;
let baconExtra: string;

const history = async (query = '') =>
  (await shop.admin('GET', `/api/admin/stock/movements${query}`)).json<StockMovement[]>();
const lanche = async () => {
  const menu = (await kioskCall(t.app, shop.host, 'GET', '/api/public/menu')).json<KioskMenu>();
  return menu.products.find((product) => product.id === shop.productId)!;
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockShop(t.app);
  const [ingredient] = await t.app.db
    .insert(ingredients)
    .values({ establishmentId: shop.shop.id, productId: shop.productId, name: 'Cebola' })
    .returning();
  cebolaIngredient = ingredient!.id;
  const extra = await shop.addExtra('Bacon extra', 500);
  baconExtra = extra.id;
  bacon = await shop.createItem('Bacon', 'kg', 500);
  cebola = await shop.createItem('Cebola', 'un');
});
afterAll(() => t.close());

describe('suppliers and purchases', () => {
  let supplier: Supplier;

  it('refuses a supplier whose CNPJ check digits are wrong', async () => {
    const res = await shop.admin('POST', '/api/admin/suppliers', {
      name: 'Frigorífico Bom Corte',
      taxId: '11.222.333/0001-80',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CPF ou CNPJ inválido');
  });

  it('records a purchase: stock comes in, the average cost moves, installments are payables', async () => {
    const created = await shop.admin('POST', '/api/admin/suppliers', {
      name: 'Frigorífico Bom Corte',
      taxId: '11.222.333/0001-81',
      phone: '(11) 4000-1234',
    });
    expect(created.statusCode, created.body).toBe(201);
    supplier = created.json<Supplier>();
    expect(supplier.taxId).toBe('11222333000181');

    const first = await shop.admin('POST', `/api/admin/suppliers/${supplier.id}/purchases`, {
      items: [
        { stockItemId: bacon.id, quantityMilli: 2000, totalCents: 8001 },
        { stockItemId: cebola.id, quantityMilli: 10_000, totalCents: 1000 },
      ],
      firstDueDate: '2026-01-31',
      installments: 2,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Purchase>()).toMatchObject({
      supplierName: 'Frigorífico Bom Corte',
      totalCents: 9001,
      payables: [
        { dueDate: '2026-01-31', amountCents: 4501 },
        { dueDate: '2026-02-28', amountCents: 4500 },
      ],
    });
    await shop.admin('POST', `/api/admin/suppliers/${supplier.id}/purchases`, {
      items: [{ stockItemId: bacon.id, quantityMilli: 1000, totalCents: 5000 }],
      firstDueDate: '2026-01-31',
    });

    const items = await shop.items();
    // (2 kg at R$ 40,005 + 1 kg at R$ 50,00) / 3 kg
    expect(items.find((item) => item.id === bacon.id)).toMatchObject({
      levelMilli: 3000,
      costCents: 4334,
      low: false,
    });
    expect(
      (await history(`?stockItemId=${bacon.id}`)).map((m) => [m.kind, m.quantityMilli]),
    ).toEqual([
      ['purchase', 1000],
      ['purchase', 2000],
    ]);
  });

  it("answers 404 for another shop's supplier and purchase", async () => {
    const other = await stockShop(t.app);
    const res = await other.admin('GET', `/api/admin/suppliers/${supplier.id}`);
    expect(res.statusCode).toBe(404);
    const [purchase] = (await shop.admin('GET', '/api/admin/purchases')).json<Purchase[]>();
    expect((await other.admin('GET', `/api/admin/purchases/${purchase!.id}`)).statusCode).toBe(404);
    expect((await other.admin('DELETE', `/api/admin/suppliers/${supplier.id}`)).statusCode).toBe(
      404,
    );
    // Nor does it see this shop's products, fichas or 'Esgotado' marks.
    const products = (await other.admin('GET', '/api/admin/stock/products')).json<StockProduct[]>();
    expect(products.map((product) => product.id)).toEqual([other.productId]);
    expect(
      (await other.admin('GET', `/api/admin/stock/recipes/${shop.productId}`)).statusCode,
    ).toBe(404);
    const mark = await other.admin('PUT', `/api/admin/stock/sold-out/${shop.productId}`, {
      soldOut: true,
    });
    expect(mark.statusCode).toBe(404);
  });

  it('shows a purchase with its lines, installments, notes and who recorded it', async () => {
    const [, first] = (await shop.admin('GET', '/api/admin/purchases')).json<Purchase[]>();
    const res = await shop.admin('GET', `/api/admin/purchases/${first!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<PurchaseDetail>();
    expect(detail).toMatchObject({ supplierName: 'Frigorífico Bom Corte', totalCents: 9001 });
    expect(detail.userName).toContain('@');
    expect(detail.payables).toHaveLength(2);
    expect(detail.lines).toEqual([
      {
        stockItemId: bacon.id,
        stockItemName: 'Bacon',
        unit: 'kg',
        quantityMilli: 2000,
        totalCents: 8001,
      },
      {
        stockItemId: cebola.id,
        stockItemName: 'Cebola',
        unit: 'un',
        quantityMilli: 10_000,
        totalCents: 1000,
      },
    ]);
  });

  it('edits a supplier, checking its CPF/CNPJ again and refusing one another supplier has', async () => {
    const other = (
      await shop.admin('POST', '/api/admin/suppliers', {
        name: 'Hortifruti',
        taxId: '529.982.247-25',
      })
    ).json<Supplier>();
    const edit = (patch: object) =>
      shop.admin('PUT', `/api/admin/suppliers/${other.id}`, {
        name: 'Hortifruti Central',
        taxId: '529.982.247-25',
        contactName: 'Ana',
        phone: '(11) 98888-7777',
        email: 'ana@hortifruti.com.br',
        notes: 'Entrega às terças',
        ...patch,
      });
    expect((await edit({ taxId: '529.982.247-24' })).statusCode).toBe(400);
    const duplicate = await edit({ taxId: supplier.taxId });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toContain('Já existe um fornecedor com este CPF/CNPJ');
    const saved = await edit({});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Supplier>()).toMatchObject({
      name: 'Hortifruti Central',
      taxId: '52998224725',
      contactName: 'Ana',
      email: 'ana@hortifruti.com.br',
      notes: 'Entrega às terças',
      active: true,
    });
    // Nobody bought from it: it may go.
    expect((await shop.admin('DELETE', `/api/admin/suppliers/${other.id}`)).statusCode).toBe(204);
    expect((await shop.admin('GET', `/api/admin/suppliers/${other.id}`)).statusCode).toBe(404);
  });

  it('keeps a supplier with purchases: it may be deactivated, which stops new purchases', async () => {
    const refused = await shop.admin('DELETE', `/api/admin/suppliers/${supplier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Este fornecedor tem compras registradas: desative-o em vez de excluir',
    );
    const { id: _, ...data } = supplier;
    const off = await shop.admin('PUT', `/api/admin/suppliers/${supplier.id}`, {
      ...data,
      active: false,
    });
    expect(off.json<Supplier>().active).toBe(false);
    const purchase = {
      items: [{ stockItemId: cebola.id, quantityMilli: 1000, totalCents: 100 }],
      firstDueDate: '2026-01-31',
    };
    const blocked = await shop.admin(
      'POST',
      `/api/admin/suppliers/${supplier.id}/purchases`,
      purchase,
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toBe('Fornecedor inativo: reative-o para registrar compras');

    await shop.admin('PUT', `/api/admin/suppliers/${supplier.id}`, { ...data, active: true });
    expect(
      (await shop.admin('POST', `/api/admin/suppliers/${supplier.id}/purchases`, purchase))
        .statusCode,
    ).toBe(201);
    // Back to the level the next tests expect.
    await shop.admin('POST', `/api/admin/stock/items/${cebola.id}/losses`, {
      quantityMilli: 1000,
      reason: 'Acerto do teste',
    });
  });
});

describe('recipes, sales and cancellations', () => {
  it('a paid order takes its recipe, less the removed ingredient, plus its extra', async () => {
    const saved = await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
      lines: [
        { stockItemId: bacon.id, quantityMilli: 150 },
        { stockItemId: cebola.id, quantityMilli: 1000, ingredientId: cebolaIngredient },
      ],
      extras: [{ extraId: baconExtra, lines: [{ stockItemId: bacon.id, quantityMilli: 50 }] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const placed = await shop.placeOrder([
      { productId: shop.productId, quantity: 2, extraIds: [baconExtra] },
      { productId: shop.productId, quantity: 1, removedIngredientIds: [cebolaIngredient] },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlacedOrder>();
    // Placing takes nothing: stock moves when the order is paid.
    expect(await shop.levelOf(bacon.id)).toBe(3000);

    expect((await shop.payAndApprove(order)).statusCode).toBe(200);
    // 2 × (150 + 50) + 1 × 150; 'Sem cebola' consumes no onion.
    expect(await shop.levelOf(bacon.id)).toBe(3000 - 550);
    expect(await shop.levelOf(cebola.id)).toBe(10_000 - 2000);
    // One movement per line and item: line 1 with its extra, line 2 without onion.
    const sales = await history(`?kind=sale`);
    expect(sales.map((m) => [m.stockItemName, m.quantityMilli, m.orderId])).toEqual(
      expect.arrayContaining([
        ['Bacon', -400, order.id],
        ['Bacon', -150, order.id],
        ['Cebola', -2000, order.id],
      ]),
    );
  });

  it('a canceled paid order gives its stock back, once, as a movement in the history', async () => {
    const order = (
      await shop.placeOrder([{ productId: shop.productId, quantity: 2 }])
    ).json<PlacedOrder>();
    await shop.payAndApprove(order);
    const before = await shop.levelOf(bacon.id);

    // Staff cancel it in /admin/pedidos (twice: the second changes nothing).
    const cancel = () =>
      shop.admin('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Cliente desistiu' });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);

    expect(await shop.levelOf(bacon.id)).toBe(before + 300);
    const returned = await history(`?kind=sale_return`);
    expect(returned).toHaveLength(2); // bacon and onion, once each
    expect(returned.find((m) => m.stockItemName === 'Bacon')).toMatchObject({
      quantityMilli: 300,
      orderId: order.id,
      reason: 'Pedido cancelado',
    });
  });
});

describe("'Esgotado'", () => {
  it('shows the product sold out when stock cannot cover one more, and back when replenished', async () => {
    expect((await lanche()).soldOut).toBe(false);
    const adjusted = await shop.admin('POST', `/api/admin/stock/items/${bacon.id}/adjustments`, {
      levelMilli: 100,
      reason: 'Conferência',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(204);
    expect((await lanche()).soldOut).toBe(true);
    expect((await shop.items()).find((item) => item.id === bacon.id)!.low).toBe(true);

    const refused = await shop.placeOrder([{ productId: shop.productId, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail ?? refused.body).toContain('Esgotado: Lanche');

    await shop.admin('POST', `/api/admin/stock/counts`, {
      items: [{ stockItemId: bacon.id, countedMilli: 1000 }],
    });
    expect((await lanche()).soldOut).toBe(false);
    const [count] = await history('?kind=count');
    expect(count).toMatchObject({
      stockItemName: 'Bacon',
      quantityMilli: 900,
      levelAfterMilli: 1000,
    });
  });

  it('an admin may mark a product sold out by hand', async () => {
    const listed = async () =>
      (await shop.admin('GET', '/api/admin/stock/products'))
        .json<StockProduct[]>()
        .find((product) => product.id === shop.productId);
    expect(await listed()).toMatchObject({ name: 'Lanche', soldOutMarked: false });
    await shop.admin('PUT', `/api/admin/stock/sold-out/${shop.productId}`, { soldOut: true });
    expect((await lanche()).soldOut).toBe(true);
    expect(await listed()).toMatchObject({
      name: 'Lanche',
      categoryName: 'Lanches',
      soldOutMarked: true,
      soldOutByStock: false,
      recipeLineCount: 3, // bacon and onion, and the bacon extra's line
    });
    expect((await shop.placeOrder([{ productId: shop.productId, quantity: 1 }])).statusCode).toBe(
      409,
    );
    await shop.admin('PUT', `/api/admin/stock/sold-out/${shop.productId}`, { soldOut: false });
    expect((await lanche()).soldOut).toBe(false);
  });

  it('announces the change to open kiosks', async () => {
    const heard: string[] = [];
    const stop = t.app.realtime.subscribe(`menu:${shop.shop.id}`, (event) =>
      heard.push(event.type),
    );
    await shop.admin('POST', `/api/admin/stock/items/${bacon.id}/losses`, {
      quantityMilli: 1000,
      reason: 'Estragou',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(heard).toEqual(['menu.changed']);
  });

  it('refuses a loss larger than the level: stock never goes below zero', async () => {
    const res = await shop.admin('POST', `/api/admin/stock/items/${bacon.id}/losses`, {
      quantityMilli: 1,
      reason: 'Estragou',
    });
    expect(res.statusCode).toBe(409);
    expect(await shop.levelOf(bacon.id)).toBe(0);
  });

  it('a product whose recipe is emptied is no longer sold out by stock', async () => {
    expect((await lanche()).soldOut).toBe(true); // bacon is at zero
    await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, { lines: [] });
    expect((await lanche()).soldOut).toBe(false);
  });

  it('exports the history as CSV', async () => {
    const res = await shop.admin('GET', `/api/admin/stock/movements.csv?stockItemId=${bacon.id}`);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Data;Item;Unidade;Tipo;Quantidade;Saldo;Motivo;Usuário');
    expect(lines[1]).toContain(';Bacon;kg;Perda;-1;0;Estragou;');
  });
});
