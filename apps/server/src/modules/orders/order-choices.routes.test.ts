import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCents,
  type AdminOrderDetail,
  type CreateOrderInput,
  type KioskMenu,
  type KioskPayment,
  type KioskProduct,
  type PlacedOrder,
  type PrintedReceipt,
  type Printer,
  type Product,
  type StockItem,
} from '@comanda/shared';
import { orderItemChoices, products } from '../../db/schema';
import { demoCategories } from '../../db/seed/demo-menu';
import { seedDemoData } from '../../seed/seed';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { kioskCall, requestPayment } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localObjectStorage } from '../../lib/object-storage';

/*
 * Combos and choice groups (decision 026): the demo's "Combo Clássico" (its burger: a required
 * group of one option, decision 038; bebida: min 1 max 1; Molhos: min 0 max 2) priced, refused
 * when chosen wrong, stored, printed and taken from stock; a combo follows its burger's
 * availability.
 */

const demoHost = 'demo.localhost:3000';

const byName = <T extends { name: string }>(list: T[], name: string): T => {
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found;
};

/** The demo seed's plain data, to price without the code under test. */
const demoCombo = demoCategories
  .flatMap((category) => category.products)
  .find((product) => product.name === 'Combo Clássico')!;
const demoOption = (group: string, option: string) =>
  demoCombo
    .choiceGroups!.find((g) => g.name === group)!
    .options.find((o) => ('product' in o ? o.product : o.name) === option)!.priceCents;

describe('orders with choice groups', () => {
  let t: TestApp;
  let uploadsDir: string;
  let menu: KioskMenu;
  let demoId: string;
  let cookie: string;
  let combo: KioskProduct;
  let lanche: KioskProduct['choiceGroups'][number];
  let bebida: KioskProduct['choiceGroups'][number];
  let molhos: KioskProduct['choiceGroups'][number];

  const option = (group: typeof bebida, name: string) => byName(group.options, name).id;
  const admin = (method: Parameters<typeof send>[1], url: string, payload?: object) =>
    send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
  const readMenu = async (): Promise<KioskMenu> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/menu',
      headers: { host: demoHost },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const post = (payload: CreateOrderInput) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload,
      headers: {
        host: demoHost,
        origin: `http://${demoHost}`,
        'idempotency-key': `k-${randomUUID()}`,
      },
    });
  /** The combo with its burger (as the screens choose it) and the given choices after it. */
  const comboLine = (choiceOptionIds: string[], quantity = 1) => ({
    items: [
      {
        productId: combo.id,
        quantity,
        choiceOptionIds: [lanche.options[0]!.id, ...choiceOptionIds],
      },
    ],
  });
  const expectRefused = async (payload: CreateOrderInput, path: string, message: string) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: [{ path, message }] });
  };

  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = mkdtempSync(join(tmpdir(), 'comanda-choices-'));
    expect(await seedDemoData(t.app.db, { uploads: localObjectStorage(uploadsDir) })).toBe(true);
    demoId = (await t.app.db.query.establishments.findFirst())!.id;
    cookie = await signUpAdminOf(t.app, demoId);
    menu = await readMenu();
    combo = byName(menu.products, 'Combo Clássico');
    lanche = byName(combo.choiceGroups, 'Lanche');
    bebida = byName(combo.choiceGroups, 'Escolha a bebida');
    molhos = byName(combo.choiceGroups, 'Molhos');
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('the menu carries the groups, their rules and options with names and differences', () => {
    expect(combo.choiceGroups.map((g) => [g.name, g.minChoices, g.maxChoices])).toEqual([
      ['Lanche', 1, 1],
      ['Escolha a bebida', 1, 1],
      ['Molhos', 0, 2],
    ]);
    const burger = byName(menu.products, 'Clássico da Casa');
    expect(lanche.options.map((o) => [o.name, o.productId, o.priceCents])).toEqual([
      [burger.name, burger.id, 0],
    ]);
    const soda = byName(menu.drinks, 'Refrigerante Lata 350 ml');
    expect(bebida.options[0]).toEqual({
      id: expect.any(String),
      name: soda.name,
      priceCents: 0,
      productId: soda.id,
      imageUrl: soda.imageUrl,
      // Named in the kiosk's other languages by its product's translated name.
      translations: {
        en: { name: soda.translations.en!.name },
        es: { name: soda.translations.es!.name },
      },
    });
    expect(byName(bebida.options, 'Suco Natural de Laranja 500 ml').priceCents).toBe(400);
    expect(molhos.options.map((o) => [o.name, o.productId])).toEqual([
      ['Ketchup', null],
      ['Mostarda', null],
      ['Maionese da casa', null],
      ['Barbecue', null],
    ]);
    // The demo's groups and free-text options come translated (seed).
    expect(molhos.translations).toEqual({ en: { name: 'Sauces' }, es: { name: 'Salsas' } });
    expect(byName(molhos.options, 'Mostarda').translations.en).toEqual({ name: 'Mustard' });
    expect(byName(menu.products, 'Clássico da Casa').choiceGroups).toEqual([]);
  });

  it('prices the combo price plus the chosen differences, and stores the choices', async () => {
    const res = await post(
      comboLine(
        [
          option(molhos, 'Barbecue'),
          option(bebida, 'Suco Natural de Laranja 500 ml'),
          option(molhos, 'Ketchup'),
        ],
        2,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const expected =
      (demoCombo.priceCents +
        demoOption('Escolha a bebida', 'Suco Natural de Laranja 500 ml') +
        demoOption('Molhos', 'Barbecue') +
        demoOption('Molhos', 'Ketchup')) *
      2;
    expect(expected).toBe((3990 + 400 + 200) * 2);
    const order = res.json<PlacedOrder>();
    expect(order.totalCents).toBe(expected);

    // Stored in the groups' order, then the options' order (not the request's).
    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetail>();
    expect(detail.lines).toMatchObject([
      {
        name: 'Combo Clássico',
        quantity: 2,
        unitPriceCents: expected / 2,
        extras: [
          'Lanche: Clássico da Casa',
          'Escolha a bebida: Suco Natural de Laranja 500 ml',
          'Molhos: Ketchup',
          'Molhos: Barbecue',
        ],
      },
    ]);
  });

  it('an optional group may be left empty', async () => {
    const res = await post(comboLine([option(bebida, 'Água Mineral 500 ml')]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrder>().totalCents).toBe(demoCombo.priceCents);
  });

  it('refuses a missing required choice, in Portuguese', async () => {
    await expectRefused(
      comboLine([option(molhos, 'Ketchup')]),
      'items.0.choiceOptionIds',
      'Escolha 1 opção em "Escolha a bebida"',
    );
    // Nothing chosen: every required group is named, the burger's first.
    const none = await post({ items: [{ productId: combo.id, quantity: 1 }] });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toMatchObject({
      detail: 'Escolha 1 opção em "Lanche"',
      errors: [
        { path: 'items.0.choiceOptionIds', message: 'Escolha 1 opção em "Lanche"' },
        { path: 'items.0.choiceOptionIds', message: 'Escolha 1 opção em "Escolha a bebida"' },
      ],
    });
  });

  it('refuses more choices than a group allows', async () => {
    await expectRefused(
      comboLine([
        option(bebida, 'Água Mineral 500 ml'),
        option(bebida, 'Refrigerante Lata 350 ml'),
      ]),
      'items.0.choiceOptionIds',
      'Escolha no máximo 1 opção em "Escolha a bebida"',
    );
    await expectRefused(
      comboLine([
        option(bebida, 'Água Mineral 500 ml'),
        option(molhos, 'Ketchup'),
        option(molhos, 'Mostarda'),
        option(molhos, 'Barbecue'),
      ]),
      'items.0.choiceOptionIds',
      'Escolha no máximo 2 opções em "Molhos"',
    );
  });

  it("refuses an option that is not one of the line's product, or repeated", async () => {
    const burger = byName(menu.products, 'Clássico da Casa');
    await expectRefused(
      {
        items: [
          { productId: burger.id, quantity: 1, choiceOptionIds: [option(molhos, 'Ketchup')] },
        ],
      },
      'items.0.choiceOptionIds.0',
      'Opção indisponível',
    );
    await expectRefused(
      comboLine([option(bebida, 'Água Mineral 500 ml'), randomUUID()]),
      'items.0.choiceOptionIds.2',
      'Opção indisponível',
    );
    const water = option(bebida, 'Água Mineral 500 ml');
    const repeated = await post(comboLine([water, water]));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({
      errors: [{ path: 'items.0.choiceOptionIds', message: 'Opção repetida' }],
    });
  });

  it('a sold-out option product leaves the menu and is refused', async () => {
    const water = byName(menu.drinks, 'Água Mineral 500 ml');
    const optionId = option(bebida, water.name);
    await t.app.db.update(products).set({ soldOutMarked: true }).where(eq(products.id, water.id));
    // The admin's sold-out switch bumps the menu's version; here the row changed directly.
    await admin('PATCH', `/api/admin/products/${water.id}`, { active: true });
    try {
      const groups = byName((await readMenu()).products, 'Combo Clássico').choiceGroups;
      expect(byName(groups, 'Escolha a bebida').options.map((o) => o.name)).not.toContain(
        water.name,
      );
      await expectRefused(comboLine([optionId]), 'items.0.choiceOptionIds.1', 'Opção indisponível');
    } finally {
      await t.app.db
        .update(products)
        .set({ soldOutMarked: false })
        .where(eq(products.id, water.id));
      await admin('PATCH', `/api/admin/products/${water.id}`, { active: true });
    }
  });

  it('a combo whose every drink is sold out is sold out too', async () => {
    const drinkIds = menu.drinks
      .filter((drink) => bebida.options.some((option) => option.productId === drink.id))
      .map((drink) => drink.id);
    expect(drinkIds).toHaveLength(bebida.options.length);
    const mark = async (soldOutMarked: boolean) => {
      for (const id of drinkIds) {
        await t.app.db.update(products).set({ soldOutMarked }).where(eq(products.id, id));
      }
      await admin('PATCH', `/api/admin/products/${combo.id}`, { active: true });
    };
    await mark(true);
    try {
      const soldOut = byName((await readMenu()).products, 'Combo Clássico');
      expect(soldOut.soldOut).toBe(true);
      expect(byName(soldOut.choiceGroups, 'Escolha a bebida').options).toEqual([]);
    } finally {
      await mark(false);
    }
    expect(byName((await readMenu()).products, 'Combo Clássico').soldOut).toBe(false);
  });

  it("the demo's Combo Cheddar Bacon follows its burger: sold out with it, refused, back with it", async () => {
    const burger = byName(menu.products, 'Cheddar Bacon');
    const comboOf = async () => byName((await readMenu()).products, 'Combo Cheddar Bacon');
    const before = await comboOf();
    const burgerGroup = byName(before.choiceGroups, 'Lanche');
    expect(before.soldOut).toBe(false);
    expect(burgerGroup.options.map((o) => o.productId)).toEqual([burger.id]);
    const order = () =>
      post({
        items: [
          { productId: before.id, quantity: 1, choiceOptionIds: [burgerGroup.options[0]!.id] },
        ],
      });
    const mark = (soldOut: boolean) =>
      admin('PUT', `/api/admin/stock/sold-out/${burger.id}`, { soldOut });

    expect((await mark(true)).statusCode).toBe(204);
    try {
      const soldOut = await comboOf();
      expect(soldOut.soldOut).toBe(true);
      expect(byName(soldOut.choiceGroups, 'Lanche').options).toEqual([]);
      // A kiosk screen read before the burger sold out.
      const refused = await order();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        detail: 'Esgotado: Combo Cheddar Bacon. Remova do pedido para continuar.',
      });
    } finally {
      expect((await mark(false)).statusCode).toBe(204);
    }
    expect((await comboOf()).soldOut).toBe(false);
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlacedOrder>().totalCents).toBe(before.priceCents);
  });

  it("another shop's option is refused on the demo's host", async () => {
    const other = await seedOtherShopCombo(t);
    await expectRefused(
      comboLine([option(bebida, 'Água Mineral 500 ml'), other.optionId]),
      'items.0.choiceOptionIds.2',
      'Opção indisponível',
    );
  });

  it('a paid combo takes the chosen drink from stock and prints the choices on the kitchen ticket', async () => {
    const soda = byName(menu.drinks, 'Refrigerante Lata 350 ml');
    const item = (
      await admin('POST', '/api/admin/stock/items', {
        name: 'Lata de refrigerante',
        unit: 'un',
        costCents: 0,
        minimumMilli: 0,
      })
    ).json<StockItem>();
    const counted = await admin('POST', `/api/admin/stock/items/${item.id}/adjustments`, {
      levelMilli: 10_000,
      reason: 'Contagem',
    });
    expect(counted.statusCode, counted.body).toBeLessThan(300);
    const recipe = await admin('PUT', `/api/admin/stock/recipes/${soda.id}`, {
      lines: [{ stockItemId: item.id, quantityMilli: 1000 }],
    });
    expect(recipe.statusCode, recipe.body).toBe(200);
    const levelOf = async () =>
      (await admin('GET', '/api/admin/stock/items'))
        .json<StockItem[]>()
        .find((row) => row.id === item.id)!.levelMilli;
    const before = await levelOf();

    menu = await readMenu();
    combo = byName(menu.products, 'Combo Clássico');
    lanche = byName(combo.choiceGroups, 'Lanche');
    bebida = byName(combo.choiceGroups, 'Escolha a bebida');
    molhos = byName(combo.choiceGroups, 'Molhos');
    const res = await post(
      comboLine(
        [option(bebida, soda.name), option(molhos, 'Mostarda'), option(molhos, 'Ketchup')],
        3,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrder>();
    const payment = (
      await requestPayment(t.app, { host: demoHost }, order, 'pix')
    ).json<KioskPayment>();
    const approved = await kioskCall(
      t.app,
      demoHost,
      'POST',
      `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
      { token: order.publicToken, outcome: 'approved' },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    expect(before - (await levelOf())).toBe(3 * 1000);
    const stored = await t.app.db
      .select({ productId: orderItemChoices.productId, name: orderItemChoices.name })
      .from(orderItemChoices)
      .where(eq(orderItemChoices.establishmentId, demoId));
    expect(stored).toContainEqual({ productId: soda.id, name: soda.name });

    const printers = (await admin('GET', '/api/admin/printers')).json<Printer[]>();
    const kitchen = printers.find((printer) => printer.kind === 'kitchen')!;
    const printedOn = async (printer: Printer) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const printed = (await admin('GET', `/api/admin/printers/${printer.id}/receipts`)).json<
          PrintedReceipt[]
        >();
        const found = printed.find((job) => job.orderNumber === order.orderNumber);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    };
    const ticket = await printedOn(kitchen);
    expect(ticket?.previewText).toContain('3x Combo Clássico');
    expect(ticket?.previewText).toContain(`+ Escolha a bebida: ${soda.name}`);
    expect(ticket?.previewText).toContain('+ Molhos: Ketchup');
    expect(ticket?.previewText).toContain('+ Molhos: Mostarda');

    // The customer's receipt: the combo at its price, each choice under it, the server's total.
    const receipt = await printedOn(printers.find((printer) => printer.kind === 'customer')!);
    expect(receipt?.previewText).toMatch(/3x Combo Clássico +R\$ 119,70/);
    expect(receipt?.previewText).toContain('   + Molhos: Ketchup\n');
    expect(receipt?.previewText).toContain(formatCents(order.totalCents));
    expect(order.totalCents).toBe(3990 * 3);
  });
});

/** Another shop whose combo has one free-text option: the option's id. */
async function seedOtherShopCombo(t: TestApp): Promise<{ optionId: string }> {
  const { insertEstablishment } = await import('../../test/factories');
  const shop = await insertEstablishment(t.app.db, {
    subdomain: `outra-${randomUUID().slice(0, 6)}`,
  });
  const otherCookie = await signUpAdminOf(t.app, shop.id);
  const call = (method: Parameters<typeof send>[1], url: string, payload: object) =>
    send(t.app, method, url, { cookie: otherCookie, payload });
  const category = (await call('POST', '/api/admin/categories', { name: 'Combos' })).json<{
    id: string;
  }>();
  const res = await call('POST', '/api/admin/products', {
    name: 'Combo da outra',
    priceCents: 1000,
    categoryId: category.id,
    choiceGroups: [
      { name: 'Molho', minChoices: 0, maxChoices: 1, options: [{ name: 'Alho', priceCents: 0 }] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { optionId: res.json<Product>().choiceGroups[0]!.options[0]!.id };
}
