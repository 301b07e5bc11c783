import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch, ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { announceSessionEvent } from './events';
import { clearAllAuthLeftovers } from './storage';

/** SPEC §8: these answers mean there is no session to end, which is what signing out wants. */
export const ignoredSignOutStatuses: readonly number[] = [401, 403, 404];

/** POST /api/auth/sign-out */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError && ignoredSignOutStatuses.includes(error.status)) return;
    throw error;
  }
}

/**
 * 'Sair': ends the session, leaves for /auth and only then forgets the user's data, so the
 * screen being left never sees itself signed out (and never shows the guard's toast).
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    onSuccess: async () => {
      await navigate('/auth', { replace: true });
      queryClient.removeQueries();
      clearAllAuthLeftovers();
      announceSessionEvent('SIGNED_OUT');
      toast.success(t('auth.toast.signedOut'));
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('auth.toast.signOutFailed')));
    },
  });
}
