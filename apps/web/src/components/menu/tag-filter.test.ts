import type { ProductTag } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { filtersFor } from '@/components/menu/product-tags';
import { filterByTags, hasTag } from '@/components/menu/tag-filter';

const item = (name: string, tags: ProductTag[]) => ({ name, tags });
const classic = item('Clássico', ['contem-gluten', 'contem-lactose']);
const veggie = item('Veggie', ['contem-gluten', 'vegetariano']);
const vegan = item('Vegano', ['vegano', 'sem-gluten']);
const water = item('Água', []);
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('kiosk tag filters', () => {
  it('counts a vegan product as vegetarian and lactose-free, not the other way round', () => {
    expect(hasTag(vegan, 'vegetariano')).toBe(true);
    expect(hasTag(vegan, 'sem-lactose')).toBe(true);
    expect(hasTag(veggie, 'vegano')).toBe(false);
    expect(hasTag(classic, 'sem-lactose')).toBe(false);
  });

  it('offers only the dietary filters some product passes, in the fixed order', () => {
    expect(filtersFor([classic, veggie, vegan, water])).toEqual([
      'vegetariano',
      'vegano',
      'sem-gluten',
      'sem-lactose',
    ]);
    expect(filtersFor([classic, veggie])).toEqual(['vegetariano']);
    // Allergens are shown, not offered as filters: nobody looks for "contém glúten".
    expect(filtersFor([classic, water])).toEqual([]);
  });

  it('keeps the products that have every chosen tag, in their order', () => {
    const all = [classic, veggie, vegan, water];
    expect(names(filterByTags(all, []))).toEqual(['Clássico', 'Veggie', 'Vegano', 'Água']);
    expect(names(filterByTags(all, ['vegetariano']))).toEqual(['Veggie', 'Vegano']);
    expect(names(filterByTags(all, ['vegetariano', 'sem-gluten']))).toEqual(['Vegano']);
    expect(names(filterByTags(all, ['vegano', 'contem-lactose']))).toEqual([]);
  });
});
