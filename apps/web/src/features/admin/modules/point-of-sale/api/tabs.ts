import {
  adminTabListSchema,
  closedTabSchema,
  payerNoteViewSchema,
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

/**
 * GET /api/admin/fiscal-notes/:id: a payer's NFC-e after the closing (decision 082), asked
 * again every 2 s until the SEFAZ has answered (authorised, contingency or refused).
 */
export const usePayerNote = (noteId: string) =>
  useQuery({
    queryKey: ['admin', 'fiscal-notes', noteId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/fiscal-notes/${noteId}`, { schema: payerNoteViewSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });

/** POST /api/admin/fiscal-notes/:id/retry: a payer's note that failed or was rejected, again. */
export function useRetryPayerNote(noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/admin/fiscal-notes/${noteId}/retry`, {
        method: 'POST',
        schema: payerNoteViewSchema,
      }),
    onSuccess: (note) => queryClient.setQueryData(['admin', 'fiscal-notes', noteId], note),
  });
}
