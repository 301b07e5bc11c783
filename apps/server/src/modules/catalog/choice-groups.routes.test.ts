import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, KioskMenu, Product } from '@comanda/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';

/** The admin builds a product's choice groups (decision 026); the kiosk's menu carries them. */
describe('admin choice groups', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let combos: Category;
  let drink: Product;
  let juice: Product;
  let foreignDrink: Product;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const create = async (payload: object, as = cookie) => {
    const res = await call('POST', '/api/admin/products', payload, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Product>();
  };
  const category = async (name: string, as = cookie) =>
    (await call('POST', '/api/admin/categories', { name }, as)).json<Category>();
  const expectRefused = async (
    payload: object,
    path: string,
    message: string,
    url = '/api/admin/products',
    method: 'POST' | 'PUT' = 'POST',
  ) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  };

  type OptionIn = { id?: string; productId?: string; name?: string; priceCents: number };
  const comboPayload = () => ({
    name: 'Combo Duplo',
    priceCents: 4500,
    categoryId: combos.id,
    choiceGroups: [
      {
        name: 'Escolha a bebida',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { productId: drink.id, priceCents: 0 },
          { productId: juice.id, priceCents: 350 },
        ] as OptionIn[],
      },
      {
        name: 'Molhos',
        minChoices: 0,
        maxChoices: 2,
        options: [
          { name: 'Ketchup', priceCents: 0 },
          { name: 'Mostarda', priceCents: 0 },
          { name: 'Barbecue', priceCents: 150 },
        ] as OptionIn[],
      },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db, { subdomain: 'combo-a' });
    const other = await insertEstablishment(t.app.db, { subdomain: 'combo-b' });
    cookie = await signUpAdminOf(t.app, shop.id);
    otherCookie = await signUpAdminOf(t.app, other.id);
    combos = await category('Combos');
    const drinks = await category('Bebidas');
    drink = await create({ name: 'Refrigerante', priceCents: 600, categoryId: drinks.id });
    juice = await create({ name: 'Suco', priceCents: 900, categoryId: drinks.id });
    const foreignDrinks = await category('Bebidas da B', otherCookie);
    foreignDrink = await create(
      { name: 'Refrigerante da B', priceCents: 600, categoryId: foreignDrinks.id },
      otherCookie,
    );
  });
  afterAll(() => t.close());

  it('creates a combo with its groups and options in the given order', async () => {
    const combo = await create(comboPayload());
    expect(combo.choiceGroups).toMatchObject([
      {
        name: 'Escolha a bebida',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { productId: drink.id, productName: 'Refrigerante', name: null, priceCents: 0 },
          { productId: juice.id, productName: 'Suco', name: null, priceCents: 350 },
        ],
      },
      {
        name: 'Molhos',
        minChoices: 0,
        maxChoices: 2,
        options: [
          { productId: null, name: 'Ketchup', priceCents: 0 },
          { productId: null, name: 'Mostarda', priceCents: 0 },
          { productId: null, name: 'Barbecue', priceCents: 150 },
        ],
      },
    ]);
    expect((await call('GET', `/api/admin/products/${combo.id}`)).json()).toEqual(combo);

    const menu = (
      await t.app.inject({
        method: 'GET',
        url: '/api/public/menu',
        headers: { host: 'combo-a.localhost:3000' },
      })
    ).json<KioskMenu>();
    const kiosk = menu.products.find((product) => product.id === combo.id)!;
    expect(kiosk.choiceGroups.map((g) => g.options.map((o) => [o.name, o.priceCents]))).toEqual([
      [
        ['Refrigerante', 0],
        ['Suco', 350],
      ],
      [
        ['Ketchup', 0],
        ['Mostarda', 0],
        ['Barbecue', 150],
      ],
    ]);
  });

  it('reorders, edits and removes groups and options, keeping the ids it is sent', async () => {
    const combo = await create(comboPayload());
    const [bebida, molhos] = combo.choiceGroups;
    const res = await call('PUT', `/api/admin/products/${combo.id}`, {
      ...comboPayload(),
      choiceGroups: [
        {
          id: molhos!.id,
          name: 'Molhos',
          minChoices: 1,
          maxChoices: 1,
          options: [
            { ...molhos!.options[2]!, priceCents: 200 },
            { id: molhos!.options[0]!.id, name: 'Ketchup', priceCents: 0 },
          ],
        },
        { ...bebida!, options: [bebida!.options[1]!] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Product>();
    expect(saved.choiceGroups.map((g) => g.id)).toEqual([molhos!.id, bebida!.id]);
    expect(saved.choiceGroups[0]!.options).toEqual([
      { ...molhos!.options[2]!, priceCents: 200 },
      molhos!.options[0]!,
    ]);
    expect(saved.choiceGroups[1]!.options).toEqual([bebida!.options[1]!]);

    const cleared = await call('PUT', `/api/admin/products/${combo.id}`, {
      ...comboPayload(),
      choiceGroups: [],
    });
    expect(cleared.json<Product>().choiceGroups).toEqual([]);
  });

  it("refuses another shop's product, the product itself and made-up ids as options", async () => {
    const payload = comboPayload();
    payload.choiceGroups[0]!.options[1] = { productId: foreignDrink.id, priceCents: 0 };
    await expectRefused(
      payload,
      'choiceGroups.0.options.1.productId',
      'Produto da opção não encontrado',
    );

    const combo = await create(comboPayload());
    const self = comboPayload();
    self.choiceGroups[0]!.options[0] = { productId: combo.id, priceCents: 0 };
    await expectRefused(
      self,
      'choiceGroups.0.options.0.productId',
      'Um produto não pode ser opção de si mesmo',
      `/api/admin/products/${combo.id}`,
      'PUT',
    );

    // Another product's group and option ids are not this product's.
    const otherCombo = await create(comboPayload());
    const stolenGroup = comboPayload();
    Object.assign(stolenGroup.choiceGroups[0]!, { id: otherCombo.choiceGroups[0]!.id });
    await expectRefused(
      stolenGroup,
      'choiceGroups.0.id',
      'Grupo não encontrado',
      `/api/admin/products/${combo.id}`,
      'PUT',
    );
    const stolenOption = comboPayload();
    Object.assign(stolenOption.choiceGroups[1]!.options[0]!, {
      id: otherCombo.choiceGroups[1]!.options[0]!.id,
    });
    await expectRefused(
      stolenOption,
      'choiceGroups.1.options.0.id',
      'Opção não encontrada',
      `/api/admin/products/${combo.id}`,
      'PUT',
    );
  });

  it('refuses rules that cannot be met, in Portuguese', async () => {
    const group = (changes: object) => ({
      ...comboPayload(),
      choiceGroups: [{ ...comboPayload().choiceGroups[1]!, ...changes }],
    });
    await expectRefused(
      group({ minChoices: 3, maxChoices: 2 }),
      'choiceGroups.0.maxChoices',
      'Máximo deve ser maior ou igual ao mínimo',
    );
    await expectRefused(
      group({ minChoices: 4, maxChoices: 4 }),
      'choiceGroups.0.minChoices',
      'Mínimo maior que o número de opções',
    );
    await expectRefused(
      group({ maxChoices: 0 }),
      'choiceGroups.0.maxChoices',
      'Máximo deve ser pelo menos 1',
    );
    await expectRefused(group({ name: ' ' }), 'choiceGroups.0.name', 'Nome do grupo é obrigatório');
    await expectRefused(
      group({ options: [] }),
      'choiceGroups.0.options',
      'Adicione ao menos uma opção ao grupo',
    );
    await expectRefused(
      group({ options: [{ name: '', priceCents: 0 }] }),
      'choiceGroups.0.options.0.name',
      'Escolha um produto ou escreva o nome da opção',
    );
    await expectRefused(
      group({ options: [{ name: 'Ketchup', priceCents: -1 }] }),
      'choiceGroups.0.options.0.priceCents',
      'Diferença de preço deve ser maior ou igual a zero',
    );
    await expectRefused(
      group({
        options: [
          { productId: drink.id, priceCents: 0 },
          { productId: drink.id, priceCents: 100 },
        ],
      }),
      'choiceGroups.0.options',
      'Produto repetido no grupo',
    );
  });

  it('deleting a product removes it from the groups that offered it', async () => {
    const drinks = await category('Bebidas sazonais');
    const seasonal = await create({ name: 'Chá', priceCents: 700, categoryId: drinks.id });
    const payload = comboPayload();
    payload.choiceGroups[0]!.options.push({ productId: seasonal.id, priceCents: 0 });
    const combo = await create(payload);
    expect(combo.choiceGroups[0]!.options).toHaveLength(3);
    expect((await call('DELETE', `/api/admin/products/${seasonal.id}`)).statusCode).toBe(204);
    const after = (await call('GET', `/api/admin/products/${combo.id}`)).json<Product>();
    expect(after.choiceGroups[0]!.options.map((o) => o.productName)).toEqual([
      'Refrigerante',
      'Suco',
    ]);
  });
});
