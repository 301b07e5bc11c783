import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskMenu } from '@comanda/shared';
import type { Database } from '../../db/client';
import { categories, extras, ingredients, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { matchesEtag } from './menu.routes';

type CategoryRow = typeof categories.$inferInsert;

async function addCategory(db: Database, values: Omit<CategoryRow, 'id'>) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

async function addProduct(
  db: Database,
  category: { id: string; establishmentId: string },
  name: string,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      establishmentId: category.establishmentId,
      categoryId: category.id,
      name,
      priceCents: 1000,
      ...values,
    })
    .returning();
  return row!;
}

const menuOf = (t: TestApp, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/public/menu', headers: { host, ...headers } });

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('GET /api/public/menu', () => {
  let t: TestApp;
  let menuA: KioskMenu;
  let shopA: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    shopA = await insertEstablishment(db, { name: 'Loja A', subdomain: 'a' });
    const shopB = await insertEstablishment(db, { name: 'Loja B', subdomain: 'b' });
    const establishmentId = shopA.id;

    const lanches = await addCategory(db, { establishmentId, name: 'Lanches', position: 2 });
    const bebidas = await addCategory(db, {
      establishmentId,
      name: 'Bebidas',
      type: 'bebida',
      position: 1,
    });
    const doces = await addCategory(db, {
      establishmentId,
      name: 'Doces',
      type: 'sobremesa',
      position: 3,
    });
    const adicionais = await addCategory(db, { establishmentId, name: 'ADICIONAIS', position: 0 });
    const balcao = await addCategory(db, { establishmentId, name: 'PDV balcão', position: 4 });
    const pdvType = await addCategory(db, {
      establishmentId,
      name: 'Só no caixa',
      type: 'pdv',
      position: 5,
    });
    const inactive = await addCategory(db, {
      establishmentId,
      name: 'Inativa',
      active: false,
      position: 6,
    });

    // A category with nothing to order shows empty on the kiosk: none of these is listed.
    await addCategory(db, { establishmentId, name: 'Vazia', position: 7 });
    const onlyInactive = await addCategory(db, {
      establishmentId,
      name: 'Só inativos',
      position: 8,
    });
    await addProduct(db, onlyInactive, 'Desligado', { active: false });
    const allSoldOut = await addCategory(db, { establishmentId, name: 'Esgotada', position: 9 });
    await addProduct(db, allSoldOut, 'Acabou na mão', { soldOutMarked: true });
    await addProduct(db, allSoldOut, 'Acabou no estoque', { soldOutByStock: true });

    const xSalada = await addProduct(db, lanches, 'X-Salada', {
      featured: true,
      tags: ['contem-gluten', 'contem-lactose'],
    });
    await addProduct(db, lanches, 'Bauru');
    await addProduct(db, lanches, 'Escondido', { active: false });
    await addProduct(db, bebidas, 'Suco');
    await addProduct(db, bebidas, 'Água');
    await addProduct(db, doces, 'Pudim');
    await addProduct(db, adicionais, 'Batata pequena');
    await addProduct(db, adicionais, 'Adicional inativo', { active: false });
    await addProduct(db, balcao, 'Cigarro');
    await addProduct(db, pdvType, 'Chiclete');
    await addProduct(db, inactive, 'Produto de categoria inativa');
    await db.insert(extras).values([
      { establishmentId, productId: xSalada.id, name: 'Ovo', priceCents: 300 },
      { establishmentId, productId: xSalada.id, name: 'Bacon', priceCents: 500 },
      { establishmentId, productId: xSalada.id, name: 'Inativo', priceCents: 1, active: false },
    ]);
    await db.insert(ingredients).values([
      { establishmentId, productId: xSalada.id, name: 'Tomate' },
      { establishmentId, productId: xSalada.id, name: 'Alface' },
    ]);

    // Shop B has rows that would show up in A's menu if a query forgot the tenant.
    const bLanches = await addCategory(db, { establishmentId: shopB.id, name: 'Lanches B' });
    const bBebidas = await addCategory(db, {
      establishmentId: shopB.id,
      name: 'Bebidas B',
      type: 'bebida',
    });
    const bAdicionais = await addCategory(db, { establishmentId: shopB.id, name: 'Adicionais' });
    const bProduct = await addProduct(db, bLanches, 'Lanche da B');
    await addProduct(db, bBebidas, 'Bebida da B');
    await addProduct(db, bAdicionais, 'Adicional da B');
    await db.insert(extras).values({
      establishmentId: shopB.id,
      productId: bProduct.id,
      name: 'Extra da B',
      priceCents: 1,
    });

    const res = await menuOf(t, 'a.localhost:3000');
    expect(res.statusCode, res.body).toBe(200);
    menuA = res.json();
  });
  afterAll(() => t.close());

  it('lists kiosk categories by position: no pdv type, no PDV or Adicionais names, no inactive, none without an available product', () => {
    expect(names(menuA.categories)).toEqual(['Bebidas', 'Lanches', 'Doces']);
  });

  it('lists active products of those categories by name, with extras and ingredients', () => {
    expect(names(menuA.products)).toEqual([
      'Acabou na mão',
      'Acabou no estoque',
      'Água',
      'Bauru',
      'Pudim',
      'Suco',
      'X-Salada',
    ]);
    const xSalada = menuA.products.find((product) => product.name === 'X-Salada')!;
    expect(xSalada).toMatchObject({ featured: true, priceCents: 1000, description: null });
    expect(xSalada.extras).toEqual([
      { id: expect.any(String), name: 'Bacon', priceCents: 500, translations: {} },
      { id: expect.any(String), name: 'Ovo', priceCents: 300, translations: {} },
    ]);
    expect(names(xSalada.ingredients)).toEqual(['Alface', 'Tomate']);
    expect(xSalada.tags).toEqual(['contem-gluten', 'contem-lactose']);
    expect(menuA.products.find((product) => product.name === 'Bauru')!.tags).toEqual([]);
  });

  it('offers the Adicionais products as add-ons, and the drinks and desserts', () => {
    expect(names(menuA.addonProducts)).toEqual(['Batata pequena']);
    expect(names(menuA.drinks)).toEqual(['Água', 'Suco']);
    expect(names(menuA.desserts)).toEqual(['Pudim']);
  });

  it("never mixes two tenants' menus", async () => {
    const menuB = (await menuOf(t, 'b.localhost:3000')).json<KioskMenu>();
    expect(names(menuB.categories)).toEqual(['Bebidas B', 'Lanches B']);
    expect(names(menuB.products)).toEqual(['Bebida da B', 'Lanche da B']);
    expect(names(menuB.addonProducts)).toEqual(['Adicional da B']);
    expect(menuB.products.find((p) => p.name === 'Lanche da B')!.extras).toHaveLength(1);
    expect(JSON.stringify(menuA)).not.toContain(' da B');
    expect(JSON.stringify(menuA)).not.toContain(' B"');
    expect(JSON.stringify(menuB)).not.toContain('X-Salada');
  });

  it('answers 404 for a host without a tenant', async () => {
    const res = await menuOf(t, 'nenhuma.localhost:3000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });

  it('revalidates with an ETag: 304 while unchanged, a new tag after an admin edit', async () => {
    const first = await menuOf(t, 'a.localhost:3000');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await menuOf(t, 'a.localhost:3000', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another tenant's menu has another tag, so a shared cache can never swap them.
    expect((await menuOf(t, 'b.localhost:3000')).headers.etag).not.toBe(etag);

    const cookie = await signUpAdminOf(t.app, shopA.id);
    const [bauru] = menuA.products.filter((product) => product.name === 'Bauru');
    const edit = await send(t.app, 'PATCH', `/api/admin/products/${bauru!.id}`, {
      cookie,
      payload: { featured: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const changed = await menuOf(t, 'a.localhost:3000', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<KioskMenu>().products.find((p) => p.name === 'Bauru')!.featured).toBe(true);

    // Tags are part of the cached menu: a kiosk revalidating gets the new ones at once.
    const product = await send(t.app, 'GET', `/api/admin/products/${bauru!.id}`, { cookie });
    const { id: _id, categoryName: _name, ...input } = product.json<Record<string, unknown>>();
    const tagged = await send(t.app, 'PUT', `/api/admin/products/${bauru!.id}`, {
      cookie,
      payload: { ...input, tags: ['sem-lactose', 'picante'] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const retagged = await menuOf(t, 'a.localhost:3000', {
      'if-none-match': changed.headers.etag as string,
    });
    expect(retagged.statusCode).toBe(200);
    expect(retagged.json<KioskMenu>().products.find((p) => p.name === 'Bauru')!.tags).toEqual([
      'sem-lactose',
      'picante',
    ]);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
