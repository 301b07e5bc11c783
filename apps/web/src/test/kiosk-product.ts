import type { KioskProduct } from '@comanda/shared';

/**
 * A kiosk product for tests: a plain product (no extras, choices or tags, not sold out) with
 * the id and name given, the rest overridable.
 */
export function kioskProduct(id: string, values: Partial<KioskProduct> = {}): KioskProduct {
  return {
    id,
    categoryId: 'c',
    name: id,
    description: null,
    translations: {},
    priceCents: 1000,
    imageUrl: null,
    featured: false,
    soldOut: false,
    extras: [],
    ingredients: [],
    choiceGroups: [],
    tags: [],
    ...values,
  };
}
