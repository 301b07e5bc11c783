import { beforeAll, describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  categoryOrderSchema,
  productInputSchema,
  productListQuerySchema,
  productToggleSchema,
} from './catalog';
import { itemTotalCents } from './money';
import { applyBrazilianZodMessages } from './zod-locale';

beforeAll(() => applyBrazilianZodMessages());

const categoryId = '6f1c2a7e-2b7c-4a51-9d55-1f0f7d6c9a10';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('itemTotalCents', () => {
  it('is the product price alone for one plain item', () => {
    expect(itemTotalCents({ priceCents: 2990, extras: [], addons: [], quantity: 1 })).toBe(2990);
  });

  it('adds extras and add-on products, then multiplies by the quantity', () => {
    const total = itemTotalCents({
      priceCents: 2990,
      extras: [{ priceCents: 500 }, { priceCents: 350 }],
      addons: [{ priceCents: 1290 }],
      quantity: 3,
    });
    expect(total).toBe((2990 + 500 + 350 + 1290) * 3);
  });

  it('stays exact where floating-point reais would drift', () => {
    // 0.1 + 0.2 reais is not 0.3 in floating point; 10 + 20 centavos is 30.
    expect(
      itemTotalCents({ priceCents: 10, extras: [{ priceCents: 20 }], addons: [], quantity: 7 }),
    ).toBe(210);
  });

  it.each([
    { priceCents: 10.5, extras: [], addons: [], quantity: 1 },
    { priceCents: -1, extras: [], addons: [], quantity: 1 },
    { priceCents: 100, extras: [{ priceCents: 0.1 }], addons: [], quantity: 1 },
    { priceCents: 100, extras: [], addons: [], quantity: 0 },
    { priceCents: 100, extras: [], addons: [], quantity: 1.5 },
  ])('refuses fractions, negative prices and quantities below 1: %o', (item) => {
    expect(() => itemTotalCents(item)).toThrow(RangeError);
  });
});

describe('productInputSchema', () => {
  const valid = { name: 'X-Salada', priceCents: 2990, categoryId };

  it('fills defaults and normalises empty text', () => {
    const parsed = productInputSchema.parse({ ...valid, name: '  X-Salada ', description: ' ' });
    expect(parsed).toEqual({
      name: 'X-Salada',
      description: null,
      priceCents: 2990,
      categoryId,
      imageUrl: null,
      active: true,
      featured: false,
      code: null,
      ncm: null,
      cfop: null,
      taxCode: null,
      origin: null,
      fiscalUnit: null,
      ibsCbsClass: null,
      translations: {},
      tags: [],
      extras: [],
      ingredients: [],
      choiceGroups: [],
    });
  });

  it('keeps translated texts trimmed and leaves blank ones out (ADR 027)', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      translations: {
        en: { name: ' Salad burger ', description: '' },
        es: { name: '', description: null },
      },
    });
    expect(parsed.translations).toEqual({ en: { name: 'Salad burger' } });
    expect(
      messagesOf(
        productInputSchema.safeParse({
          ...valid,
          translations: { es: { description: 'x'.repeat(1001) } },
        }),
      ),
    ).toEqual({
      'translations.es.description': 'Descrição em espanhol deve ter no máximo 1000 caracteres',
    });
    expect(
      productInputSchema.safeParse({ ...valid, translations: { de: { name: 'Salatburger' } } })
        .success,
    ).toBe(false);
  });

  it('keeps each allergen or dietary tag once, in the fixed list order', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      tags: ['picante', 'vegetariano', 'contem-gluten', 'picante'],
    });
    expect(parsed.tags).toEqual(['contem-gluten', 'vegetariano', 'picante']);
  });

  it('refuses unknown and contradictory tags with a Portuguese message', () => {
    expect(messagesOf(productInputSchema.safeParse({ ...valid, tags: ['kosher'] }))).toEqual({
      'tags.0': 'Etiqueta de alergênico ou dieta inválida',
    });
    expect(
      messagesOf(productInputSchema.safeParse({ ...valid, tags: ['sem-gluten', 'contem-gluten'] })),
    ).toEqual({ tags: "Escolha 'Contém glúten' ou 'Sem glúten', não os dois" });
    expect(
      messagesOf(productInputSchema.safeParse({ ...valid, tags: ['vegano', 'contem-ovo'] })),
    ).toEqual({ tags: 'Um produto vegano não contém lactose nem ovo' });
  });

  it('explains every missing or invalid field in Portuguese', () => {
    const result = productInputSchema.safeParse({ name: ' ', priceCents: -1, categoryId: '' });
    expect(messagesOf(result)).toEqual({
      name: 'Nome é obrigatório',
      priceCents: 'Preço deve ser maior ou igual a zero',
      categoryId: 'Categoria é obrigatória',
    });
    expect(messagesOf(productInputSchema.safeParse({}))).toMatchObject({
      name: 'Nome é obrigatório',
      priceCents: 'Preço é obrigatório',
      categoryId: 'Categoria é obrigatória',
    });
  });

  it('wants prices as whole centavos', () => {
    expect(messagesOf(productInputSchema.safeParse({ ...valid, priceCents: 12.9 }))).toEqual({
      priceCents: 'Preço deve ser um valor inteiro em centavos',
    });
  });

  it('validates extras and ingredients line by line', () => {
    const result = productInputSchema.safeParse({
      ...valid,
      extras: [
        { name: 'Bacon', priceCents: 500 },
        { name: '', priceCents: -5 },
      ],
      ingredients: [{ name: 'Cebola' }, { name: '' }],
    });
    expect(messagesOf(result)).toEqual({
      'extras.1.name': 'Nome do adicional é obrigatório',
      'extras.1.priceCents': 'Preço do adicional deve ser maior ou igual a zero',
      'ingredients.1.name': 'Nome do ingrediente é obrigatório',
    });
  });

  it('refuses the same extra twice', () => {
    const extra = { id: categoryId, name: 'Bacon', priceCents: 500 };
    expect(messagesOf(productInputSchema.safeParse({ ...valid, extras: [extra, extra] }))).toEqual({
      extras: 'Adicional repetido',
    });
  });

  it('accepts only images stored by the server', () => {
    for (const imageUrl of ['/uploads/images/a.webp', '/uploads/demo/logo.webp']) {
      expect(productInputSchema.safeParse({ ...valid, imageUrl }).success, imageUrl).toBe(true);
    }
    for (const imageUrl of [
      'javascript:alert(1)',
      'https://evil.example/x.png',
      '/uploads/../auth-secret',
    ]) {
      expect(messagesOf(productInputSchema.safeParse({ ...valid, imageUrl })), imageUrl).toEqual({
        imageUrl: 'Imagem inválida',
      });
    }
  });
});

describe('category contracts', () => {
  it('requires a name and a known type', () => {
    expect(messagesOf(categoryInputSchema.safeParse({ name: '', type: 'combo' }))).toEqual({
      name: 'Nome é obrigatório',
      type: 'Tipo de categoria inválido',
    });
    expect(categoryInputSchema.parse({ name: 'Bebidas' })).toEqual({
      name: 'Bebidas',
      imageUrl: null,
      active: true,
      type: 'regular',
      translations: {},
    });
  });

  it('refuses an order that repeats a category', () => {
    expect(categoryOrderSchema.safeParse({ ids: [categoryId, categoryId] }).success).toBe(false);
  });
});

describe('product list query and toggles', () => {
  it('reads boolean filters from the query string', () => {
    expect(productListQuerySchema.parse({ active: 'true', featured: 'false' })).toEqual({
      active: true,
      featured: false,
    });
  });

  it('needs at least one toggle', () => {
    expect(productToggleSchema.safeParse({}).success).toBe(false);
    expect(productToggleSchema.parse({ featured: true })).toEqual({ featured: true });
  });
});
