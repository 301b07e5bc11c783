import type { Category } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { categoryListSchema } from './list-categories';
import { catalogKeys } from './query-keys';

/** PUT /api/admin/categories/order: positions follow the ids (first = 0). */
export function reorderCategories(ids: string[]): Promise<Category[]> {
  return apiFetch('/api/admin/categories/order', {
    method: 'PUT',
    body: { ids },
    schema: categoryListSchema,
  });
}

const reorderKey = [...catalogKeys.categories(), 'reorder'] as const;

/**
 * Moves show at once (the list is updated before the server answers) and are sent one after
 * the other, each with the whole order, so quick repeated moves end in the last order shown.
 * A failure puts back what the server has.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reorderKey,
    mutationFn: reorderCategories,
    scope: { id: 'category-order' },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: catalogKeys.categoryList() });
      queryClient.setQueryData<Category[]>(catalogKeys.categoryList(), (list) => {
        if (!list) return list;
        const byId = new Map(list.map((category) => [category.id, category]));
        return ids.flatMap((id, position) => {
          const category = byId.get(id);
          return category ? [{ ...category, position }] : [];
        });
      });
    },
    onSettled: async (_data, error) => {
      // The last move in flight settles the list; earlier answers would undo later moves.
      if (!error && queryClient.isMutating({ mutationKey: reorderKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: catalogKeys.categoryList() });
    },
  });
}
