import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@comanda/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { categories } from './catalog.tables';
import { recordUploads } from '../uploads';

describe('admin categories', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let shopId: string;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const create = async (payload: object, as?: string) => {
    const res = await call('POST', '/api/admin/categories', payload, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Category>();
  };
  const names = async () =>
    (await call('GET', '/api/admin/categories')).json<Category[]>().map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db, { name: 'Loja A', subdomain: 'a' });
    const other = await insertEstablishment(t.app.db, { name: 'Loja B', subdomain: 'b' });
    shopId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    await recordUploads(t.app.db, shop.id, ['/uploads/images/doces.webp']);
    otherCookie = await signUpAdminOf(t.app, other.id);
  });
  afterAll(() => t.close());

  it('creates categories at the end of the list, with defaults', async () => {
    const lanches = await create({ name: '  Lanches ' });
    expect(lanches).toMatchObject({
      name: 'Lanches',
      imageUrl: null,
      active: true,
      type: 'regular',
      position: 0,
      productCount: 0,
    });
    const bebidas = await create({ name: 'Bebidas', type: 'bebida', active: false });
    expect(bebidas).toMatchObject({ position: 1, type: 'bebida', active: false });
    expect(await names()).toEqual(['Lanches', 'Bebidas']);
  });

  it('edits a category and reads it back', async () => {
    const created = await create({ name: 'Sobremesas' });
    const res = await call('PUT', `/api/admin/categories/${created.id}`, {
      name: 'Doces',
      type: 'sobremesa',
      imageUrl: '/uploads/images/doces.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Doces',
      type: 'sobremesa',
      imageUrl: '/uploads/images/doces.webp',
      position: created.position,
    });
    const read = await call('GET', `/api/admin/categories/${created.id}`);
    expect(read.json()).toEqual(res.json());
  });

  it('refuses a second category of the same name in the shop, whatever its case and spaces', async () => {
    const first = await create({ name: 'Açaí' });
    for (const name of ['açaí', '  AÇAÍ ', 'Açaí']) {
      const res = await call('POST', '/api/admin/categories', { name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({
        detail: 'Já existe uma categoria com este nome',
        errors: [{ path: 'name', message: 'Já existe uma categoria com este nome' }],
      });
    }
    const other = await create({ name: 'Açaí na Tigela' });
    const renamed = await call('PUT', `/api/admin/categories/${other.id}`, { name: 'AÇAÍ' });
    expect(renamed.statusCode).toBe(409);
    const spaced = await call('POST', '/api/admin/categories', { name: 'açaí  NA tigela' });
    expect(spaced.statusCode).toBe(409);
    // Saving a category under its own name, or another case of it, is no duplicate.
    const same = await call('PUT', `/api/admin/categories/${first.id}`, { name: 'açaí' });
    expect(same.statusCode, same.body).toBe(200);
    // Another shop may use the name.
    await create({ name: 'Açaí' }, otherCookie);
  });

  it('the database refuses a duplicate that slips past the check (two saves at once)', async () => {
    await t.app.db.insert(categories).values({ establishmentId: shopId, name: 'Molhos' });
    await expect(
      t.app.db.insert(categories).values({ establishmentId: shopId, name: ' molhos' }),
    ).rejects.toThrow();
  });

  it('switches a category on and off', async () => {
    const created = await create({ name: 'Combos' });
    const off = await call('PATCH', `/api/admin/categories/${created.id}/active`, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, name: 'Combos' });
  });

  it('reorders: given ids first, the others after in their old order', async () => {
    const list = (await call('GET', '/api/admin/categories')).json<Category[]>();
    const last = list.at(-1)!;
    const res = await call('PUT', '/api/admin/categories/order', { ids: [last.id] });
    expect(res.statusCode, res.body).toBe(200);
    const reordered = res.json<Category[]>();
    expect(reordered.map((c) => c.id)).toEqual([last.id, ...list.slice(0, -1).map((c) => c.id)]);
    expect(reordered.map((c) => c.position)).toEqual(reordered.map((_, index) => index));
  });

  it('explains invalid input in Portuguese', async () => {
    const res = await call('POST', '/api/admin/categories', { name: ' ', type: 'combo' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        { path: 'name', message: 'Nome é obrigatório' },
        { path: 'type', message: 'Tipo de categoria inválido' },
      ]),
    });
  });

  it('refuses to delete a category with products, deletes an empty one', async () => {
    const full = await create({ name: 'Porções' });
    const product = await call('POST', '/api/admin/products', {
      name: 'Batata',
      priceCents: 1500,
      categoryId: full.id,
    });
    expect(product.statusCode, product.body).toBe(201);
    const refused = await call('DELETE', `/api/admin/categories/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Não é possível excluir uma categoria com produtos',
    });
    expect((await call('GET', `/api/admin/categories/${full.id}`)).json()).toMatchObject({
      productCount: 1,
    });

    const empty = await create({ name: 'Vazia' });
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });

  describe("another shop's categories", () => {
    let foreign: Category;
    beforeAll(async () => {
      foreign = await create({ name: 'Da outra loja' }, otherCookie);
    });

    it('are not listed', async () => {
      expect(await names()).not.toContain('Da outra loja');
    });

    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['PATCH', '/active'],
      ['DELETE', ''],
    ] as const)('answer %s …%s with 404, like a missing id', async (method, suffix) => {
      const payload = method === 'PUT' ? { name: 'Roubada' } : { active: false };
      for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await call(
          method,
          `/api/admin/categories/${id}${suffix}`,
          method === 'GET' || method === 'DELETE' ? undefined : payload,
        );
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Categoria não encontrada' });
      }
      const untouched = await call(
        'GET',
        `/api/admin/categories/${foreign.id}`,
        undefined,
        otherCookie,
      );
      expect(untouched.json()).toMatchObject({ name: 'Da outra loja', active: true });
    });

    it('cannot be reordered', async () => {
      const res = await call('PUT', '/api/admin/categories/order', { ids: [foreign.id] });
      expect(res.statusCode).toBe(404);
    });
  });
});
