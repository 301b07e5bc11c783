import type { SignUpRequest } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). */
export async function signUpEmail(account: SignUpRequest): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', { method: 'POST', body: account });
}
