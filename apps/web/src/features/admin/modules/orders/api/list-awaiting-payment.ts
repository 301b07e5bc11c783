import { awaitingPaymentPageSchema, type AwaitingPaymentPage } from '@comanda/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderPaymentKeys } from './query-keys';

export const awaitingPaymentPageSize = 20;

/** GET /api/admin/orders/awaiting-payment?page=&pageSize=: unpaid orders, newest first. */
export function listAwaitingPayment(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(awaitingPaymentPageSize),
  });
  return apiFetch<AwaitingPaymentPage>(`/api/admin/orders/awaiting-payment?${query.toString()}`, {
    schema: awaitingPaymentPageSchema,
    signal,
  });
}

export function awaitingPaymentQueryOptions(page: number) {
  return queryOptions({
    queryKey: orderPaymentKeys.page(page),
    queryFn: ({ signal }) => listAwaitingPayment(page, signal),
    // Payments change without anyone touching this screen: never trust an old answer.
    staleTime: 0,
  });
}

/** `refetchIntervalMs`: the fallback while the live event stream is down. */
export function useAwaitingPayment(page: number, refetchIntervalMs: number | false) {
  return useQuery({
    ...awaitingPaymentQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalMs,
  });
}
