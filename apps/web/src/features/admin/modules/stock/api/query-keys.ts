import type { StockMovementFilter } from '@comanda/shared';

/** Query keys of the stock screen: any movement refreshes items and history at once. */
export const stockKeys = {
  all: ['admin', 'stock'] as const,
  items: () => [...stockKeys.all, 'items'] as const,
  movements: (filter: StockMovementFilter) => [...stockKeys.all, 'movements', filter] as const,
  products: () => [...stockKeys.all, 'products'] as const,
  recipe: (productId: string) => [...stockKeys.all, 'recipe', productId] as const,
  product: (productId: string) => [...stockKeys.all, 'product', productId] as const,
};

/** The query string of a movements filter, for the list and its CSV. */
export function movementsQuery(filter: StockMovementFilter): string {
  const params = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}
