import { describe, expect, it } from 'vitest';
import { kioskProduct } from '@/test/kiosk-product';
import {
  addLine,
  needsChoices,
  plainLine,
  productByCode,
  saleItems,
  searchProducts,
  subtotalOf,
} from './sale';

const product = (id: string, name: string, priceCents: number) =>
  kioskProduct(id, { name, priceCents });

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
      choiceOptionIds: [],
      notes: 'Bem passado',
    });
  });

  it('sells a combo with its chosen options: their differences in the total, their ids sent', () => {
    const combo = {
      ...product('p3', 'Combo Clássico', 3990),
      choiceGroups: [
        {
          id: 'g1',
          name: 'Escolha a bebida',
          minChoices: 1,
          maxChoices: 1,
          translations: {},
          options: [
            {
              id: 'o1',
              name: 'Suco',
              priceCents: 400,
              productId: 'p9',
              imageUrl: null,
              translations: {},
            },
          ],
        },
      ],
    };
    expect(needsChoices(combo)).toBe(true);
    expect(needsChoices(water)).toBe(false);
    const juice = { id: 'o1', groupName: 'Escolha a bebida', name: 'Suco', priceCents: 400 };
    const soda = { id: 'o2', groupName: 'Escolha a bebida', name: 'Refri', priceCents: 0 };
    let lines = addLine([], { ...plainLine(combo, 2), choices: [juice] });
    lines = addLine(lines, { ...plainLine(combo), choices: [juice] });
    // Another drink is another line.
    lines = addLine(lines, { ...plainLine(combo), choices: [soda] });
    expect(lines.map((line) => line.quantity)).toEqual([3, 1]);
    expect(subtotalOf(lines)).toBe(3 * (3990 + 400) + 3990);
    expect(saleItems(lines).map((item) => item.choiceOptionIds)).toEqual([['o1'], ['o2']]);
  });

  it('finds products by name without accents, and by the exact scanner code', () => {
    expect(searchProducts([burger, water], codes, 'burg')).toEqual([burger]);
    expect(searchProducts([burger, water], codes, '789')).toEqual([water]);
    expect(productByCode([burger, water], codes, '7891000')).toBe(water);
    expect(productByCode([burger, water], codes, '789')).toBeNull();
  });
});
