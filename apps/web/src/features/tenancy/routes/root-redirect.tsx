import { rootRouteFor, type HostInfo } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Redirect } from '@/components/redirect';
import { useCurrentEstablishment } from '../api/get-current-establishment';
import { getHostInfo } from '@/lib/runtime-config';

/** `/` (SPEC §2): the main domain and dev hosts go to /auth at once; a subdomain asks first. */
export function RootRedirect() {
  const hostInfo = getHostInfo();
  if (hostInfo.kind === 'main') return <Redirect to={rootRouteFor(hostInfo, false)} />;
  return <TenantRootRedirect hostInfo={hostInfo} />;
}

function TenantRootRedirect({ hostInfo }: { hostInfo: HostInfo }) {
  const { t } = useTranslation();
  const { data, error } = useCurrentEstablishment();

  if (data === undefined) {
    // A lookup that failed for good (network, 5xx) is not a missing tenant: show the error page.
    if (error) throw error;
    return <LoadingScreen label={t('tenancy.loadingEstablishment')} />;
  }
  return <Redirect to={rootRouteFor(hostInfo, data !== null)} />;
}
