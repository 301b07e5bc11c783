import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '@comanda/shared';
import { categories, choiceGroups, choiceOptions, establishments, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { syncIfoodCatalog } from './ifood-catalog-sync';
import { startIfoodShop, type IfoodShop } from './test/ifood-shop';

/*
 * Catalogue availability (issue 34, decision 058): a product sold out in Comanda — by hand, by
 * stock, or through a combo's required part — reaches the fake iFood as UNAVAILABLE, and
 * AVAILABLE when it is back, without anyone asking (the shop's menu notice starts the sync).
 * The tests wait for the outcome; the sync has no timer in tests.
 */

let s: IfoodShop;
const ids: Record<'lanche' | 'refri' | 'combo' | 'semCodigo', string> = {
  lanche: '',
  refri: '',
  combo: '',
  semCodigo: '',
};
/** The fake iFood's item of each coded product. */
const items: Record<string, string> = {};

beforeAll(async () => {
  // Connected once the menu is set up: the sync's first run sees it whole.
  s = await startIfoodShop({}, { connect: false });
  const establishmentId = s.shop;
  const [lanches, bebidas] = await s.t.app.db
    .insert(categories)
    .values([
      { establishmentId, name: 'Lanches' },
      { establishmentId, name: 'Bebidas', type: 'bebida' },
    ])
    .returning();
  const rows = await s.t.app.db
    .insert(products)
    .values([
      { establishmentId, categoryId: lanches!.id, name: 'Lanche', priceCents: 2000, code: 'LAN' },
      { establishmentId, categoryId: bebidas!.id, name: 'Refri', priceCents: 600, code: 'REF' },
      { establishmentId, categoryId: lanches!.id, name: 'Combo', priceCents: 2500, code: 'CMB' },
      { establishmentId, categoryId: lanches!.id, name: 'Sem código', priceCents: 100 },
    ])
    .returning();
  [ids.lanche, ids.refri, ids.combo, ids.semCodigo] = rows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];
  // The combo's drink is required, and Refri its only choice.
  const [group] = await s.t.app.db
    .insert(choiceGroups)
    .values({
      establishmentId,
      productId: ids.combo,
      name: 'Bebida',
      minChoices: 1,
      maxChoices: 1,
      position: 0,
    })
    .returning();
  await s.t.app.db
    .insert(choiceOptions)
    .values({ establishmentId, groupId: group!.id, optionProductId: ids.refri, position: 0 });
  for (const [name, code] of [
    ['Lanche', 'LAN'],
    ['Refri', 'REF'],
    ['Combo', 'CMB'],
  ]) {
    items[code!] = s.ifood.addCatalogItem(s.merchantId, { name: name!, externalCode: code! });
  }
  await s.connect();
  // The first sync (the connect's, or this one after it: they take turns) finds all on sale.
  await syncIfoodCatalog({ db: s.t.app.db, ifood: async () => s.client }, s.shop);
});
afterAll(() => s.close());

const admin = (method: 'PUT' | 'POST', url: string, payload: object) =>
  send(s.t.app, method, url, { cookie: s.cookie, payload });
const markSoldOut = async (productId: string, soldOut: boolean) =>
  expect(
    (await admin('PUT', `/api/admin/stock/sold-out/${productId}`, { soldOut })).statusCode,
  ).toBe(204);
const onIfood = (code: string) => s.ifood.itemStatus.get(s.merchantId)?.get(items[code]!);
const waitFor = (code: string, status: 'AVAILABLE' | 'UNAVAILABLE') =>
  expect.poll(() => onIfood(code), { timeout: 20_000, interval: 50 }).toBe(status);
const patches = (code: string) =>
  s.ifood.calls.filter(
    (call) => call.method === 'PATCH' && (call.body as { itemId?: string })?.itemId === items[code],
  );

describe('iFood catalogue availability', () => {
  it('a product marked sold out by hand is UNAVAILABLE on iFood, and AVAILABLE after', async () => {
    await markSoldOut(ids.lanche, true);
    await waitFor('LAN', 'UNAVAILABLE');
    const sent = s.ifood.calls.find((call) => call.method === 'PATCH')!;
    expect(sent.path).toBe(`/catalog/v2.0/merchants/${s.merchantId}/items/status`);
    expect(sent.body).toEqual({ itemId: items.LAN, status: 'UNAVAILABLE' });
    // Nothing else changed: only that item was sent.
    expect(onIfood('REF')).toBeUndefined();
    expect(onIfood('CMB')).toBeUndefined();

    await markSoldOut(ids.lanche, false);
    await waitFor('LAN', 'AVAILABLE');
    expect(patches('LAN').map((call) => (call.body as { status: string }).status)).toEqual([
      'UNAVAILABLE',
      'AVAILABLE',
    ]);
  });

  it('a product the stock cannot make is UNAVAILABLE, and AVAILABLE once stock comes in', async () => {
    const created = await admin('POST', '/api/admin/stock/items', {
      name: 'Pão',
      unit: 'un',
      costCents: 0,
      minimumMilli: 0,
    });
    const bun = created.json<StockItem>();
    const recipe = await admin('PUT', `/api/admin/stock/recipes/${ids.lanche}`, {
      lines: [{ stockItemId: bun.id, quantityMilli: 1000 }],
    });
    expect(recipe.statusCode, recipe.body).toBe(200);
    await waitFor('LAN', 'UNAVAILABLE');
    await admin('POST', `/api/admin/stock/items/${bun.id}/adjustments`, {
      levelMilli: 5000,
      reason: 'Conferência',
    });
    await waitFor('LAN', 'AVAILABLE');
  });

  it('a combo whose required part is sold out is UNAVAILABLE with it, and back with it', async () => {
    await markSoldOut(ids.refri, true);
    await waitFor('REF', 'UNAVAILABLE');
    await waitFor('CMB', 'UNAVAILABLE');
    expect(onIfood('LAN')).toBe('AVAILABLE');
    await markSoldOut(ids.refri, false);
    await waitFor('REF', 'AVAILABLE');
    await waitFor('CMB', 'AVAILABLE');
  });

  it('an ingredient marked out "por 2 h" makes its products UNAVAILABLE; its end brings them back', async () => {
    const created = await admin('POST', '/api/admin/stock/items', {
      name: 'Bacon',
      unit: 'kg',
      costCents: 0,
      minimumMilli: 0,
    });
    const bacon = created.json<StockItem>();
    await admin('POST', `/api/admin/stock/items/${bacon.id}/adjustments`, {
      levelMilli: 5000,
      reason: 'Conferência',
    });
    // Refri's ficha uses bacon (it stands for any product): the combo needing it goes too.
    const recipe = await admin('PUT', `/api/admin/stock/recipes/${ids.refri}`, {
      lines: [{ stockItemId: bacon.id, quantityMilli: 100 }],
    });
    expect(recipe.statusCode, recipe.body).toBe(200);
    const marked = await admin('PUT', `/api/admin/stock/items/${bacon.id}/sold-out`, {
      soldOut: true,
      period: '2h',
    });
    expect(marked.statusCode, marked.body).toBe(204);
    await waitFor('REF', 'UNAVAILABLE');
    await waitFor('CMB', 'UNAVAILABLE');
    expect(onIfood('LAN')).toBe('AVAILABLE');

    // Two hours later, with no change and no notice (the menu version has not moved), the
    // sync finds the mark ended: the ends it saw are due.
    const deps = { db: s.t.app.db, ifood: async () => s.client };
    const later = new Date(Date.now() + 2 * 3_600_000 + 60_000);
    expect(await syncIfoodCatalog(deps, s.shop, later)).toBe(2);
    expect(onIfood('REF')).toBe('AVAILABLE');
    expect(onIfood('CMB')).toBe('AVAILABLE');

    const back = await admin('PUT', `/api/admin/stock/items/${bacon.id}/sold-out`, {
      soldOut: false,
    });
    expect(back.statusCode).toBe(204);
    await admin('PUT', `/api/admin/stock/recipes/${ids.refri}`, { lines: [] });
    // Everything is as iFood was last told: nothing left for the next test's syncs.
    await expect.poll(() => syncIfoodCatalog(deps, s.shop)).toBe(0);
  });

  it('several instances syncing at once send each change once (advisory lock, idempotent)', async () => {
    // Counted before the change: the test app is one more instance, and a notice of the test
    // before (heard late, through PostgreSQL's LISTEN on a loaded machine) may start its own
    // sync at any moment from here on.
    const before = patches('LAN').length;
    // The change without its notice, as if every instance had heard it at the same moment.
    await s.t.app.db
      .update(products)
      .set({ soldOutMarked: true })
      .where(eq(products.id, ids.lanche));
    await s.t.app.db
      .update(establishments)
      .set({ menuVersion: sql`${establishments.menuVersion} + 1` })
      .where(eq(establishments.id, s.shop));
    const deps = { db: s.t.app.db, ifood: async () => s.client };
    const changed = await Promise.all([1, 2, 3].map(() => syncIfoodCatalog(deps, s.shop)));
    // One of the three sent it, or the app's own sync did (the three then waited on its lock).
    expect([
      [0, 0, 0],
      [0, 0, 1],
    ]).toContainEqual(changed.sort());
    expect(patches('LAN').length).toBe(before + 1);
    expect(onIfood('LAN')).toBe('UNAVAILABLE');
    // Nothing moved since: another run sends nothing.
    expect(await syncIfoodCatalog(deps, s.shop)).toBe(0);
    expect(patches('LAN').length).toBe(before + 1);
  });

  it('a disconnected store is left alone', async () => {
    await send(s.t.app, 'POST', '/api/admin/integrations/ifood/disconnect', { cookie: s.cookie });
    const before = s.ifood.calls.length;
    await s.t.app.db
      .update(establishments)
      .set({ menuVersion: sql`${establishments.menuVersion} + 1` })
      .where(eq(establishments.id, s.shop));
    expect(await syncIfoodCatalog({ db: s.t.app.db, ifood: async () => s.client }, s.shop)).toBe(0);
    expect(s.ifood.calls.length).toBe(before);
  });
});
