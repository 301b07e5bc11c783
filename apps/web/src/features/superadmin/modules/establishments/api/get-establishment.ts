import { establishmentDetailSchema, type EstablishmentDetail } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** GET /api/superadmin/establishments/:id: the edit form's data (secrets only as hints). */
export function getEstablishment(id: string, signal?: AbortSignal): Promise<EstablishmentDetail> {
  return apiFetch(`/api/superadmin/establishments/${encodeURIComponent(id)}`, {
    schema: establishmentDetailSchema,
    signal,
  });
}

export function useEstablishment(id: string) {
  return useQuery({
    queryKey: superadminKeys.establishment(id),
    queryFn: ({ signal }) => getEstablishment(id, signal),
    // The form edits what the server has now; a failed load goes back to the list at once.
    staleTime: 0,
    retry: false,
  });
}
