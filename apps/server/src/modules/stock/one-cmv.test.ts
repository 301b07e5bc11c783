import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  type FinanceOverview,
  type PlacedOrder,
  type ShopReport,
  type Supplier,
} from '@comanda/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockShop } from './test/stock-shop';

/*
 * Issue 30, item 2: Relatórios › "CMV e margem por produto" and the DRE tell one CMV, the
 * stock ledger's, for the same sales: a Lanche sold with a recipe extra costs its own recipe
 * plus the extra's, and the extra's price is in the revenue the margin is taken from.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof stockShop>>;
const today = businessDateOf(new Date());
const period = `from=${addDays(today, -1)}&to=${today}`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockShop(t.app);
  const extra = await shop.addExtra('Bacon extra', 500);
  const bacon = await shop.createItem('Bacon', 'kg');
  const bun = await shop.createItem('Pão', 'un');
  const supplier = (
    await shop.admin('POST', '/api/admin/suppliers', {
      name: 'Atacado Central',
      taxId: '11.222.333/0001-81',
    })
  ).json<Supplier>();
  const bought = await shop.admin('POST', `/api/admin/suppliers/${supplier.id}/purchases`, {
    // Bacon at R$ 40,005/kg (R$ 40,01 kept as the average), buns at R$ 1,50.
    items: [
      { stockItemId: bacon.id, quantityMilli: 2000, totalCents: 8001 },
      { stockItemId: bun.id, quantityMilli: 10_000, totalCents: 1500 },
    ],
    firstDueDate: today,
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const recipe = await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
    lines: [
      { stockItemId: bun.id, quantityMilli: 1000 },
      { stockItemId: bacon.id, quantityMilli: 150 },
    ],
    extras: [{ extraId: extra.id, lines: [{ stockItemId: bacon.id, quantityMilli: 50 }] }],
  });
  expect(recipe.statusCode, recipe.body).toBe(200);

  const sell = async (items: Parameters<typeof shop.placeOrder>[0]) => {
    const placed = await shop.placeOrder(items);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlacedOrder>();
    expect((await shop.payAndApprove(order)).statusCode).toBe(200);
    return order;
  };
  await sell([
    { productId: shop.productId, quantity: 2, extraIds: [extra.id] },
    { productId: shop.productId, quantity: 1 },
  ]);
  // A sale canceled afterwards: its stock comes back and it counts in neither figure.
  const canceled = await sell([{ productId: shop.productId, quantity: 1, extraIds: [extra.id] }]);
  const cancel = await shop.admin('POST', `/api/admin/orders/${canceled.id}/cancel`, {
    reason: 'Cliente desistiu',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(() => t.close());

describe('one CMV for the report and the DRE', () => {
  it('the margin by product adds up to the DRE, extras taken from stock included', async () => {
    const report = (await shop.admin('GET', `/api/admin/reports?${period}`)).json<ShopReport>();
    const finance = (
      await shop.admin('GET', `/api/admin/finance/overview?${period}`)
    ).json<FinanceOverview>();

    // Line 1, 2 with the extra: 2 buns (R$ 3,00) and 400 g of bacon (R$ 16,00).
    // Line 2, plain: 1 bun (R$ 1,50) and 150 g of bacon (R$ 6,00).
    const costCents = 300 + 1600 + 150 + 600;
    const revenueCents = 2 * (2000 + 500) + 2000;
    expect(report.productMargins).toEqual([
      {
        name: 'Lanche',
        quantity: 3,
        revenueCents,
        unitCostCents: Math.round(costCents / 3),
        costCents,
        marginCents: revenueCents - costCents,
      },
    ]);
    expect(finance.dre.costOfGoodsSoldCents).toBe(costCents);
    expect(finance.dre.revenueCents).toBe(revenueCents);
    expect(report.totals.revenueCents).toBe(revenueCents);
  });
});
