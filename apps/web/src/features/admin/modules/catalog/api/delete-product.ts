import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** DELETE /api/admin/products/:id */
export async function deleteProduct(id: string): Promise<void> {
  await apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    retry: false,
    onSuccess: async (_, id) => {
      // Only when no screen shows it: the form that deleted it is about to leave.
      queryClient.removeQueries({ queryKey: catalogKeys.product(id), type: 'inactive' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.productLists() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.categoryList() }),
      ]);
    },
  });
}
