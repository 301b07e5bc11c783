import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { CartItem } from './cart';

/** The server's waitEstimateSchema's shape, not imported: its module brings zod to the kiosk. */
export interface WaitEstimate {
  minutes: number;
  /** Busy mode ("Cozinha cheia", decision 070): the wait is shown large. */
  busy: boolean;
}

/** Every wait estimate held (kiosk, online menu): 'wait.changed' on the menu stream refreshes them. */
export const waitEstimateKey = ['menu', 'wait-estimate'] as const;

/** One product id per unit of the cart, as the estimate counts them. */
export const unitsOf = (cart: readonly CartItem[]) =>
  cart.flatMap((item) => Array<string>(item.quantity).fill(item.productId));

/**
 * GET /api/public/wait-estimate for the cart (one product id per unit): minutes until a new
 * order of it would be ready (decision 065). The last answer stays on screen while a new one
 * comes, so the line never blinks; a failure shows nothing rather than an error.
 */
export function useWaitEstimate(productIds: string[]) {
  const products = productIds.join(',');
  return useQuery({
    queryKey: [...waitEstimateKey, products],
    queryFn: ({ signal }) =>
      apiFetch<WaitEstimate>(`/api/public/wait-estimate?products=${encodeURIComponent(products)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    // The stream says when the queue moves; a minute covers a lost connection.
    staleTime: 60_000,
    refetchInterval: 60_000,
    throwOnError: false,
  });
}
