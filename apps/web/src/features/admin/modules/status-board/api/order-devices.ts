import { issuedOrderDeviceSchema, orderDeviceSchema, type OrderDeviceKind } from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

const keys = { all: ['admin', 'order-devices'] as const };

/** GET /api/admin/order-devices: kitchen displays and status boards (never their tokens). */
export function useOrderDevices() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/order-devices', { schema: z.array(orderDeviceSchema), signal }),
  });
}

/** POST /api/admin/order-devices: the answer is the only time the token is shown. */
export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; kind: OrderDeviceKind }) =>
      apiFetch('/api/admin/order-devices', {
        method: 'POST',
        body: input,
        schema: issuedOrderDeviceSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /api/admin/order-devices/:id: the device stops working at once. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/order-devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
