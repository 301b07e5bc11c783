import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/two-factor/verify-backup-code: signing in without the authenticator app. */
export async function verifyBackupCode(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-backup-code', { method: 'POST', body: { code } });
}
