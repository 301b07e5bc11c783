import { Outlet, useLocation } from 'react-router';
import { useDismissToastsOnNavigation } from '@/components/lazy-toaster';
import { TenantThemeSync } from '@/features/tenancy/components/tenant-theme-sync';

export function RootLayout() {
  useDismissToastsOnNavigation(useLocation().pathname);
  return (
    <>
      <TenantThemeSync />
      <Outlet />
    </>
  );
}
