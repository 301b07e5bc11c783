import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password: 400 with the server's message when the token is bad. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
