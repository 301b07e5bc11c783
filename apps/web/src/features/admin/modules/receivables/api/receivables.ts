import {
  financeSettingsSchema,
  receivableSchema,
  receivablesPageSchema,
  type FinanceSettingsInput,
  type ReportQuery,
} from '@comanda/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ReceivableStatusFilter = 'all' | 'open' | 'received' | 'canceled';

export const receivablesKeys = {
  all: ['admin', 'finance', 'receivables'] as const,
  list: (period: ReportQuery, status: ReceivableStatusFilter) =>
    [...receivablesKeys.all, period, status] as const,
  settings: ['admin', 'finance', 'settings'] as const,
};

/** GET /api/admin/finance/receivables?from&to&status: due in the period, with day sums. */
export function useReceivables(period: ReportQuery, status: ReceivableStatusFilter) {
  return useQuery({
    queryKey: receivablesKeys.list(period, status),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/admin/finance/receivables?${new URLSearchParams({ ...period, status }).toString()}`,
        { schema: receivablesPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/finance/receivables/:id/receive */
export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: string }) =>
      apiFetch(`/api/admin/finance/receivables/${encodeURIComponent(id)}/receive`, {
        method: 'POST',
        body: { on },
        schema: receivableSchema,
      }),
    retry: false,
    // The cash flow changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'finance'] }),
  });
}

/** GET /api/admin/finance/settings */
export function useFinanceSettings() {
  return useQuery({
    queryKey: receivablesKeys.settings,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/finance/settings', { schema: financeSettingsSchema, signal }),
  });
}

/** PUT /api/admin/finance/settings */
export function useSaveFinanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinanceSettingsInput) =>
      apiFetch('/api/admin/finance/settings', {
        method: 'PUT',
        body: input,
        schema: financeSettingsSchema,
      }),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(receivablesKeys.settings, saved),
  });
}
