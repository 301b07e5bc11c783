import { establishmentListItemSchema, type EstablishmentListItem } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** PATCH /api/superadmin/establishments/:id/status */
export function setEstablishmentStatus({ id, active }: { id: string; active: boolean }) {
  return apiFetch<EstablishmentListItem>(
    `/api/superadmin/establishments/${encodeURIComponent(id)}/status`,
    { method: 'PATCH', body: { active }, schema: establishmentListItemSchema },
  );
}

export function useSetEstablishmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEstablishmentStatus,
    // SPEC §4: the toggle flips the status and refreshes the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminKeys.establishments() }),
  });
}
