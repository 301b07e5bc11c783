import {
  teamMemberSchema,
  type NewTeamMember,
  type StaffRole,
  type TeamMember,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

const teamKey = ['admin', 'team'] as const;

/** GET /api/admin/team: the shop's people, the admin first. */
export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/team', { schema: z.array(teamMemberSchema), signal }),
  });
}

const addedSchema = z.object({ member: teamMemberSchema, invited: z.boolean() });

/** POST /api/admin/team: with a password, or without one to invite by email. */
export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewTeamMember) =>
      apiFetch('/api/admin/team', { method: 'POST', body: member, schema: addedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
    retry: false,
  });
}

/** One change to a staff person: PUT /api/admin/team/:id/role or /disabled. */
export type TeamChange =
  { kind: 'role'; role: StaffRole } | { kind: 'disabled'; disabled: boolean };

export function useChangeTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TeamChange }) => {
      const { kind, ...body } = change;
      return apiFetch<TeamMember>(`/api/admin/team/${encodeURIComponent(id)}/${kind}`, {
        method: 'PUT',
        body,
        schema: teamMemberSchema,
      });
    },
    onSuccess: (member) =>
      queryClient.setQueryData<TeamMember[]>(teamKey, (list) =>
        list?.map((item) => (item.id === member.id ? member : item)),
      ),
    retry: false,
  });
}

/** PUT /api/admin/team/:id/pin: the admin sets a person's PIN (4–6 digits, unique in the shop). */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: string; pin: string }) =>
      apiFetch(`/api/admin/team/${encodeURIComponent(id)}/pin`, {
        method: 'PUT',
        body: { pin },
        schema: z.object({ ok: z.literal(true) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
    retry: false,
  });
}
