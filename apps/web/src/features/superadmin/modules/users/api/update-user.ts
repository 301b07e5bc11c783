import { platformUserSchema, type PlatformUser } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** One change to an account, as the Usuários screen makes them. */
export type UserChange =
  | { kind: 'establishment'; establishmentId: string | null }
  | { kind: 'admin-role'; granted: boolean }
  | { kind: 'disabled'; disabled: boolean };

/**
 * PUT /api/superadmin/users/:id/establishment, /admin-role or /disabled: the path is the
 * change's kind, the body the rest of it.
 */
export function updateUser({ id, change }: { id: string; change: UserChange }) {
  const { kind, ...body } = change;
  return apiFetch<PlatformUser>(`/api/superadmin/users/${encodeURIComponent(id)}/${kind}`, {
    method: 'PUT',
    body,
    schema: platformUserSchema,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      queryClient.setQueryData<PlatformUser[]>(superadminKeys.users(), (list) =>
        list?.map((item) => (item.id === user.id ? user : item)),
      );
      // The establishments list shows linked admins.
      await queryClient.invalidateQueries({ queryKey: superadminKeys.establishments() });
    },
  });
}
