import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/superadmin/users/:id/password-reset: emails the account a reset link. */
export async function sendPasswordReset(id: string): Promise<void> {
  await apiFetch(`/api/superadmin/users/${encodeURIComponent(id)}/password-reset`, {
    method: 'POST',
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset, retry: false });
}
