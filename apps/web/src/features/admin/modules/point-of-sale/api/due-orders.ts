import {
  dueOnlineOrderListSchema,
  settledDueOrderSchema,
  type SettleDueOrderInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { pdvKeys } from './pdv';

export const dueOrderKeys = { list: ['admin', 'pdv', 'due-orders'] as const };

/** GET /api/admin/pdv/due-orders: online orders left to pay on pickup or delivery. */
export const useDueOrders = () =>
  useQuery({
    queryKey: dueOrderKeys.list,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/pdv/due-orders', { schema: dueOnlineOrderListSchema, signal }),
    refetchInterval: 15_000,
  });

/** POST /api/admin/pdv/due-orders/:id/settle: the order paid in the operator's register. */
export function useSettleDueOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...input }: SettleDueOrderInput & { orderId: string }) =>
      apiFetch(`/api/admin/pdv/due-orders/${orderId}/settle`, {
        method: 'POST',
        body: input,
        schema: settledDueOrderSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dueOrderKeys.list });
      void queryClient.invalidateQueries({ queryKey: pdvKeys.current });
    },
  });
}
