import type { KioskCategory, KioskMenu, KioskProduct } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { localizeMenu } from './localize-menu';

const product = (
  id: string,
  name: string,
  description: string | null,
  translations: KioskProduct['translations'] = {},
): KioskProduct => ({
  id,
  categoryId: 'lanches',
  name,
  description,
  translations,
  priceCents: 2990,
  imageUrl: null,
  featured: false,
  soldOut: false,
  extras: [{ id: 'bacon', name: 'Bacon', priceCents: 500 }],
  ingredients: [],
  choiceGroups: [],
  tags: [],
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

  it('gives Portuguese back untouched', () => {
    expect(localizeMenu(menu, 'pt-BR')).toBe(menu);
  });
});
