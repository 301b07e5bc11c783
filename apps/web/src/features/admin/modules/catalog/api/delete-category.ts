import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** DELETE /api/admin/categories/:id; 409 while the category still has products. */
export async function deleteCategory(id: string): Promise<void> {
  await apiFetch(`/api/admin/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    retry: false,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.category(id), type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.categories() });
    },
  });
}
