import { allDayItemSchema, kitchenProductionSchema, type OrderChannel } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { deviceKeys } from './device';

/*
 * The kitchen display's aggregates (decision 076), computed by the server from the queue. Under
 * `deviceKeys.all`, so every `order.stage` event of the device stream refreshes them too.
 */

export interface KitchenViewFilter {
  stations: string[];
  channels: OrderChannel[];
}

/** `?station=a&station=b&channel=ifood`: the display's stations and channels. */
export function kitchenViewQuery({ stations, channels }: KitchenViewFilter): string {
  const params = new URLSearchParams();
  for (const station of stations) params.append('station', station);
  for (const channel of channels) params.append('channel', channel);
  const query = params.toString();
  return query ? `?${query}` : '';
}

function useKitchenAggregate<T>(
  token: string,
  path: string,
  schema: z.ZodType<T>,
  filter: KitchenViewFilter,
  refetchIntervalMs: number | false,
) {
  const query = kitchenViewQuery(filter);
  return useQuery({
    queryKey: [...deviceKeys.all, path, query],
    queryFn: ({ signal }) =>
      apiFetch(`/api/device/${path}${query}`, {
        schema,
        headers: { authorization: `Bearer ${token}` },
        signal,
      }),
    refetchInterval: refetchIntervalMs,
    refetchIntervalInBackground: true,
  });
}

export const useAllDayCounts = (
  token: string,
  filter: KitchenViewFilter,
  refetchIntervalMs: number | false,
) =>
  useKitchenAggregate(
    token,
    'kitchen-all-day',
    z.array(allDayItemSchema),
    filter,
    refetchIntervalMs,
  );

export const useKitchenProduction = (
  token: string,
  filter: KitchenViewFilter,
  refetchIntervalMs: number | false,
) =>
  useKitchenAggregate(
    token,
    'kitchen-production',
    kitchenProductionSchema,
    filter,
    refetchIntervalMs,
  );
