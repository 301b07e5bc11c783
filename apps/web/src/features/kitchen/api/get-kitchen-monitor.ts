import { kitchenMonitorSchema, type KitchenMonitor } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/public/kitchen-monitor: the host's shop, its print agent and the latest jobs. */
export function getKitchenMonitor(signal?: AbortSignal): Promise<KitchenMonitor> {
  return apiFetch('/api/public/kitchen-monitor', { schema: kitchenMonitorSchema, signal });
}

/** Refreshed every 5 s: the screen hangs in the kitchen and nobody reloads it. */
export function useKitchenMonitor() {
  return useQuery(
    queryOptions({
      queryKey: ['kitchen', 'monitor'],
      queryFn: ({ signal }) => getKitchenMonitor(signal),
      refetchInterval: 5000,
      refetchIntervalInBackground: true,
    }),
  );
}
