import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskMenu, KioskProduct, RegisterView } from '@comanda/shared';
import { categories, choiceGroups, choiceOptions, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kioskCall } from '../../test/kiosk-orders';
import { stockShop } from './test/stock-shop';

/*
 * Issue 30, item 3: a combo whose burger is sold out, by hand or by stock, is sold out too on
 * the kiosk's menu and the counter's (PDV), and the server refuses it from either, in
 * Portuguese; a sold-out option of an optional group is hidden and refused, the combo stays.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof stockShop>>;
let comboId: string;
let burgerOptionId: string;
let sodaOptionId: string;
let sodaId: string;
let registerId: string;

const soldOutCombo = 'Esgotado: Combo Lanche. Remova do pedido para continuar.';

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockShop(t.app);
  const establishmentId = shop.shop.id;
  const [lanche] = await t.app.db.select().from(products).where(eq(products.id, shop.productId));
  const [drinks] = await t.app.db
    .insert(categories)
    .values({ establishmentId, name: 'Bebidas', type: 'bebida' })
    .returning();
  const [combo, soda] = await t.app.db
    .insert(products)
    .values([
      {
        establishmentId,
        categoryId: lanche!.categoryId,
        name: 'Combo Lanche',
        priceCents: 3000,
      },
      { establishmentId, categoryId: drinks!.id, name: 'Refri', priceCents: 600 },
    ])
    .returning();
  comboId = combo!.id;
  sodaId = soda!.id;
  // Its burger: a required group of one option; its drink: an optional group.
  const [burgerGroup, drinkGroup] = await t.app.db
    .insert(choiceGroups)
    .values([
      {
        establishmentId,
        productId: comboId,
        name: 'Lanche',
        minChoices: 1,
        maxChoices: 1,
        position: 0,
      },
      {
        establishmentId,
        productId: comboId,
        name: 'Bebida',
        minChoices: 0,
        maxChoices: 1,
        position: 1,
      },
    ])
    .returning();
  const [burger, sodaOption] = await t.app.db
    .insert(choiceOptions)
    .values([
      { establishmentId, groupId: burgerGroup!.id, optionProductId: shop.productId, position: 0 },
      { establishmentId, groupId: drinkGroup!.id, optionProductId: sodaId, position: 0 },
      { establishmentId, groupId: drinkGroup!.id, name: 'Suco', priceCents: 400, position: 1 },
    ])
    .returning();
  burgerOptionId = burger!.id;
  sodaOptionId = sodaOption!.id;
  const register = await shop.admin('POST', '/api/admin/cash-registers', {
    name: 'Caixa 1',
    openingFloatCents: 0,
  });
  expect(register.statusCode, register.body).toBe(201);
  registerId = register.json<RegisterView>().id;
});
afterAll(() => t.close());

const kioskCombo = async () => {
  const menu = (await kioskCall(t.app, shop.host, 'GET', '/api/public/menu')).json<KioskMenu>();
  return menu.products.find((product) => product.id === comboId)!;
};
const counterCombo = async () => {
  const res = await shop.admin('GET', '/api/admin/pdv/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ menu: KioskMenu }>().menu.products.find((product) => product.id === comboId)!;
};
const optionNames = (combo: KioskProduct, group: string) =>
  combo.choiceGroups.find((g) => g.name === group)!.options.map((option) => option.name);

const comboLine = (choiceOptionIds: string[]) => [
  { productId: comboId, quantity: 1, choiceOptionIds },
];
const counterSale = (choiceOptionIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload: {
      registerId,
      items: comboLine(choiceOptionIds),
      tenders: [{ method: 'cash', amountCents: 3000 }],
      expectedTotalCents: 3000,
      expectedChangeCents: 0,
    },
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: shop.cookie,
      'idempotency-key': `pdv-${randomUUID()}`,
    },
  });

/** The combo reads 'Esgotado' on both menus and both channels refuse it, in Portuguese. */
async function expectComboSoldOut() {
  for (const combo of [await kioskCombo(), await counterCombo()]) {
    expect(combo.soldOut).toBe(true);
    expect(optionNames(combo, 'Lanche')).toEqual([]);
  }
  // A kiosk or a counter screen that still shows the burger (read before it sold out).
  for (const res of [
    await shop.placeOrder(comboLine([burgerOptionId])),
    await counterSale([burgerOptionId]),
  ]) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ detail: soldOutCombo });
  }
}

async function expectComboOnSale() {
  for (const combo of [await kioskCombo(), await counterCombo()]) {
    expect(combo.soldOut).toBe(false);
    expect(optionNames(combo, 'Lanche')).toEqual(['Lanche']);
  }
}

describe('a combo whose burger is sold out', () => {
  it('is sold out on the kiosk and the PDV, and refused, while the burger is marked by hand', async () => {
    await expectComboOnSale();
    const mark = (soldOut: boolean) =>
      shop.admin('PUT', `/api/admin/stock/sold-out/${shop.productId}`, { soldOut });
    expect((await mark(true)).statusCode).toBe(204);
    await expectComboSoldOut();
    expect((await mark(false)).statusCode).toBe(204);
    await expectComboOnSale();
    const sold = await counterSale([burgerOptionId]);
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it('is sold out while the stock cannot make one more burger', async () => {
    const bun = await shop.createItem('Pão', 'un');
    const recipe = await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
      lines: [{ stockItemId: bun.id, quantityMilli: 1000 }],
    });
    expect(recipe.statusCode, recipe.body).toBe(200);
    await expectComboSoldOut();
    await shop.admin('POST', `/api/admin/stock/items/${bun.id}/adjustments`, {
      levelMilli: 5000,
      reason: 'Conferência',
    });
    await expectComboOnSale();
  });
});

describe('an option whose product is sold out', () => {
  it('is hidden and refused; the combo stays on sale with its other options', async () => {
    await shop.admin('PUT', `/api/admin/stock/sold-out/${sodaId}`, { soldOut: true });
    const combo = await kioskCombo();
    expect(combo.soldOut).toBe(false);
    expect(optionNames(combo, 'Bebida')).toEqual(['Suco']);
    expect(optionNames(await counterCombo(), 'Bebida')).toEqual(['Suco']);
    const refused = await shop.placeOrder(comboLine([burgerOptionId, sodaOptionId]));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [{ path: 'items.0.choiceOptionIds.1', message: 'Opção indisponível' }],
    });
    const placed = await shop.placeOrder(comboLine([burgerOptionId]));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
