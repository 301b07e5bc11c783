import { productSchema, type Product, type ProductInput } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/**
 * POST /api/admin/products, or PUT /api/admin/products/:id, which replaces the whole product:
 * `input` carries every field, and the complete lists of extras and ingredients.
 */
export function saveProduct({ id, input }: { id?: string; input: ProductInput }) {
  return apiFetch<Product>(
    id ? `/api/admin/products/${encodeURIComponent(id)}` : '/api/admin/products',
    { method: id ? 'PUT' : 'POST', body: input, schema: productSchema },
  );
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // A POST that reached the server before the connection dropped would be created twice.
    retry: false,
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.productLists() }),
        // The categories list counts products.
        queryClient.invalidateQueries({ queryKey: catalogKeys.categoryList() }),
      ]);
    },
  });
}
