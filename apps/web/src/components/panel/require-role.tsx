import type { Me } from '@comanda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingScreen } from '@/components/loading-screen';
import { Redirect } from '@/components/redirect';
import type { RequiredRole } from '@/lib/session/access';
import { useSessionSync, useUnauthorizedWatch } from '@/lib/session/events';
import { clearAllAuthLeftovers } from '@/lib/session/storage';
import { useAccess } from '@/lib/session/use-access';

interface RequireRoleProps {
  role: RequiredRole;
  /** The guarded screen, given the signed-in user. */
  children: (me: Me) => ReactNode;
}

/**
 * The route guard of the panels (SPEC §6, mirroring the server): 'Verificando permissões...'
 * while the roles load; /auth without a session; / without the role.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { t } = useTranslation();
  const decision = useAccess(role);
  useSessionSync();
  useUnauthorizedWatch();

  switch (decision.kind) {
    case 'checking':
    case 'awaiting-roles':
      return <LoadingScreen label={t('auth.guard.checking')} />;
    case 'allowed':
      return children(decision.me);
    case 'unauthenticated':
      return <RedirectWithToast to="/auth" message={t('auth.guard.unauthenticated')} />;
    case 'forbidden':
      return (
        <RedirectWithToast
          to="/"
          message={
            role === 'super_admin'
              ? t('auth.guard.forbiddenSuperAdmin')
              : t('auth.guard.forbiddenAdmin')
          }
        />
      );
    case 'expired':
      return <SessionExpired />;
  }
}

function RedirectWithToast({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    // The id keeps one toast when effects run twice (StrictMode) or the guard re-renders.
    toast.error(message, { id: message });
  }, [message]);
  return <Redirect to={to} />;
}

/**
 * SPEC §4: a session that ended under an open panel clears what the user left in storage and
 * goes to /auth. The cached data goes only after leaving, so the panel never renders without it.
 */
function SessionExpired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    console.log('Sessão expirada, limpando dados...');
    clearAllAuthLeftovers();
    const message = t('auth.guard.expired');
    toast.info(message, { id: message });
    void Promise.resolve(navigate('/auth', { replace: true })).then(() => {
      queryClient.removeQueries();
    });
  }, [navigate, queryClient, t]);
  return <LoadingScreen label={t('app.redirecting')} />;
}
