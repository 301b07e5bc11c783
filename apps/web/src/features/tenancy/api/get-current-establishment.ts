import type { PublicEstablishment } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import {
  clearCachedTenant,
  readCachedTenant,
  takeServedTenant,
  writeCachedTenant,
} from '../utils/tenant-cache';

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

/**
 * Starts from the shop in the page (a kiosk page carries it), as fresh as the page; else from
 * the cache, which counts as infinitely old, so that such a page load still asks the server.
 */
export function currentEstablishmentQueryOptions() {
  const served = takeServedTenant();
  return queryOptions({
    queryKey: ['establishment', 'current'],
    queryFn: ({ signal }) => getCurrentEstablishment(signal),
    initialData: served ?? readCachedTenant,
    initialDataUpdatedAt: served ? performance.timeOrigin : 0,
  });
}

export function useCurrentEstablishment({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentEstablishmentQueryOptions(), enabled });
}
