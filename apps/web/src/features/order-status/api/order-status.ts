import { orderTrackingEvent, orderTrackingSchema, type OrderTracking } from '@comanda/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch, isRetryableError } from '@/lib/api-client';

/*
 * The status page's one read and its live stream (decision 072): the order by its public
 * token, then `order.status` events with the whole status whenever it moves. The stream
 * reconnects by itself (EventSource); while it is down the page asks again every 30 s.
 */

const statusKey = (orderId: string) => ['order-status', orderId] as const;
const query = (token: string) => `?token=${encodeURIComponent(token)}`;

export function useOrderStatus(orderId: string, token: string) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey(orderId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/orders/${orderId}/status${query(token)}`, {
        schema: orderTrackingSchema,
        signal,
      }),
    retry: (count, error) => count < 3 && isRetryableError(error),
    refetchInterval: 30_000,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/public/orders/${orderId}/status/events${query(token)}`);
    source.addEventListener(orderTrackingEvent, (event) => {
      const parsed = orderTrackingSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (parsed.success) {
        queryClient.setQueryData<OrderTracking>(statusKey(orderId), parsed.data);
      }
    });
    return () => source.close();
  }, [orderId, token, queryClient]);

  return status;
}
