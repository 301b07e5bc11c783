import { categorySchema, type Category, type CategoryInput } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** POST /api/admin/categories, or PUT /api/admin/categories/:id with every field. */
export function saveCategory({ id, input }: { id?: string; input: CategoryInput }) {
  return apiFetch<Category>(
    id ? `/api/admin/categories/${encodeURIComponent(id)}` : '/api/admin/categories',
    { method: id ? 'PUT' : 'POST', body: input, schema: categorySchema },
  );
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // A save is not retried: a POST that reached the server would create the category twice.
    retry: false,
    onSuccess: async (category) => {
      queryClient.setQueryData(catalogKeys.category(category.id), category);
      // Product rows show the category name, and the product form lists the categories.
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
