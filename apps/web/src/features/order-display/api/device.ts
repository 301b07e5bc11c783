import {
  boardOrderSchema,
  deviceBoardSchema,
  kitchenOrderSchema,
  orderStages,
  type holdOrderSchema,
  type KitchenOrder,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { readDeviceToken } from '@/lib/device-token';
import { uniqueOrders } from './kitchen-cards';

/*
 * A kitchen display or status board talks to /api/device/ with its device token (decision
 * 017), never an admin session. The token arrives once in the address (?token=, from the
 * admin's 'Abrir' link) and is kept on this device.
 */

/**
 * One token per screen: a tablet may run the kitchen display and the board side by side.
 * Read once per page load, so another tab pairing the other screen never swaps it.
 */
export const deviceToken = () =>
  readDeviceToken(`comanda.device-token:${window.location.pathname}`);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
export const deviceKeys = { all: ['device'] as const };

export function useDeviceBoard(token: string) {
  return useQuery({
    queryKey: [...deviceKeys.all, 'board'],
    queryFn: ({ signal }) =>
      apiFetch('/api/device/board', { schema: deviceBoardSchema, headers: auth(token), signal }),
    retry: false,
  });
}

/** `refetchIntervalMs`: the fallback while the live stream is down. */
export function useKitchenOrders(token: string, refetchIntervalMs: number | false) {
  return useQuery({
    queryKey: [...deviceKeys.all, 'kitchen-orders'],
    queryFn: ({ signal }) =>
      apiFetch('/api/device/kitchen-orders', {
        schema: z.array(kitchenOrderSchema),
        headers: auth(token),
        signal,
      }),
    // Never one order twice, whatever the answer holds (issue 36).
    select: uniqueOrders,
    refetchInterval: refetchIntervalMs,
    refetchIntervalInBackground: true,
  });
}

export function useBoardOrders(token: string, refetchIntervalMs: number | false) {
  return useQuery({
    queryKey: [...deviceKeys.all, 'board-orders'],
    queryFn: ({ signal }) =>
      apiFetch('/api/device/board-orders', {
        schema: z.array(boardOrderSchema),
        headers: auth(token),
        signal,
      }),
    refetchInterval: refetchIntervalMs,
    refetchIntervalInBackground: true,
  });
}

function useDeviceAction<Input>(token: string, path: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiFetch(path, {
        method: 'POST',
        headers: auth(token),
        body: body(input),
        schema: z.object({ stage: z.enum(orderStages) }).passthrough(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/**
 * A tap: the order, and optionally this display's stations and the stage its card showed, so
 * the server moves only this station's part (expo) and a repeated tap changes nothing.
 */
export type BumpInput =
  string | { orderId: string; stations?: string[]; expo?: boolean; from?: string };
export const useBump = (token: string) =>
  useDeviceAction(token, '/api/device/bump', (input: BumpInput) =>
    typeof input === 'string' ? { orderId: input } : input,
  );
export const useRecall = (token: string) =>
  useDeviceAction(token, '/api/device/recall', () => ({}));

const kitchenOrdersKey = [...deviceKeys.all, 'kitchen-orders'];

/**
 * 'Segurar' / 'Liberar' (decision 075): the card changes section at once, and the refetch
 * that follows (or the failure's) settles it as the server has it.
 */
export function useHold(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.infer<typeof holdOrderSchema>) =>
      apiFetch('/api/device/hold', {
        method: 'POST',
        headers: auth(token),
        body: input,
        schema: z.object({ heldAt: z.iso.datetime({ offset: true }).nullable() }),
      }),
    onMutate: async ({ orderId, held }) => {
      await queryClient.cancelQueries({ queryKey: kitchenOrdersKey });
      const heldAt = held ? new Date().toISOString() : null;
      queryClient.setQueryData<KitchenOrder[]>(kitchenOrdersKey, (orders) =>
        orders?.map((order) => (order.id === orderId ? { ...order, heldAt } : order)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
