import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { Redirect } from '@/components/redirect';
import { useCurrentEstablishment } from '../api/get-current-establishment';
import type { TenantOutletContext } from '@/lib/tenant-outlet';

/**
 * Layout route of the kiosk (SPEC §2: tenant required, dev hosts always allowed — there the
 * server answers with its fallback establishment). Renders its child routes only once the
 * establishment is known; a host without one goes to /tenant-not-found.
 */
export function TenantGate() {
  const { t } = useTranslation();
  const { data, error } = useCurrentEstablishment();

  if (data === null) return <Redirect to="/tenant-not-found" />;
  if (data === undefined) {
    if (error) throw error;
    return <LoadingScreen label={t('app.loading')} />;
  }
  const context: TenantOutletContext = { establishment: data };
  return <Outlet context={context} />;
}
