import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productsNotReadyMessage,
  type FiscalReadiness,
  type FiscalSettingsInput,
} from '@comanda/shared';
import { categories, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, paidKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findNoteOfOrder } from './emission.service';
import { simulatedSettingsInput } from './test/fiscal-fixtures';
import { noteOfOrderWhen } from './test/note-of-order';

/*
 * NFC-e with products that lack their codes must not fail silently (issue 30, 4): the settings
 * list the active products missing NCM, CFOP or CSOSN/CST, refuse to turn NFC-e on until none
 * is, set the codes of a whole category at once (of the admin's own shop only), and a note
 * that failed is emitted again from /admin/pedidos once the product is fixed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FISCAL_SEFAZ_TIMEOUT_MS: '30000' });
});
afterAll(() => t.close());

const enabled = simulatedSettingsInput();

type Shop = Awaited<ReturnType<typeof insertKioskShop>> & { admin: string; categoryId: string };

async function shopWithAdmin(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  const admin = await signUpAdminOf(t.app, shop.shop.id);
  const [product] = await t.app.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, shop.productId));
  return { ...shop, admin, categoryId: product!.categoryId };
}

const readinessOf = async (shop: Shop): Promise<FiscalReadiness> => {
  const res = await send(t.app, 'GET', '/api/admin/fiscal/readiness', { cookie: shop.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const setCodes = (shop: Shop, payload: object) =>
  send(t.app, 'PUT', '/api/admin/fiscal/category-codes', { cookie: shop.admin, payload });

const saveSettings = (shop: Shop, payload: FiscalSettingsInput = enabled) =>
  send(t.app, 'PUT', '/api/admin/fiscal/settings', { cookie: shop.admin, payload });

describe('NFC-e readiness of the products', { timeout: 120_000 }, () => {
  it('lists each active product missing a code, with what it misses', async () => {
    const shop = await shopWithAdmin();
    await t.app.db.insert(products).values([
      {
        establishmentId: shop.shop.id,
        categoryId: shop.categoryId,
        name: 'Suco',
        priceCents: 800,
        ncm: '20091900',
        cfop: '5102',
      },
      // Not sold: not listed.
      {
        establishmentId: shop.shop.id,
        categoryId: shop.categoryId,
        name: 'Antigo',
        priceCents: 800,
        active: false,
      },
      {
        establishmentId: shop.shop.id,
        categoryId: shop.categoryId,
        name: 'Pronto',
        priceCents: 800,
        ncm: '22021000',
        cfop: '5405',
        taxCode: '500',
      },
    ]);
    const readiness = await readinessOf(shop);
    expect(readiness).toEqual({
      ready: false,
      activeProducts: 3,
      missing: [
        {
          id: shop.productId,
          name: 'Lanche',
          categoryId: shop.categoryId,
          categoryName: 'Lanches',
          fields: ['ncm', 'cfop', 'taxCode'],
        },
        expect.objectContaining({ name: 'Suco', fields: ['taxCode'] }),
      ],
    });
  });

  it('refuses to turn NFC-e on while a product is not ready, in Portuguese', async () => {
    const shop = await shopWithAdmin();
    const res = await saveSettings(shop);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe(productsNotReadyMessage(1));
    expect(res.json().detail).toBe(
      '1 produto ativo está sem NCM, CFOP ou CSOSN/CST: complete antes de ligar a NFC-e',
    );
    const settings = await send(t.app, 'GET', '/api/admin/fiscal/settings', {
      cookie: shop.admin,
    });
    expect(settings.json().enabled).toBe(false);
  });

  it("sets a category's codes in bulk, in the admin's own shop only, then NFC-e turns on", async () => {
    const shop = await shopWithAdmin();
    const other = await shopWithAdmin();
    const codes = { ncm: '2106.90.90', cfop: '5102', taxCode: '102' };

    const foreign = await setCodes(shop, { categoryId: other.categoryId, ...codes });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await readinessOf(other)).ready).toBe(false);

    const blank = await setCodes(shop, { categoryId: shop.categoryId, ncm: '', cfop: '' });
    expect(blank.statusCode).toBe(400);

    const res = await setCodes(shop, { categoryId: shop.categoryId, ...codes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1, readiness: { ready: true, missing: [] } });
    const [product] = await t.app.db.select().from(products).where(eq(products.id, shop.productId));
    expect(product).toMatchObject({ ncm: '21069090', cfop: '5102', taxCode: '102' });
    const [otherProduct] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.id, other.productId));
    expect(otherProduct).toMatchObject({ ncm: null, cfop: null, taxCode: null });

    const saved = await saveSettings(shop);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().enabled).toBe(true);
  });

  it('a note that failed for a product without NCM is emitted again once it is fixed', async () => {
    const shop = await shopWithAdmin();
    await setCodes(shop, {
      categoryId: shop.categoryId,
      ncm: '21069090',
      cfop: '5102',
      taxCode: '102',
    });
    expect((await saveSettings(shop)).statusCode).toBe(200);
    // A product added after NFC-e was on, without its NCM: its sale cannot be noted.
    await t.app.db.update(products).set({ ncm: null }).where(eq(products.id, shop.productId));

    const order = await paidKioskOrder(t.app, shop);
    const failed = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    expect(failed).toMatchObject({ status: 'failed', number: 1 });
    expect(failed.xMotivo).toContain('Lanche');

    const retry = (cookie: string) =>
      send(t.app, 'POST', `/api/admin/orders/${order.id}/fiscal-note/retry`, { cookie });
    // Still not fixed: it fails again, and says why.
    const again = await retry(shop.admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'failed', number: 1 });

    await t.app.db.update(products).set({ ncm: '21069090' }).where(eq(products.id, shop.productId));
    // Another shop's admin cannot reach it.
    const other = await shopWithAdmin();
    expect((await retry(other.admin)).statusCode).toBe(404);

    const fixed = await retry(shop.admin);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: 'authorised',
      series: 1,
      number: 1,
      cStat: '100',
    });
    const note = await findNoteOfOrder(t.app.db, shop.shop.id, order.id);
    expect(note?.xml).toContain('<NCM>21069090</NCM>');

    // An authorised note is not emitted twice.
    expect((await retry(shop.admin)).statusCode).toBe(409);
  });

  it("another shop's category is not found, in Portuguese", async () => {
    const shop = await shopWithAdmin();
    const [foreignCategory] = await t.app.db
      .insert(categories)
      .values({ establishmentId: (await shopWithAdmin()).shop.id, name: 'Outra' })
      .returning();
    const res = await setCodes(shop, { categoryId: foreignCategory!.id, ncm: '21069090' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Categoria não encontrada');
  });
});
