import {
  productSchema,
  type Product,
  type ProductSummary,
  type ProductToggle,
} from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** PATCH /api/admin/products/:id {active?, featured?}: the list's quick switches. */
export function toggleProduct({ id, changes }: { id: string; changes: ProductToggle }) {
  return apiFetch<Product>(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: productSchema,
  });
}

export function useToggleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product);
      // Every list showing the row gets the new state at once; the refetch then drops the row
      // from lists whose filter it no longer matches ("Ativos" after deactivating it).
      queryClient.setQueriesData<ProductSummary[]>(
        { queryKey: catalogKeys.productLists() },
        (list) =>
          list?.map((row) =>
            row.id === product.id
              ? { ...row, active: product.active, featured: product.featured }
              : row,
          ),
      );
      await queryClient.invalidateQueries({ queryKey: catalogKeys.productLists() });
    },
  });
}
