import { mainDomainUrl } from '@comanda/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Leaves the tenant subdomain for `path` on the main domain (SPEC §2). A full page load, since
 * it is another origin; replace() keeps the tenant URL out of the history.
 */
export function MainDomainRedirect({ path }: { path: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(mainDomainUrl(window.location, getRuntimeConfig(), path));
  }, [path]);
  return <LoadingScreen label={t('app.redirecting')} />;
}
