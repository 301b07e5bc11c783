import { Outlet, useLocation } from 'react-router';
import { useDismissToastsOnNavigation } from '@/components/lazy-toaster';
import { TenantThemeSync } from '@/features/tenancy/components/tenant-theme-sync';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';

/** The screens whose first screen the server draws. */
const firstScreenPaths = new Set(['/cardapio', '/admin']);

export function RootLayout() {
  const { pathname } = useLocation();
  useDismissToastsOnNavigation(pathname);
  // The server-drawn first screen of /cardapio and /admin (decisions 088 and 097) stays only on
  // its screen, which removes it once drawn; any other screen the app lands on (a redirect, a
  // link taken before the app was there) removes it now.
  usePageFirstScreenGone(!firstScreenPaths.has(pathname.replace(/\/$/, '')));
  return (
    <>
      <TenantThemeSync />
      <Outlet />
    </>
  );
}
