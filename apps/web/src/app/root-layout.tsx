import { Outlet, useLocation } from 'react-router';
import { useDismissToastsOnNavigation } from '@/components/lazy-toaster';
import { TenantThemeSync } from '@/features/tenancy/components/tenant-theme-sync';
import { usePageFirstScreenGone } from '@/lib/menu/page-first-screen';

export function RootLayout() {
  const { pathname } = useLocation();
  useDismissToastsOnNavigation(pathname);
  // /cardapio's server-drawn first screen (decision 088) stays only on the menu, which removes
  // it once drawn; any other screen the app lands on (a redirect) removes it now.
  usePageFirstScreenGone(pathname.replace(/\/$/, '') !== '/cardapio');
  return (
    <>
      <TenantThemeSync />
      <Outlet />
    </>
  );
}
