import { categorySchema, type Category } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** PATCH /api/admin/categories/:id/active */
export function setCategoryActive({ id, active }: { id: string; active: boolean }) {
  return apiFetch<Category>(`/api/admin/categories/${encodeURIComponent(id)}/active`, {
    method: 'PATCH',
    body: { active },
    schema: categorySchema,
  });
}

export function useSetCategoryActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryActive,
    onSuccess: (category) => {
      queryClient.setQueryData(catalogKeys.category(category.id), category);
      queryClient.setQueryData<Category[]>(catalogKeys.categoryList(), (list) =>
        list?.map((item) => (item.id === category.id ? category : item)),
      );
    },
  });
}
