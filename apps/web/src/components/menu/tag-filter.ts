import type { KioskProduct, ProductTag } from '@comanda/shared';

/**
 * A vegan product is also vegetarian and free of lactose: the customer who asks for either
 * finds it too. Every other tag answers only for itself.
 */
const impliedBy: Partial<Record<ProductTag, ProductTag[]>> = {
  vegetariano: ['vegano'],
  'sem-lactose': ['vegano'],
};

export function hasTag(product: Pick<KioskProduct, 'tags'>, tag: ProductTag): boolean {
  return product.tags.includes(tag) || (impliedBy[tag] ?? []).some((t) => product.tags.includes(t));
}

/** The products that have every chosen tag (no choice: all of them), in their order. */
export function filterByTags<T extends Pick<KioskProduct, 'tags'>>(
  products: readonly T[],
  chosen: readonly ProductTag[],
): T[] {
  return products.filter((product) => chosen.every((tag) => hasTag(product, tag)));
}
