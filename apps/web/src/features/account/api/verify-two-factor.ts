import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/two-factor/verify-totp: a first valid code switches two factors on. */
export async function verifyTwoFactor(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, retry: false });
}
