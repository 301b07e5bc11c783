import {
  productSchema,
  recipeSchema,
  stockProductSchema,
  type Recipe,
  type SoldOutMark,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { stockKeys } from './query-keys';

const productPath = (productId: string) => encodeURIComponent(productId);

/** GET /api/admin/stock/products: each product, its 'Esgotado' flags and its ficha's size. */
export function useStockProducts() {
  return useQuery({
    queryKey: stockKeys.products(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/stock/products', { schema: z.array(stockProductSchema), signal }),
  });
}

/** GET /api/admin/stock/recipes/:productId */
export function useRecipe(productId: string) {
  return useQuery({
    queryKey: stockKeys.recipe(productId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/stock/recipes/${productPath(productId)}`, {
        schema: recipeSchema,
        signal,
      }),
  });
}

/** GET /api/admin/products/:id: the product's extras and ingredients, named. */
export function useRecipeProduct(productId: string) {
  return useQuery({
    queryKey: stockKeys.product(productId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/products/${productPath(productId)}`, { schema: productSchema, signal }),
  });
}

/** PUT /api/admin/stock/recipes/:productId: replaces the ficha técnica. */
export function useSaveRecipe(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: Recipe) =>
      apiFetch(`/api/admin/stock/recipes/${productPath(productId)}`, {
        method: 'PUT',
        body: recipe,
        schema: recipeSchema,
      }),
    retry: false,
    // The product may now be sold out by stock, or no longer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/**
 * 'Esgotado' by hand, for a period, or back (decision 069): a product
 * (`/api/admin/stock/sold-out/:id`), an extra (`/api/admin/extras/:id/sold-out`) or an
 * ingredient (`/api/admin/stock/items/:id/sold-out`). Everything stock shows may change with it.
 */
export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, mark }: { path: string; mark: SoldOutMark }) =>
      apiFetch(path, { method: 'PUT', body: mark }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/** Where each kind of thing is marked. */
export const soldOutPaths = {
  product: (id: string) => `/api/admin/stock/sold-out/${encodeURIComponent(id)}`,
  extra: (id: string) => `/api/admin/extras/${encodeURIComponent(id)}/sold-out`,
  ingredient: (id: string) => `/api/admin/stock/items/${encodeURIComponent(id)}/sold-out`,
};
