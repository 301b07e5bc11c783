import { setupStatusSchema, type SetupStatus } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/setup/status: does a super admin exist yet? */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiFetch('/api/setup/status', { schema: setupStatusSchema, signal });
}

export const setupStatusQueryKey = ['setup', 'status'] as const;

export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: setupStatusQueryKey,
    queryFn: ({ signal }) => getSetupStatus(signal),
    // Asked afresh on every visit: it changes once, and a stale 'no' would show a dead form.
    staleTime: 0,
  });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
