import { useLayoutEffect } from 'react';
import { useCurrentEstablishment } from '../api/get-current-establishment';
import { applyTheme } from '@/lib/theme';
import { getHostInfo } from '@/lib/runtime-config';

/**
 * Keeps the page in the tenant's colours. SPEC §6: a theme applies only on a tenant subdomain;
 * elsewhere the default colours of index.css stay. A layout effect, so a cached tenant's
 * colours are in place before the first paint.
 */
export function TenantThemeSync() {
  const isTenantHost = getHostInfo().kind === 'tenant';
  const { data } = useCurrentEstablishment({ enabled: isTenantHost });
  useLayoutEffect(() => {
    // undefined = still loading without a cache: leave whatever is painted.
    if (data === undefined && isTenantHost) return;
    applyTheme(isTenantHost && data ? data.theme : null);
  }, [isTenantHost, data]);

  return null;
}
