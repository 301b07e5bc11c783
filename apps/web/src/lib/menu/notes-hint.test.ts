import type { KioskMenu } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { kioskProduct } from '@/test/kiosk-product';
import { notesHintFor } from '@/lib/menu/notes-hint';

const product = (id: string, categoryId: string) => kioskProduct(id, { categoryId });
const category = (id: string, type: KioskMenu['categories'][number]['type']) => ({
  id,
  name: id,
  imageUrl: null,
  type,
  position: 0,
  translations: {},
});

const burger = product('burger', 'lanches');
const water = product('water', 'bebidas');
const pudding = product('pudding', 'doces');
const cheese = product('cheese', 'adicionais');
const hiddenDrink = product('hidden-drink', 'unlisted');
const menu: KioskMenu = {
  categories: [
    category('lanches', 'regular'),
    category('bebidas', 'bebida'),
    category('doces', 'sobremesa'),
  ],
  products: [burger, water, pudding],
  addonProducts: [cheese],
  drinks: [water, hiddenDrink],
  desserts: [pudding],
};

describe('notesHintFor', () => {
  it("follows the item's category type: no 'ponto da carne' on water or dessert", () => {
    expect(notesHintFor(menu, 'burger')).toBe('regular');
    expect(notesHintFor(menu, 'water')).toBe('bebida');
    expect(notesHintFor(menu, 'pudding')).toBe('sobremesa');
  });

  it('knows a drink the category tiles do not list from the drinks step', () => {
    expect(notesHintFor(menu, 'hidden-drink')).toBe('bebida');
  });

  it('is neutral for an add-on, a product gone from the menu, or no menu yet', () => {
    expect(notesHintFor(menu, 'cheese')).toBe('other');
    expect(notesHintFor(menu, 'gone')).toBe('other');
    expect(notesHintFor(undefined, 'burger')).toBe('other');
  });
});
