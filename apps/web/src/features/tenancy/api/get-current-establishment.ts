import type { PublicEstablishment } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { clearCachedTenant, readCachedTenant, writeCachedTenant } from '../utils/tenant-cache';

/**
 * The establishment of the current host, or `null` when the server knows none (404
 * TENANT_NOT_FOUND). Not-found is an answer, not a failure: it replaces any cached tenant
 * instead of leaving stale data next to an error.
 */
export async function getCurrentEstablishment(
  signal?: AbortSignal,
): Promise<PublicEstablishment | null> {
  try {
    const establishment = await apiFetch<PublicEstablishment>('/api/public/establishment', {
      signal,
    });
    writeCachedTenant(establishment);
    return establishment;
  } catch (error) {
    if (!isApiError(error, 'TENANT_NOT_FOUND')) throw error;
    clearCachedTenant();
    return null;
  }
}

export function currentEstablishmentQueryOptions() {
  return queryOptions({
    queryKey: ['establishment', 'current'],
    queryFn: ({ signal }) => getCurrentEstablishment(signal),
    initialData: readCachedTenant,
    // Cached data counts as infinitely old, so every page load still asks the server.
    initialDataUpdatedAt: 0,
  });
}

export function useCurrentEstablishment({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentEstablishmentQueryOptions(), enabled });
}
