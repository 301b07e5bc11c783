import {
  idempotencyKeyHeader,
  type CreateOnlineOrderInput,
  type PlacedOnlineOrder,
  type PublicOnlineMenu,
} from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/public/online-menu: what the shop offers now (ways to receive, bairros with fee
 * and minimum, the scheduling slots, payments, the wait). Asked on the checkout, fresh: the
 * shop may have closed or switched a way off since the menu was opened.
 */
export function useOnlineMenuSettings() {
  return useQuery({
    queryKey: ['online-menu', 'settings'],
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
