import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, KioskMenu, KioskProduct, StockItem, StockProduct } from '@comanda/shared';
import { categories, choiceGroups, choiceOptions, products } from '../../db/schema';
import { kioskCall } from '../../test/kiosk-orders';
import { realtimeDrained } from '../../test/realtime';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireSoldOutMarks, kioskMenuRead } from '../catalog';
import { stockShop } from './test/stock-shop';

/*
 * Issue 36, item 3 (decision 069): one availability switch. Bacon (a stock item) marked out by
 * hand takes out, on the kiosk's menu and the PDV's alike, every product whose ficha técnica
 * uses it, every extra whose ficha does, every product option of those products, and the
 * combos whose required choice is left empty; a mark "por 2 h" ends by itself.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof stockShop>>;
let bacon: StockItem;
const id = { xBacon: '', comboBacon: '', comboLanche: '', baconExtra: '', cheese: '', bbq: '' };

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockShop(t.app);
  const establishmentId = shop.shop.id;
  const [lanche] = await t.app.db.select().from(products).where(eq(products.id, shop.productId));
  const [combos] = await t.app.db
    .insert(categories)
    .values({ establishmentId, name: 'Combos' })
    .returning();
  const [xBacon, comboBacon, comboLanche] = await t.app.db
    .insert(products)
    .values([
      { establishmentId, categoryId: lanche!.categoryId, name: 'X-Bacon', priceCents: 2500 },
      { establishmentId, categoryId: combos!.id, name: 'Combo X-Bacon', priceCents: 3000 },
      { establishmentId, categoryId: combos!.id, name: 'Combo Lanche', priceCents: 2800 },
    ])
    .returning();
  [id.xBacon, id.comboBacon, id.comboLanche] = [xBacon!.id, comboBacon!.id, comboLanche!.id];
  // Combo X-Bacon: its burger is X-Bacon only. Combo Lanche: either burger, and a sauce.
  const [onlyBacon, eitherBurger, sauces] = await t.app.db
    .insert(choiceGroups)
    .values([
      {
        establishmentId,
        productId: id.comboBacon,
        name: 'Lanche',
        minChoices: 1,
        maxChoices: 1,
        position: 0,
      },
      {
        establishmentId,
        productId: id.comboLanche,
        name: 'Lanche',
        minChoices: 1,
        maxChoices: 1,
        position: 0,
      },
      {
        establishmentId,
        productId: id.comboLanche,
        name: 'Molho',
        minChoices: 0,
        maxChoices: 1,
        position: 1,
      },
    ])
    .returning();
  const options = await t.app.db
    .insert(choiceOptions)
    .values([
      { establishmentId, groupId: onlyBacon!.id, optionProductId: id.xBacon, position: 0 },
      { establishmentId, groupId: eitherBurger!.id, optionProductId: id.xBacon, position: 0 },
      { establishmentId, groupId: eitherBurger!.id, optionProductId: shop.productId, position: 1 },
      { establishmentId, groupId: sauces!.id, name: 'Barbecue', position: 0 },
    ])
    .returning();
  id.bbq = options[3]!.id;
  id.baconExtra = (await shop.addExtra('Bacon', 500)).id;
  id.cheese = (await shop.addExtra('Queijo', 300)).id;

  bacon = await shop.createItem('Bacon', 'kg');
  await shop.admin('POST', `/api/admin/stock/items/${bacon.id}/adjustments`, {
    levelMilli: 5000,
    reason: 'Conferência',
  });
  const recipe = (productId: string, body: object) =>
    shop.admin('PUT', `/api/admin/stock/recipes/${productId}`, body);
  expect(
    (await recipe(id.xBacon, { lines: [{ stockItemId: bacon.id, quantityMilli: 100 }] }))
      .statusCode,
  ).toBe(200);
  const lancheRecipe = await recipe(shop.productId, {
    lines: [],
    extras: [{ extraId: id.baconExtra, lines: [{ stockItemId: bacon.id, quantityMilli: 50 }] }],
  });
  expect(lancheRecipe.statusCode, lancheRecipe.body).toBe(200);
});
afterAll(() => t.close());

const kioskMenu = async () =>
  (await kioskCall(t.app, shop.host, 'GET', '/api/public/menu')).json<KioskMenu>();
const counterMenu = async () =>
  (await shop.admin('GET', '/api/admin/pdv/menu')).json<{ menu: KioskMenu }>().menu;
const product = (menu: KioskMenu, productId: string) =>
  menu.products.find((p) => p.id === productId)!;
const optionNames = (combo: KioskProduct, group: string) =>
  combo.choiceGroups.find((g) => g.name === group)!.options.map((option) => option.name);
const extraNames = (menu: KioskMenu) => product(menu, shop.productId).extras.map((e) => e.name);
const mark = (path: string, body: object) =>
  shop.admin('PUT', path, body).then((res) => expect(res.statusCode, res.body).toBe(204));

/** What every menu (the kiosk's, the PDV's) shows of bacon's products, options and extras. */
async function baconShows(available: boolean) {
  for (const menu of [await kioskMenu(), await counterMenu()]) {
    expect(product(menu, id.xBacon).soldOut).toBe(!available);
    expect(product(menu, id.comboBacon).soldOut).toBe(!available);
    expect(product(menu, id.comboLanche).soldOut).toBe(false);
    expect(optionNames(product(menu, id.comboLanche), 'Lanche')).toEqual(
      available ? ['X-Bacon', 'Lanche'] : ['Lanche'],
    );
    expect(product(menu, shop.productId).soldOut).toBe(false);
    expect(extraNames(menu)).toEqual(available ? ['Bacon', 'Queijo'] : ['Queijo']);
  }
}

describe('bacon marked out by hand', () => {
  it('takes out its products, its extra, its options and the combo it empties, and comes back', async () => {
    await baconShows(true);
    await mark(`/api/admin/stock/items/${bacon.id}/sold-out`, { soldOut: true });
    await baconShows(false);

    // Refused too, from a screen read before: the product, and the extra on another product.
    const xBacon = await shop.placeOrder([{ productId: id.xBacon, quantity: 1 }]);
    expect(xBacon.statusCode, xBacon.body).toBe(409);
    const withExtra = await shop.placeOrder([
      { productId: shop.productId, quantity: 1, extraIds: [id.baconExtra] },
    ]);
    expect(withExtra.statusCode, withExtra.body).toBe(400);
    expect(withExtra.json()).toMatchObject({ detail: 'Adicional indisponível' });

    // The admin screens say why: the ingredient marked, until undone; its products out.
    const items = (await shop.admin('GET', '/api/admin/stock/items')).json<StockItem[]>();
    expect(items.find((item) => item.id === bacon.id)).toMatchObject({
      soldOutMarked: true,
      soldOutUntil: null,
    });
    const list = (await shop.admin('GET', '/api/admin/stock/products')).json<StockProduct[]>();
    expect(list.find((p) => p.id === id.xBacon)).toMatchObject({
      soldOutMarked: false,
      soldOutByStock: true,
    });

    // A ficha técnica that takes bacon up later is out at once.
    const cheese = await shop.admin('PUT', `/api/admin/stock/recipes/${id.comboLanche}`, {
      lines: [{ stockItemId: bacon.id, quantityMilli: 10 }],
    });
    expect(cheese.statusCode, cheese.body).toBe(200);
    expect(product(await kioskMenu(), id.comboLanche).soldOut).toBe(true);
    await shop.admin('PUT', `/api/admin/stock/recipes/${id.comboLanche}`, { lines: [] });

    await mark(`/api/admin/stock/items/${bacon.id}/sold-out`, { soldOut: false });
    await baconShows(true);

    const log = (await shop.admin('GET', '/api/admin/audit')).json<AuditEntry[]>();
    const lines = log.filter((entry) => entry.kind === 'availability.change');
    expect(lines.map((e) => [e.subject, JSON.parse(e.before!), JSON.parse(e.after!)])).toEqual([
      [
        'Ingrediente: Bacon',
        { disponibilidade: 'esgotado até voltar' },
        { disponibilidade: 'à venda' },
      ],
      [
        'Ingrediente: Bacon',
        { disponibilidade: 'à venda' },
        { disponibilidade: 'esgotado até voltar' },
      ],
    ]);
  });
});

describe('a mark with an end', () => {
  it("'por 2 h' on an extra ends by itself, and its end is announced once", async () => {
    const before = Date.now();
    await mark(`/api/admin/extras/${id.cheese}/sold-out`, { soldOut: true, period: '2h' });
    expect(extraNames(await kioskMenu())).toEqual(['Bacon']);
    const list = (await shop.admin('GET', '/api/admin/stock/products')).json<StockProduct[]>();
    const until = Date.parse(
      list.find((p) => p.id === shop.productId)!.extras.find((e) => e.id === id.cheese)!
        .soldOutUntil!,
    );
    expect(until - before).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);

    // The menu knows when it changes by itself, and at that time it is whole again.
    const now = await kioskMenuRead(t.app.db, shop.shop.id);
    expect(now.changesAt?.getTime()).toBe(until);
    const later = await kioskMenuRead(t.app.db, shop.shop.id, new Date(until + 1000));
    expect(product(later.menu, shop.productId).extras.map((e) => e.name)).toEqual([
      'Bacon',
      'Queijo',
    ]);
    expect(later.changesAt).toBeNull();

    // At its end the open kiosks hear it, from whichever instance clears it first.
    await realtimeDrained(t.app);
    const heard: string[] = [];
    const stop = t.app.realtime.subscribe(`menu:${shop.shop.id}`, (e) => heard.push(e.type));
    const at = new Date(until + 1000);
    const cleared = await Promise.all(
      [1, 2].map(() => expireSoldOutMarks(t.app.db, t.app.realtime, shop.shop.id, at)),
    );
    expect(cleared.sort()).toEqual([false, true]);
    await realtimeDrained(t.app);
    stop();
    expect(heard).toEqual(['menu.changed']);
    expect(extraNames(await kioskMenu())).toEqual(['Bacon', 'Queijo']);
  });

  it("'até amanhã' on a free-text option lasts until the next business day", async () => {
    await mark(`/api/admin/choice-options/${id.bbq}/sold-out`, {
      soldOut: true,
      period: 'tomorrow',
    });
    expect(optionNames(product(await kioskMenu(), id.comboLanche), 'Molho')).toEqual([]);
    const { changesAt } = await kioskMenuRead(t.app.db, shop.shop.id);
    // Midnight in São Paulo (UTC-3), within the next day.
    expect(changesAt!.getUTCHours()).toBe(3);
    expect(changesAt!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    await mark(`/api/admin/choice-options/${id.bbq}/sold-out`, { soldOut: false });
    expect(optionNames(product(await kioskMenu(), id.comboLanche), 'Molho')).toEqual(['Barbecue']);
    // A product option has no mark of its own: its product is marked instead.
    const productOption = await t.app.db
      .select({ id: choiceOptions.id })
      .from(choiceOptions)
      .where(eq(choiceOptions.optionProductId, id.xBacon));
    const refused = await shop.admin(
      'PUT',
      `/api/admin/choice-options/${productOption[0]!.id}/sold-out`,
      { soldOut: true },
    );
    expect(refused.statusCode).toBe(404);
  });
});
