import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/two-factor/disable */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor, retry: false });
}
