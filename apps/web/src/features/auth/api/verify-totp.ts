import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/two-factor/verify-totp: the second step of signing in. */
export async function verifyTotp(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code, trustDevice: false },
  });
}
