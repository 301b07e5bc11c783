import { signInResponseSchema, type SignInRequest, type SignInResponse } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/sign-in/email. Answers `twoFactorRedirect: true` when the account has two
 * factors: the session exists only after verify-totp or verify-backup-code.
 */
export function signInEmail(credentials: SignInRequest): Promise<SignInResponse> {
  return apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: credentials,
    schema: signInResponseSchema,
  });
}
