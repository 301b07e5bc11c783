import { describe, expect, it } from 'vitest';
import { featuredProducts } from './featured-products';

const item = (name: string, featured: boolean, soldOut = false) => ({ name, featured, soldOut });

describe('featuredProducts', () => {
  it('keeps featured products that are not sold out, in order, up to the limit', () => {
    const products = [
      item('A', true),
      item('B', false),
      item('C', true, true),
      item('D', true),
      item('E', true),
    ];
    expect(featuredProducts(products, 2).map((p) => p.name)).toEqual(['A', 'D']);
    expect(featuredProducts(products, 5).map((p) => p.name)).toEqual(['A', 'D', 'E']);
    expect(featuredProducts([item('B', false)], 3)).toEqual([]);
  });
});
