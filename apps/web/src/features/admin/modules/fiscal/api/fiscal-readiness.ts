import {
  categoryFiscalCodesResultSchema,
  fiscalReadinessSchema,
  type CategoryFiscalCodesInput,
  type FiscalReadiness,
} from '@comanda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const readinessKey = ['admin', 'fiscal', 'readiness'] as const;

/** GET /api/admin/fiscal/readiness: the active products still missing a fiscal code. */
export function getFiscalReadiness(signal?: AbortSignal): Promise<FiscalReadiness> {
  return apiFetch('/api/admin/fiscal/readiness', { schema: fiscalReadinessSchema, signal });
}

export function useFiscalReadiness() {
  return useQuery(
    queryOptions({
      queryKey: readinessKey,
      queryFn: ({ signal }) => getFiscalReadiness(signal),
      staleTime: 0,
    }),
  );
}

/** PUT /api/admin/fiscal/category-codes: the codes set on every product of a category. */
export function useSetCategoryFiscalCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryFiscalCodesInput) =>
      apiFetch('/api/admin/fiscal/category-codes', {
        method: 'PUT',
        body: input,
        schema: categoryFiscalCodesResultSchema,
      }),
    onSuccess: (result) => queryClient.setQueryData(readinessKey, result.readiness),
  });
}
