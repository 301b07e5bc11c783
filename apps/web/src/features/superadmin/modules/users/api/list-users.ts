import { platformUserSchema, type PlatformUser } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** GET /api/superadmin/users: every account with roles and establishment, oldest first. */
export function listUsers(signal?: AbortSignal): Promise<PlatformUser[]> {
  return apiFetch('/api/superadmin/users', { schema: z.array(platformUserSchema), signal });
}

export function useUsers() {
  return useQuery({ queryKey: superadminKeys.users(), queryFn: ({ signal }) => listUsers(signal) });
}
