import {
  adminOrderDetailSchema,
  fiscalNoteSchema,
  adminOrdersPageSchema,
  orderPayerNotesSchema,
  printJobSchema,
  type AdminOrdersQuery,
  type FiscalNoteView,
  type OrderStage,
} from '@comanda/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, isApiError } from '@/lib/api-client';
import { shopOrderKeys } from './query-keys';

/** GET /api/admin/orders: every order of the shop, newest first, filtered. */
export function useShopOrders(filters: AdminOrdersQuery, refetchIntervalMs: number | false) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
  return useQuery({
    queryKey: shopOrderKeys.list(filters),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/orders?${query.toString()}`, { schema: adminOrdersPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: refetchIntervalMs,
  });
}

/** GET /api/admin/orders/:id and its print jobs. */
export function useShopOrder(orderId: string) {
  return useQuery({
    queryKey: shopOrderKeys.detail(orderId),
    queryFn: async ({ signal }) => {
      const id = encodeURIComponent(orderId);
      const [order, jobs] = await Promise.all([
        apiFetch(`/api/admin/orders/${id}`, { schema: adminOrderDetailSchema, signal }),
        apiFetch(`/api/admin/print-jobs?orderId=${id}`, {
          schema: z.array(printJobSchema),
          signal,
        }),
      ]);
      return { order, jobs };
    },
    staleTime: 0,
  });
}

/**
 * GET /api/admin/orders/:id/fiscal-note: the order's NFC-e, null when it has none (404);
 * asked again every few seconds while the note is still being emitted.
 */
export function useOrderFiscalNote(orderId: string) {
  return useQuery({
    queryKey: [...shopOrderKeys.detail(orderId), 'fiscal-note'],
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/fiscal-note`, {
          schema: fiscalNoteSchema,
          signal,
        });
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: (query) => (noteInProgress(query.state.data) ? 2000 : false),
  });
}

/**
 * GET /api/admin/orders/:id/payer-notes: the NFC-e of the payers of a table tab whose money
 * went into this order (decision 089); asked again while one is still being emitted.
 */
export function useOrderPayerNotes(orderId: string) {
  return useQuery({
    queryKey: [...shopOrderKeys.detail(orderId), 'payer-notes'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/payer-notes`, {
        schema: orderPayerNotesSchema,
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.notes.some((note) => note.status === 'pending') ? 2000 : false,
  });
}

/** Still being emitted, or its cancel asked and not answered yet: worth asking again. */
function noteInProgress(note: FiscalNoteView | null | undefined): boolean {
  if (!note) return false;
  if (note.status === 'pending') return true;
  return note.cancelRequestedAt !== null && note.status !== 'canceled' && !note.cancelXMotivo;
}

/** POST /api/admin/orders/:id/fiscal-note/cancel: cancel a canceled order's NFC-e again. */
export const useCancelFiscalNote = () =>
  useOrderAction(({ orderId, reason }: { orderId: string; reason: string }) =>
    apiFetch(orderUrl(orderId, 'fiscal-note/cancel'), {
      method: 'POST',
      body: { reason },
      schema: fiscalNoteSchema,
    }),
  );

/** POST /api/admin/orders/:id/fiscal-note/retry: emit a failed or rejected note again. */
export const useRetryFiscalNote = () =>
  useOrderAction((orderId: string) =>
    apiFetch(orderUrl(orderId, 'fiscal-note/retry'), { method: 'POST', schema: fiscalNoteSchema }),
  );

function useOrderAction<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopOrderKeys.all }),
  });
}

const orderUrl = (orderId: string, action: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/${action}`;

/** POST /api/admin/orders/:id/cancel: with a reason; a paid order is refunded or marked. */
export const useCancelOrder = () =>
  useOrderAction(({ orderId, reason }: { orderId: string; reason: string }) =>
    apiFetch(orderUrl(orderId, 'cancel'), { method: 'POST', body: { reason } }),
  );

/** POST /api/admin/orders/:id/reprint: another copy, marked 'REIMPRESSÃO'. */
export const useReprintOrder = () =>
  useOrderAction(({ orderId, kind }: { orderId: string; kind: 'customer' | 'kitchen' }) =>
    apiFetch(orderUrl(orderId, 'reprint'), { method: 'POST', body: { kind } }),
  );

/** POST /api/admin/orders/:id/stage: move a paid order to a stage. */
export const useMoveOrderStage = () =>
  useOrderAction(
    ({ orderId, stage }: { orderId: string; stage: Exclude<OrderStage, 'canceled'> }) =>
      apiFetch(orderUrl(orderId, 'stage'), { method: 'POST', body: { stage } }),
  );
