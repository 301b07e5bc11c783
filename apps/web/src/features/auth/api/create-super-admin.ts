import type { SetupRequest } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/setup: creates the first super admin (201). 409 CONFLICT once one exists; 400
 * VALIDATION_FAILED with field errors. It does not sign in.
 */
export async function createSuperAdmin(form: SetupRequest): Promise<void> {
  await apiFetch('/api/setup', { method: 'POST', body: form });
}
