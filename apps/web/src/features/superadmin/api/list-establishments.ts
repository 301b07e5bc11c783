import { establishmentListItemSchema, type EstablishmentListItem } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from './query-keys';

/** GET /api/superadmin/establishments: every shop with its linked admin, newest first. */
export function listEstablishments(signal?: AbortSignal): Promise<EstablishmentListItem[]> {
  return apiFetch('/api/superadmin/establishments', {
    schema: z.array(establishmentListItemSchema),
    signal,
  });
}

export function establishmentsQueryOptions() {
  return queryOptions({
    queryKey: superadminKeys.establishmentList(),
    queryFn: ({ signal }) => listEstablishments(signal),
  });
}

export function useEstablishments() {
  return useQuery(establishmentsQueryOptions());
}
