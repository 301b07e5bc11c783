import { productSchema, type Product } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /api/admin/products/:id, with its extras and ingredients. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    schema: productSchema,
    signal,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // PUT replaces the whole product: the form must start from what the server has now.
    staleTime: 0,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined });
}
