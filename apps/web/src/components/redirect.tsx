import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';

/**
 * Replaces the current entry with `to`. The target route may still be downloading, so the
 * user reads 'Redirecionando...' instead of a blank screen meanwhile.
 */
export function Redirect({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Navigate to={to} replace />
      <LoadingScreen label={t('app.redirecting')} />
    </>
  );
}
