import { serverHealthSchema, type ServerHealth } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** SPEC §9: the health widget polls every 2 s. */
export const healthPollMs = 2000;

export function getServerHealth(signal?: AbortSignal): Promise<ServerHealth> {
  return apiFetch('/api/health', { schema: serverHealthSchema, signal });
}

/** `enabled`: false until the dashboard is drawn (the first poll waits for it). */
export function useServerHealth(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'health'],
    queryFn: ({ signal }) => getServerHealth(signal),
    refetchInterval: healthPollMs,
    retry: false,
  });
}
