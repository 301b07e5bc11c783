import {
  establishmentDetailSchema,
  type EstablishmentCreateInput,
  type EstablishmentDetail,
  type EstablishmentUpdateInput,
} from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

export type SaveEstablishment =
  | { id?: undefined; input: EstablishmentCreateInput }
  | { id: string; input: EstablishmentUpdateInput };

/** POST /api/superadmin/establishments, or PUT /api/superadmin/establishments/:id. */
export function saveEstablishment({ id, input }: SaveEstablishment): Promise<EstablishmentDetail> {
  return apiFetch(
    id
      ? `/api/superadmin/establishments/${encodeURIComponent(id)}`
      : '/api/superadmin/establishments',
    { method: id ? 'PUT' : 'POST', body: input, schema: establishmentDetailSchema },
  );
}

export function useSaveEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstablishment,
    // Not retried: a POST that reached the server would create the shop (and its admin) twice.
    retry: false,
    onSuccess: async (establishment) => {
      queryClient.setQueryData(superadminKeys.establishment(establishment.id), establishment);
      // Lists, linked admins (auto-linking) and the dashboard's counts all change.
      await queryClient.invalidateQueries({ queryKey: superadminKeys.all });
    },
  });
}
