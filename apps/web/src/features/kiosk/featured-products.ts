import type { KioskProduct } from '@comanda/shared';

/**
 * The shop's featured products that can be ordered now, in the menu's order, at most `limit`:
 * under the categories and on the welcome screen.
 */
export function featuredProducts<T extends Pick<KioskProduct, 'featured' | 'soldOut'>>(
  products: readonly T[],
  limit: number,
): T[] {
  return products.filter((product) => product.featured && !product.soldOut).slice(0, limit);
}
