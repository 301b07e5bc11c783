import { passwordResetPath } from '@comanda/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/request-password-reset: emails a link to /redefinir-senha when the address
 * has an account. The answer is the same either way, so nobody learns which addresses exist.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: passwordResetPath },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}
