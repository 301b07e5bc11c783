import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, ProductSummary } from '@comanda/shared';
import { extras, ingredients, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { recordUploads } from '../uploads';

describe('admin products', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let lanches: Category;
  let bebidas: Category;
  let foreignCategory: Category;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const createCategory = async (name: string, as = cookie) =>
    (await call('POST', '/api/admin/categories', { name }, as)).json<Category>();
  const createProduct = async (payload: object, as = cookie) => {
    const res = await call('POST', '/api/admin/products', payload, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Product>();
  };
  const list = async (query = '') =>
    (await call('GET', `/api/admin/products${query}`)).json<ProductSummary[]>().map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db, { subdomain: 'a' });
    const other = await insertEstablishment(t.app.db, { subdomain: 'b' });
    cookie = await signUpAdminOf(t.app, shop.id);
    // The form's picture is one of the shop's uploads (issue 31, item 3).
    await recordUploads(t.app.db, shop.id, ['/uploads/images/x.webp']);
    otherCookie = await signUpAdminOf(t.app, other.id);
    lanches = await createCategory('Lanches');
    bebidas = await createCategory('Bebidas');
    foreignCategory = await createCategory('Categoria da B', otherCookie);
  });
  afterAll(() => t.close());

  it('creates a product with its extras and ingredients', async () => {
    const product = await createProduct({
      name: 'X-Salada',
      description: 'Pão, carne, alface e tomate',
      priceCents: 2990,
      categoryId: lanches.id,
      imageUrl: '/uploads/images/x.webp',
      featured: true,
      extras: [
        { name: 'Ovo', priceCents: 300 },
        { name: 'Bacon', priceCents: 500, active: false },
      ],
      ingredients: [{ name: 'Tomate' }, { name: 'Alface' }],
    });
    expect(product).toMatchObject({
      name: 'X-Salada',
      priceCents: 2990,
      categoryId: lanches.id,
      categoryName: 'Lanches',
      active: true,
      featured: true,
      extras: [
        { name: 'Bacon', priceCents: 500, active: false },
        { name: 'Ovo', priceCents: 300, active: true },
      ],
      ingredients: [{ name: 'Alface' }, { name: 'Tomate' }],
    });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toEqual(product);
  });

  it('syncs extras and ingredients on update: keeps, changes, adds and removes rows', async () => {
    const product = await createProduct({
      name: 'X-Bacon',
      priceCents: 3290,
      categoryId: lanches.id,
      extras: [
        { name: 'Ovo', priceCents: 300 },
        { name: 'Cheddar', priceCents: 400 },
      ],
      ingredients: [{ name: 'Cebola' }, { name: 'Picles' }],
    });
    const ovo = product.extras.find((e) => e.name === 'Ovo')!;
    const cebola = product.ingredients.find((i) => i.name === 'Cebola')!;
    const res = await call('PUT', `/api/admin/products/${product.id}`, {
      name: 'X-Bacon Duplo',
      priceCents: 3890,
      categoryId: lanches.id,
      extras: [
        { id: ovo.id, name: 'Ovo caipira', priceCents: 350, active: false },
        { name: 'Catupiry', priceCents: 450 },
      ],
      ingredients: [{ id: cebola.id, name: 'Cebola roxa' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Product>();
    expect(updated).toMatchObject({ name: 'X-Bacon Duplo', priceCents: 3890 });
    expect(updated.extras).toEqual([
      { id: expect.any(String), name: 'Catupiry', priceCents: 450, active: true, translations: {} },
      { id: ovo.id, name: 'Ovo caipira', priceCents: 350, active: false, translations: {} },
    ]);
    expect(updated.ingredients).toEqual([{ id: cebola.id, name: 'Cebola roxa', translations: {} }]);
    const extraRows = await t.app.db.select().from(extras).where(eq(extras.productId, product.id));
    expect(extraRows).toHaveLength(2);
  });

  it('writes nothing when an extra id is not one of the product’s own', async () => {
    const product = await createProduct({
      name: 'Misto',
      priceCents: 1500,
      categoryId: lanches.id,
      extras: [{ name: 'Ovo', priceCents: 300 }],
      ingredients: [{ name: 'Presunto' }],
    });
    const strangerExtra = (
      await createProduct({
        name: 'Outro',
        priceCents: 100,
        categoryId: lanches.id,
        extras: [{ name: 'Alheio', priceCents: 100 }],
      })
    ).extras[0]!;
    const res = await call('PUT', `/api/admin/products/${product.id}`, {
      name: 'Misto alterado',
      priceCents: 1700,
      categoryId: lanches.id,
      extras: [{ name: 'Novo', priceCents: 200 }, { ...strangerExtra }],
      ingredients: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'extras.1.id', message: 'Adicional não encontrado' }],
    });
    // The transaction rolled back: name, price, extras and ingredients are as before.
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toEqual(product);
    const ingredientRows = await t.app.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.productId, product.id));
    expect(ingredientRows.map((row) => row.name)).toEqual(['Presunto']);
  });

  it('keeps allergen and dietary tags in the fixed order, and replaces them on update', async () => {
    const product = await createProduct({
      name: 'Veggie',
      priceCents: 2990,
      categoryId: lanches.id,
      tags: ['picante', 'vegetariano', 'contem-gluten'],
    });
    expect(product.tags).toEqual(['contem-gluten', 'vegetariano', 'picante']);
    const { id: _id, categoryName: _name, ...input } = product;
    const updated = await call('PUT', `/api/admin/products/${product.id}`, {
      ...input,
      tags: ['sem-gluten', 'vegano'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Product>().tags).toEqual(['vegano', 'sem-gluten']);
    const [row] = await t.app.db
      .select({ tags: products.tags })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.tags).toEqual(['vegano', 'sem-gluten']);

    const refused = await call('PUT', `/api/admin/products/${product.id}`, {
      ...input,
      tags: ['vegano', 'contem-lactose'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'tags', message: 'Um produto vegano não contém lactose nem ovo' },
    ]);
    const unknown = await call('POST', '/api/admin/products', {
      name: 'Sem etiqueta',
      priceCents: 100,
      categoryId: lanches.id,
      tags: ['halal'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'tags.0', message: 'Etiqueta de alergênico ou dieta inválida' },
    ]);
  });

  it('explains invalid input in Portuguese, field by field', async () => {
    const res = await call('POST', '/api/admin/products', {
      name: '',
      priceCents: -10,
      extras: [{ name: '', priceCents: 1.5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Nome é obrigatório' },
        { path: 'priceCents', message: 'Preço deve ser maior ou igual a zero' },
        { path: 'categoryId', message: 'Categoria é obrigatória' },
        { path: 'extras.0.name', message: 'Nome do adicional é obrigatório' },
        {
          path: 'extras.0.priceCents',
          message: 'Preço do adicional deve ser um valor inteiro em centavos',
        },
      ]),
    );
  });

  it('lists by name, searches and filters', async () => {
    await createProduct({ name: 'Água mineral', priceCents: 500, categoryId: bebidas.id });
    await createProduct({
      name: 'Suco de laranja',
      description: 'Natural, 100% fruta',
      priceCents: 900,
      categoryId: bebidas.id,
      active: false,
    });
    expect(await list(`?categoryId=${bebidas.id}`)).toEqual(['Água mineral', 'Suco de laranja']);
    expect(await list('?search=LARANJA')).toEqual(['Suco de laranja']);
    expect(await list('?search=100%25')).toEqual(['Suco de laranja']);
    expect(await list('?search=%25')).toEqual(['Suco de laranja']);
    expect(await list(`?categoryId=${bebidas.id}&active=true`)).toEqual(['Água mineral']);
    expect(await list('?featured=true')).toEqual(['X-Salada']);
    const all = await list();
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('toggles active and featured', async () => {
    const product = await createProduct({
      name: 'Cookie',
      priceCents: 700,
      categoryId: lanches.id,
    });
    const res = await call('PATCH', `/api/admin/products/${product.id}`, {
      active: false,
      featured: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: false, featured: true, name: 'Cookie' });
    expect((await call('PATCH', `/api/admin/products/${product.id}`, {})).statusCode).toBe(400);
  });

  it('deletes a product with its extras and ingredients', async () => {
    const product = await createProduct({
      name: 'Temporário',
      priceCents: 100,
      categoryId: lanches.id,
      extras: [{ name: 'X', priceCents: 1 }],
      ingredients: [{ name: 'Y' }],
    });
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    expect(await t.app.db.select().from(extras).where(eq(extras.productId, product.id))).toEqual(
      [],
    );
  });

  describe('tenant isolation', () => {
    let foreignProduct: Product;
    beforeAll(async () => {
      foreignProduct = await createProduct(
        { name: 'Produto da B', priceCents: 100, categoryId: foreignCategory.id },
        otherCookie,
      );
    });

    it("refuses another shop's category with a field error", async () => {
      const res = await call('POST', '/api/admin/products', {
        name: 'Intruso',
        priceCents: 100,
        categoryId: foreignCategory.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'categoryId', message: 'Categoria não encontrada' }],
      });
      const mine = (await list()).length;
      const created = await createProduct({ name: 'Meu', priceCents: 1, categoryId: lanches.id });
      const moved = await call('PUT', `/api/admin/products/${created.id}`, {
        name: 'Meu',
        priceCents: 1,
        categoryId: foreignCategory.id,
      });
      expect(moved.statusCode).toBe(400);
      expect(await list()).toHaveLength(mine + 1);
    });

    it("answers 404 for another shop's product, like a missing one", async () => {
      const body = { name: 'Roubado', priceCents: 1, categoryId: lanches.id };
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', body],
        ['PATCH', { active: false }],
        ['DELETE', undefined],
      ] as const) {
        for (const id of [foreignProduct.id, '00000000-0000-4000-8000-000000000000']) {
          const res = await call(method, `/api/admin/products/${id}`, payload);
          expect(res.statusCode, `${method} ${id}`).toBe(404);
          expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Produto não encontrado' });
        }
      }
      const [row] = await t.app.db
        .select()
        .from(products)
        .where(eq(products.id, foreignProduct.id));
      expect(row).toMatchObject({ name: 'Produto da B', active: true });
      expect(await list()).not.toContain('Produto da B');
    });

    it("cannot take over another product's extras", async () => {
      const foreignExtra = (
        await createProduct(
          {
            name: 'Com adicional',
            priceCents: 100,
            categoryId: foreignCategory.id,
            extras: [{ name: 'Bacon da B', priceCents: 500 }],
          },
          otherCookie,
        )
      ).extras[0]!;
      const res = await call('POST', '/api/admin/products', {
        name: 'Ladrão',
        priceCents: 100,
        categoryId: lanches.id,
        extras: [foreignExtra],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'extras.0.id', message: 'Adicional não encontrado' },
      ]);
    });
  });
});
