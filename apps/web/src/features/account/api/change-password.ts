import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password; every other session of the user ends. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: false });
}
