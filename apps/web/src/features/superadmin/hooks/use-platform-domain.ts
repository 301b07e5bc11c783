import { kioskUrl } from '@comanda/shared';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSettings } from '../api/get-settings';

/**
 * The domain shown in forms and kiosk links: the platform setting, or the server's APP_DOMAIN
 * while the settings load.
 */
export function usePlatformDomain(): string {
  const settings = useSettings();
  return settings.data?.platformDomain ?? getRuntimeConfig().appDomain;
}

/** The kiosk address of a subdomain on this platform, seen from this page. */
export function kioskUrlOf(domain: string, subdomain: string): string {
  return kioskUrl(window.location, domain, subdomain);
}
