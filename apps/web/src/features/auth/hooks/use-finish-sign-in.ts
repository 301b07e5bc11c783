import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { announceSessionEvent, type SessionEvent } from '@/lib/session/events';
import { refreshSession, rolesOf } from '@/lib/session/get-me';
import { destinationAfterLogin } from '../utils/destination';

/**
 * Once the session exists (password, or password and second factor): look up the roles,
 * 'Login realizado com sucesso!', and the role's area (SPEC §2).
 */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (event: SessionEvent = 'SIGNED_IN') => {
    const session = await refreshSession(queryClient);
    announceSessionEvent(event);
    toast.success(t('auth.toast.signedIn'));
    await navigate(destinationAfterLogin(rolesOf(session)), { replace: true });
  };
}
