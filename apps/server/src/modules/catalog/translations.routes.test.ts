import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, KioskMenu, Product } from '@comanda/shared';
import { categories, choiceOptions, extras, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';

/**
 * ADR 027: product and category names (and product descriptions) in English and Spanish, and
 * the names of a product's extras, ingredients, choice groups and free-text options.
 */
describe('catalog translations', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let lanches: Category;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const menuOf = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/public/menu', headers: { host, ...headers } });
  const productInput = (translations: object) => ({
    name: 'X-Salada',
    description: 'Pão, carne, alface e tomate',
    priceCents: 2990,
    categoryId: lanches.id,
    translations,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db, { subdomain: 'a' });
    const other = await insertEstablishment(t.app.db, { subdomain: 'b' });
    cookie = await signUpAdminOf(t.app, shop.id);
    otherCookie = await signUpAdminOf(t.app, other.id);
    const res = await call('POST', '/api/admin/categories', {
      name: 'Lanches',
      translations: { en: { name: 'Burgers' }, es: { name: '  ' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    lanches = res.json<Category>();
  });
  afterAll(() => t.close());

  it('saves a category name per language, dropping blank ones', async () => {
    expect(lanches.translations).toEqual({ en: { name: 'Burgers' } });
    const [row] = await t.app.db.select().from(categories).where(eq(categories.id, lanches.id));
    expect(row!.translations).toEqual({ en: { name: 'Burgers' } });
  });

  it('saves product translations trimmed, without blanks, and replaces them on update', async () => {
    const created = await call(
      'POST',
      '/api/admin/products',
      productInput({
        en: { name: ' Salad burger ', description: 'Bun, beef, lettuce and tomato' },
        es: { name: 'Hamburguesa con ensalada', description: '' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product.translations).toEqual({
      en: { name: 'Salad burger', description: 'Bun, beef, lettuce and tomato' },
      es: { name: 'Hamburguesa con ensalada' },
    });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toEqual(product);

    const updated = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productInput({ es: { name: 'Hamburguesa' } }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Product>().translations).toEqual({ es: { name: 'Hamburguesa' } });

    // Omitted: the form always sends them, an API caller without them clears them.
    const cleared = await call('PUT', `/api/admin/products/${product.id}`, {
      ...productInput({}),
      translations: undefined,
    });
    expect(cleared.json<Product>().translations).toEqual({});
  });

  it('refuses translations that are too long or in a language the kiosk does not speak', async () => {
    const tooLong = await call(
      'POST',
      '/api/admin/products',
      productInput({ en: { name: 'x'.repeat(121), description: 'y'.repeat(1001) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(
      expect.arrayContaining([
        {
          path: 'translations.en.name',
          message: 'Nome em inglês deve ter no máximo 120 caracteres',
        },
        {
          path: 'translations.en.description',
          message: 'Descrição em inglês deve ter no máximo 1000 caracteres',
        },
      ]),
    );
    const french = await call(
      'POST',
      '/api/admin/products',
      productInput({ fr: { name: 'Hamburger' } }),
    );
    expect(french.statusCode).toBe(400);
    expect(french.json().code).toBe('VALIDATION_FAILED');
    const notText = await call('POST', '/api/admin/categories', {
      name: 'Bebidas',
      translations: { es: { name: 42 } },
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors).toEqual([
      { path: 'translations.es.name', message: 'Nome em espanhol: texto inválido' },
    ]);
    const rows = await t.app.db
      .select()
      .from(products)
      .where(eq(products.name, 'x'.repeat(121)));
    expect(rows).toEqual([]);
  });

  it("keeps another shop's admin away from a product's translations", async () => {
    const product = (
      await call('POST', '/api/admin/products', productInput({ en: { name: 'Salad burger' } }))
    ).json<Product>();
    const foreign = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productInput({ en: { name: 'Hacked' } }),
      otherCookie,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignCategory = await call(
      'PUT',
      `/api/admin/categories/${lanches.id}`,
      { name: 'Lanches', translations: { en: { name: 'Hacked' } } },
      otherCookie,
    );
    expect(foreignCategory.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.translations).toEqual({ en: { name: 'Salad burger' } });
    // The other shop's kiosk menu shows none of this shop's products, translated or not.
    const menuB = (await menuOf('b.localhost:3000')).json<KioskMenu>();
    expect(menuB.products).toEqual([]);
  });

  it("carries the translations in the kiosk's menu, and a change gives the menu a new ETag", async () => {
    const product = (
      await call(
        'POST',
        '/api/admin/products',
        productInput({ en: { name: 'Cheese burger' }, es: { description: 'Pan y queso' } }),
      )
    ).json<Product>();
    const first = await menuOf('a.localhost:3000');
    const menu = first.json<KioskMenu>();
    expect(menu.categories.find((category) => category.id === lanches.id)?.translations).toEqual({
      en: { name: 'Burgers' },
    });
    const inMenu = menu.products.find((item) => item.id === product.id);
    expect(inMenu).toMatchObject({
      name: 'X-Salada',
      translations: { en: { name: 'Cheese burger' }, es: { description: 'Pan y queso' } },
    });

    await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productInput({ en: { name: 'Cheeseburger' } }),
    );
    const again = await menuOf('a.localhost:3000', { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(200);
    const changed = again.json<KioskMenu>().products.find((item) => item.id === product.id);
    expect(changed?.translations).toEqual({ en: { name: 'Cheeseburger' } });
  });

  it("saves the names of a product's extras, ingredients, groups and options per language, and the menu carries them", async () => {
    const drink = (
      await call('POST', '/api/admin/products', {
        ...productInput({ en: { name: 'Orange juice', description: 'Fresh' } }),
        name: 'Suco de Laranja',
      })
    ).json<Product>();
    const created = await call('POST', '/api/admin/products', {
      ...productInput({}),
      name: 'Combo',
      extras: [
        { name: 'Ovo', priceCents: 300, translations: { en: { name: ' Egg ' }, es: { name: '' } } },
      ],
      ingredients: [{ name: 'Cebola', translations: { es: { name: 'Cebolla' } } }],
      choiceGroups: [
        {
          name: 'Escolha a bebida',
          translations: { en: { name: 'Choose your drink' } },
          minChoices: 1,
          maxChoices: 1,
          options: [
            // A product option is named, and translated, by its product: these are dropped.
            { productId: drink.id, priceCents: 0, translations: { en: { name: 'Ignored' } } },
            { name: 'Água da casa', priceCents: 0, translations: { es: { name: 'Agua' } } },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const combo = created.json<Product>();
    expect(combo.extras[0]!.translations).toEqual({ en: { name: 'Egg' } });
    expect(combo.ingredients[0]!.translations).toEqual({ es: { name: 'Cebolla' } });
    const [group] = combo.choiceGroups;
    expect(group!.translations).toEqual({ en: { name: 'Choose your drink' } });
    expect(group!.options.map((option) => option.translations)).toEqual([
      {},
      { es: { name: 'Agua' } },
    ]);
    const [extraRow] = await t.app.db.select().from(extras).where(eq(extras.productId, combo.id));
    expect(extraRow!.translations).toEqual({ en: { name: 'Egg' } });

    const inMenu = (await menuOf('a.localhost:3000'))
      .json<KioskMenu>()
      .products.find((item) => item.id === combo.id)!;
    expect(inMenu.extras[0]).toMatchObject({ name: 'Ovo', translations: { en: { name: 'Egg' } } });
    expect(inMenu.ingredients[0]).toMatchObject({
      name: 'Cebola',
      translations: { es: { name: 'Cebolla' } },
    });
    expect(inMenu.choiceGroups[0]).toMatchObject({
      name: 'Escolha a bebida',
      translations: { en: { name: 'Choose your drink' } },
    });
    // The product option carries its product's translated name, not its description.
    expect(
      inMenu.choiceGroups[0]!.options.map((option) => [option.name, option.translations]),
    ).toEqual([
      ['Suco de Laranja', { en: { name: 'Orange juice' } }],
      ['Água da casa', { es: { name: 'Agua' } }],
    ]);

    // An edit replaces them, and another shop's admin cannot touch them.
    const edited = await call('PUT', `/api/admin/products/${combo.id}`, {
      ...productInput({}),
      name: 'Combo',
      extras: [{ id: combo.extras[0]!.id, name: 'Ovo', priceCents: 300, translations: {} }],
      ingredients: [],
      choiceGroups: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Product>().extras[0]!.translations).toEqual({});
    const foreign = await call(
      'PUT',
      `/api/admin/products/${combo.id}`,
      {
        ...productInput({}),
        name: 'Combo',
        extras: [{ name: 'Ovo', priceCents: 1, translations: { en: { name: 'Hacked' } } }],
      },
      otherCookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      await t.app.db.select().from(choiceOptions).where(eq(choiceOptions.groupId, group!.id)),
    ).toEqual([]);
  });

  it("refuses a part's translation that is too long, naming the row", async () => {
    const res = await call('POST', '/api/admin/products', {
      ...productInput({}),
      ingredients: [{ name: 'Cebola', translations: { en: { name: 'x'.repeat(121) } } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'ingredients.0.translations.en.name',
        message: 'Nome em inglês deve ter no máximo 120 caracteres',
      },
    ]);
  });
});
