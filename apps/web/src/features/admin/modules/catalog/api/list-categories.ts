import { categorySchema, type Category } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const categoryListSchema = z.array(categorySchema);

/** GET /api/admin/categories: every category of the shop, in display order. */
export function listCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch('/api/admin/categories', { schema: categoryListSchema, signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categoryList(),
    queryFn: ({ signal }) => listCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
