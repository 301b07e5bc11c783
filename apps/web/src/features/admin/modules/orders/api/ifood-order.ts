import {
  ifoodCancellationReasonViewSchema,
  ifoodOrderStateSchema,
  type IfoodCancellationInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, isApiError } from '@/lib/api-client';
import { shopOrderKeys } from './query-keys';

/** A marketplace order's routes: iFood's (decision 067) and Open Delivery's (079), alike. */
export type MarketplacePlatform = 'ifood' | 'open-delivery';

const ifoodUrl = (orderId: string, path = '', platform: MarketplacePlatform = 'ifood') =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/${platform}${path}`;
const stateKey = (orderId: string, platform: MarketplacePlatform = 'ifood') =>
  [...shopOrderKeys.detail(orderId), platform] as const;

/**
 * GET /api/admin/orders/:id/ifood: the order's state on iFood; null for an order that is not
 * on iFood (a demo order: 404). Asked again while a cancellation waits for iFood's answer.
 */
export function useIfoodOrderState(
  orderId: string,
  enabled: boolean,
  platform: MarketplacePlatform = 'ifood',
) {
  return useQuery({
    queryKey: stateKey(orderId, platform),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(ifoodUrl(orderId, '', platform), {
          schema: ifoodOrderStateSchema,
          signal,
        });
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data;
      const waiting = state?.cancelRequestedAt && !state.canceledAt && !state.cancelRefusedAt;
      return waiting ? 5000 : false;
    },
  });
}

/** GET .../ifood/cancellation-reasons: the codes iFood accepts for this order now. */
export const useIfoodCancellationReasons = (
  orderId: string,
  enabled: boolean,
  platform: MarketplacePlatform = 'ifood',
) =>
  useQuery({
    queryKey: [...stateKey(orderId, platform), 'reasons'],
    enabled,
    queryFn: ({ signal }) =>
      apiFetch(ifoodUrl(orderId, '/cancellation-reasons', platform), {
        schema: z.array(ifoodCancellationReasonViewSchema),
        signal,
      }),
  });

function useIfoodAction<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopOrderKeys.all }),
  });
}

/** POST .../ifood/confirm: "Confirmar" (sent to iFood once, however often clicked). */
export const useConfirmIfoodOrder = () =>
  useIfoodAction((orderId: string) =>
    apiFetch(ifoodUrl(orderId, '/confirm'), { method: 'POST', schema: ifoodOrderStateSchema }),
  );

/** POST .../ifood/cancellation: iFood's requestCancellation with the reason chosen. */
export const useRequestIfoodCancellation = (platform: MarketplacePlatform = 'ifood') =>
  useIfoodAction(({ orderId, ...body }: IfoodCancellationInput & { orderId: string }) =>
    apiFetch(ifoodUrl(orderId, '/cancellation', platform), {
      method: 'POST',
      body,
      schema: ifoodOrderStateSchema,
    }),
  );
