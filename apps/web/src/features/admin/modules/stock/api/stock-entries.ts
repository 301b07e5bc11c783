import {
  stockItemSchema,
  type StockAdjustment,
  type StockCount,
  type StockItemInput,
  type StockLoss,
} from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { stockKeys } from './query-keys';

/** Every write of the stock screen refreshes its items and its history. */
function useStockMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/** POST /api/admin/stock/items, or PUT /api/admin/stock/items/:id to edit one (not its level). */
export const useSaveStockItem = (id?: string) =>
  useStockMutation((input: StockItemInput) =>
    id
      ? apiFetch(`/api/admin/stock/items/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: input,
          schema: stockItemSchema,
        })
      : apiFetch('/api/admin/stock/items', {
          method: 'POST',
          body: input,
          schema: stockItemSchema,
        }),
  );

/** POST /api/admin/stock/items/:id/adjustments: sets the level, recording the difference. */
export const useAdjustStock = () =>
  useStockMutation(({ id, ...input }: StockAdjustment & { id: string }) =>
    apiFetch(`/api/admin/stock/items/${encodeURIComponent(id)}/adjustments`, {
      method: 'POST',
      body: input,
    }),
  );

/** POST /api/admin/stock/items/:id/losses */
export const useRecordLoss = () =>
  useStockMutation(({ id, ...input }: StockLoss & { id: string }) =>
    apiFetch(`/api/admin/stock/items/${encodeURIComponent(id)}/losses`, {
      method: 'POST',
      body: input,
    }),
  );

/** POST /api/admin/stock/counts */
export const useRecordCount = () =>
  useStockMutation((input: StockCount) =>
    apiFetch('/api/admin/stock/counts', { method: 'POST', body: input }),
  );
