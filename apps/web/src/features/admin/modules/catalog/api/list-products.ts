import { productSummarySchema, type ProductListQuery, type ProductSummary } from '@comanda/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

const productListSchema = z.array(productSummarySchema);

/** GET /api/admin/products?search=&categoryId=&active=&featured= (unset filters left out). */
export function listProducts(
  filters: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return apiFetch(`/api/admin/products${query}`, { schema: productListSchema, signal });
}

export function productsQueryOptions(filters: ProductListQuery) {
  return queryOptions({
    queryKey: catalogKeys.productList(filters),
    queryFn: ({ signal }) => listProducts(filters, signal),
  });
}

/** While a new search runs, the previous results stay on screen instead of a spinner. */
export function useProducts(filters: ProductListQuery) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
