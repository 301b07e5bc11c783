import { categorySchema, type Category } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /api/admin/categories/:id */
export function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return apiFetch(`/api/admin/categories/${encodeURIComponent(id)}`, {
    schema: categorySchema,
    signal,
  });
}

export function categoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.category(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    // The form edits what the server has now, not what it had minutes ago.
    staleTime: 0,
  });
}

export function useCategory(id: string | undefined) {
  return useQuery({ ...categoryQueryOptions(id ?? ''), enabled: id !== undefined });
}
