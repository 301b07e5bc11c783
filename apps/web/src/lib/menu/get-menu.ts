import type { KioskMenu } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { localizeMenu } from '@/lib/menu/localize-menu';
import { useKioskPreferences } from '@/lib/menu/kiosk-preferences';

/**
 * GET /api/public/menu: the host's whole menu in one call. The server answers with a strong
 * ETag and `no-cache`, so the browser revalidates it cheaply (304) whenever we ask again.
 */
export function getMenu(signal?: AbortSignal): Promise<KioskMenu> {
  return apiFetch<KioskMenu>('/api/public/menu', { signal });
}

/**
 * Read once per customer: every kiosk screen is derived from this one answer, so moving
 * between screens never waits on the network. The welcome screen asks again (see
 * useRefreshMenu), so each new order starts from the menu as the admin left it.
 */
export function menuQueryOptions() {
  return queryOptions({
    queryKey: ['kiosk', 'menu'],
    queryFn: ({ signal }) => getMenu(signal),
    staleTime: Infinity,
  });
}

/** The menu in the customer's chosen language (names and descriptions; see localizeMenu). */
export function useMenu() {
  const { language } = useKioskPreferences();
  const select = useCallback((menu: KioskMenu) => localizeMenu(menu, language), [language]);
  return useQuery({ ...menuQueryOptions(), select });
}

/** While the attract screen waits for a customer, keep the menu fresh (SPEC §7: 5 minutes). */
const welcomeRefreshMs = 5 * 60 * 1000;

export function useRefreshMenu({ enabled }: { enabled: boolean }) {
  useQuery({
    ...menuQueryOptions(),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: welcomeRefreshMs,
    // Only a prefetch: a failure here must not throw into the welcome screen.
    throwOnError: false,
  });
}
