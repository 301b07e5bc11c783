import {
  idempotencyKeyHeader,
  type CreateOnlineOrderInput,
  type PlacedOnlineOrder,
  type PublicOnlineMenu,
} from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const onlineMenuSettingsKey = ['online-menu', 'settings'] as const;

/**
 * GET /api/public/online-menu: what the shop offers now (ways to receive, bairros with fee
 * and minimum, the scheduling slots, payments, the wait, busy mode). Asked on the checkout,
 * fresh: the shop may have closed or switched a way off since the menu was opened; asked
 * again on 'wait.changed' (busy mode turning on or off says so too).
 */
export function useOnlineMenuSettings() {
  return useQuery({
    queryKey: onlineMenuSettingsKey,
    queryFn: ({ signal }) => apiFetch<PublicOnlineMenu>('/api/public/online-menu', { signal }),
    staleTime: 30_000,
  });
}

/**
 * POST /api/public/online-orders, priced by the server. The same key with the same body
 * answers the order already placed: a second tap or a retry never places it twice.
 */
export function placeOnlineOrder(
  input: CreateOnlineOrderInput,
  idempotencyKey: string,
): Promise<PlacedOnlineOrder> {
  return apiFetch<PlacedOnlineOrder>('/api/public/online-orders', {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    body: input,
  });
}
