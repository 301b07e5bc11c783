import type { CategoryType, KioskMenu } from '@comanda/shared';

/** Which example the 'Observações' field shows: per category type, or a neutral question. */
export type NotesHint = Exclude<CategoryType, 'pdv'> | 'other';

/**
 * "Ponto da carne" fits a burger, not a bottle of water: the example follows the type of the
 * item's category. A product the menu no longer lists (or not loaded yet) gets the neutral one.
 */
export function notesHintFor(menu: KioskMenu | undefined, productId: string): NotesHint {
  if (!menu) return 'other';
  const product = menu.products.find((p) => p.id === productId);
  const type = product && menu.categories.find((c) => c.id === product.categoryId)?.type;
  if (type && type !== 'pdv') return type;
  if (menu.drinks.some((p) => p.id === productId)) return 'bebida';
  if (menu.desserts.some((p) => p.id === productId)) return 'sobremesa';
  return 'other';
}
