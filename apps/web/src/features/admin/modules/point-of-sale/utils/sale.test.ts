import { describe, expect, it } from 'vitest';
import type { KioskProduct } from '@comanda/shared';
import { addLine, plainLine, productByCode, saleItems, searchProducts, subtotalOf } from './sale';

const product = (id: string, name: string, priceCents: number): KioskProduct => ({
  id,
  categoryId: 'c',
  name,
  description: null,
  translations: {},
  priceCents,
  imageUrl: null,
  featured: false,
  soldOut: false,
  extras: [],
  ingredients: [],
  choiceGroups: [],
  tags: [],
});

const burger = product('p1', 'X-Búrguer', 2000);
const water = product('p2', 'Água', 400);
const codes = { p2: '7891000' };

describe('the counter sale', () => {
  it('adds the same plain product to one line and totals with extras', () => {
    let lines = addLine([], plainLine(water));
    lines = addLine(lines, plainLine(water, 2));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    const custom = {
      ...plainLine(burger),
      extras: [{ id: 'e1', name: 'Bacon', priceCents: 500 }],
      removals: [{ id: 'i1', name: 'Cebola' }],
      notes: 'Bem passado',
    };
    lines = addLine(lines, custom);
    expect(subtotalOf(lines)).toBe(1200 + 2500);
    expect(saleItems(lines)[1]).toEqual({
      productId: 'p1',
      quantity: 1,
      extraIds: ['e1'],
      addonProductIds: [],
      removedIngredientIds: ['i1'],
      notes: 'Bem passado',
    });
  });

  it('finds products by name without accents, and by the exact scanner code', () => {
    expect(searchProducts([burger, water], codes, 'burg')).toEqual([burger]);
    expect(searchProducts([burger, water], codes, '789')).toEqual([water]);
    expect(productByCode([burger, water], codes, '7891000')).toBe(water);
    expect(productByCode([burger, water], codes, '789')).toBeNull();
  });
});
