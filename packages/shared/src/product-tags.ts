// No zod here: the kiosk's welcome chunk imports these values (its JavaScript has a budget).

/**
 * Allergen and dietary tags an admin may set on a product (issue 19 item 5): what it contains
 * (the usual allergens) and what it suits. A fixed list, so the kiosk can draw an icon for each
 * and offer them as filters; the texts the customer reads are the kiosk's translations.
 */
export const productTags = [
  'contem-gluten',
  'contem-lactose',
  'contem-ovo',
  'contem-amendoim',
  'contem-frutos-do-mar',
  'vegetariano',
  'vegano',
  'sem-gluten',
  'sem-lactose',
  'picante',
] as const;
export type ProductTag = (typeof productTags)[number];

/** The tags the kiosk offers as filters on the products screen: what a customer looks for. */
export const productFilterTags = [
  'vegetariano',
  'vegano',
  'sem-gluten',
  'sem-lactose',
] as const satisfies readonly ProductTag[];

/** A product's tags in the list's order, each once (the order icons and chips appear in). */
export const sortedProductTags = (tags: readonly ProductTag[]): ProductTag[] =>
  productTags.filter((tag) => tags.includes(tag));
