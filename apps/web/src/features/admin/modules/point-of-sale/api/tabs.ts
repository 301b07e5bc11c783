import {
  adminTabListSchema,
  closedTabSchema,
  tabPaymentResultSchema,
  type CloseTabInput,
  type PayTabInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { pdvKeys } from './pdv';

export const tabKeys = { open: ['admin', 'tabs', 'open'] as const };

/** GET /api/admin/tabs: the open table tabs (decision 077), tables calling first. */
export const useOpenTabs = () =>
  useQuery({
    queryKey: tabKeys.open,
    queryFn: ({ signal }) => apiFetch('/api/admin/tabs', { schema: adminTabListSchema, signal }),
    refetchInterval: 10_000,
  });

/** POST /api/admin/pdv/tabs/:id/close: service or not, the due amount in equal parts. */
export function useCloseTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tabId, ...input }: CloseTabInput & { tabId: string }) =>
      apiFetch(`/api/admin/pdv/tabs/${tabId}/close`, {
        method: 'POST',
        body: input,
        schema: closedTabSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tabKeys.open });
      void queryClient.invalidateQueries({ queryKey: pdvKeys.current });
    },
  });
}

/** POST /api/admin/pdv/tabs/:id/payments: parts paid while the tab stays open (decision 085). */
export function usePayTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tabId, ...input }: PayTabInput & { tabId: string }) =>
      apiFetch(`/api/admin/pdv/tabs/${tabId}/payments`, {
        method: 'POST',
        body: input,
        schema: tabPaymentResultSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tabKeys.open });
      void queryClient.invalidateQueries({ queryKey: pdvKeys.current });
    },
  });
}
