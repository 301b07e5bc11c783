import type { KioskCategory, KioskMenu, KioskProduct } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { kioskProduct } from '@/test/kiosk-product';
import { localizeMenu } from '@/lib/menu/localize-menu';

const product = (
  id: string,
  name: string,
  description: string | null,
  translations: KioskProduct['translations'] = {},
): KioskProduct =>
  kioskProduct(id, {
    categoryId: 'lanches',
    name,
    description,
    translations,
    priceCents: 2990,
    extras: [{ id: 'bacon', name: 'Bacon', priceCents: 500, translations: {} }],
  });

const category: KioskCategory = {
  id: 'lanches',
  name: 'Lanches',
  imageUrl: null,
  type: 'regular',
  position: 0,
  translations: { en: { name: 'Burgers' } },
};

const salad = product('salad', 'X-Salada', 'Pão, carne e salada', {
  en: { name: 'Salad burger', description: 'Bun, beef and salad' },
  es: { name: 'Hamburguesa con ensalada' },
});
const water = product('water', 'Água', 'Sem gás');
const pudding = product('pudding', 'Pudim', null, { en: { name: 'Flan' } });

const menu: KioskMenu = {
  categories: [category],
  products: [salad],
  addonProducts: [],
  drinks: [water],
  desserts: [pudding],
};

describe('localizeMenu', () => {
  it('shows the names and descriptions the admin translated', () => {
    const english = localizeMenu(menu, 'en');
    expect(english.categories[0]!.name).toBe('Burgers');
    expect(english.products[0]).toMatchObject({
      name: 'Salad burger',
      description: 'Bun, beef and salad',
    });
    expect(english.desserts[0]!.name).toBe('Flan');
  });

  it('falls back to the Portuguese where a text is not translated', () => {
    const spanish = localizeMenu(menu, 'es');
    expect(spanish.products[0]).toMatchObject({
      name: 'Hamburguesa con ensalada',
      description: 'Pão, carne e salada',
    });
    expect(spanish.categories[0]!.name).toBe('Lanches');
    expect(spanish.drinks[0]).toMatchObject({ name: 'Água', description: 'Sem gás' });
    expect(localizeMenu(menu, 'en').desserts[0]!.description).toBeNull();
  });

  it('keeps ids, prices and extras, which the server prices the order from', () => {
    const english = localizeMenu(menu, 'en').products[0]!;
    const { name: _name, description: _description, ...rest } = salad;
    expect(english).toMatchObject(rest);
  });

  it("translates a product's extras, ingredients, choice groups and options, with fallback", () => {
    const combo: KioskProduct = {
      ...product('combo', 'Combo', null),
      extras: [{ id: 'egg', name: 'Ovo', priceCents: 300, translations: { en: { name: 'Egg' } } }],
      ingredients: [
        { id: 'onion', name: 'Cebola', translations: { es: { name: 'Cebolla' } } },
        { id: 'tomato', name: 'Tomate', translations: {} },
      ],
      choiceGroups: [
        {
          id: 'sauces',
          name: 'Molhos',
          minChoices: 0,
          maxChoices: 2,
          translations: { en: { name: 'Sauces' }, es: { name: 'Salsas' } },
          options: [
            {
              id: 'mustard',
              name: 'Mostarda',
              priceCents: 0,
              productId: null,
              imageUrl: null,
              translations: { en: { name: 'Mustard' } },
            },
          ],
        },
      ],
    };
    const english = localizeMenu({ ...menu, products: [combo] }, 'en').products[0]!;
    expect(english.extras[0]).toMatchObject({ id: 'egg', name: 'Egg', priceCents: 300 });
    expect(english.ingredients.map((ingredient) => ingredient.name)).toEqual(['Cebola', 'Tomate']);
    expect(english.choiceGroups[0]).toMatchObject({ name: 'Sauces', minChoices: 0, maxChoices: 2 });
    expect(english.choiceGroups[0]!.options[0]).toMatchObject({ id: 'mustard', name: 'Mustard' });
    const spanish = localizeMenu({ ...menu, products: [combo] }, 'es').products[0]!;
    expect(spanish.ingredients[0]!.name).toBe('Cebolla');
    expect(spanish.choiceGroups[0]!.options[0]!.name).toBe('Mostarda');
    expect(spanish.extras[0]!.name).toBe('Ovo');
    // The untranslated menu is left as it was.
    expect(combo.choiceGroups[0]!.name).toBe('Molhos');
  });

  it('gives Portuguese back untouched', () => {
    expect(localizeMenu(menu, 'pt-BR')).toBe(menu);
  });
});
