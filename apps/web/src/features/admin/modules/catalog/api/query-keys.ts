import type { ProductListQuery } from '@comanda/shared';

/**
 * The catalog's query keys, nested so one invalidation reaches everything below it: a saved
 * product refreshes every filtered list, a renamed category the product lists that show it.
 */
export const catalogKeys = {
  all: ['admin', 'catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  categoryList: () => [...catalogKeys.categories(), 'list'] as const,
  category: (id: string) => [...catalogKeys.categories(), 'detail', id] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productLists: () => [...catalogKeys.products(), 'list'] as const,
  productList: (filters: ProductListQuery) => [...catalogKeys.productLists(), filters] as const,
  product: (id: string) => [...catalogKeys.products(), 'detail', id] as const,
};
