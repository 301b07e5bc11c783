import { twoFactorEnableResponseSchema, type TwoFactorEnableResponse } from '@comanda/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/two-factor/enable: the secret (as an otpauth URI) and the backup codes. Two
 * factors are on only once a code from the app is verified (verify-two-factor.ts).
 */
export function enableTwoFactor(password: string): Promise<TwoFactorEnableResponse> {
  return apiFetch('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
    schema: twoFactorEnableResponseSchema,
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor, retry: false });
}
