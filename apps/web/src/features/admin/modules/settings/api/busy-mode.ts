import { busyModeSchema, type BusyMode } from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const busyModeKey = ['admin', 'kitchen', 'busy-mode'] as const;
const url = '/api/admin/kitchen/busy-mode';

/** GET /api/admin/kitchen/busy-mode: "Cozinha cheia" now, and why (decision 070). */
export function useBusyMode() {
  return useQuery({
    queryKey: busyModeKey,
    queryFn: ({ signal }) => apiFetch(url, { schema: busyModeSchema, signal }),
    // It also turns on and off by itself: a glance at the settings shows the present.
    refetchInterval: 30_000,
  });
}

/** PUT /api/admin/kitchen/busy-mode: the switch by hand. */
export function useSetBusyMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean): Promise<BusyMode> =>
      apiFetch(url, { method: 'PUT', body: { on }, schema: busyModeSchema }),
    onSuccess: (mode) => queryClient.setQueryData(busyModeKey, mode),
  });
}
