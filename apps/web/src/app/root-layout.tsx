import { Outlet } from 'react-router';
import { TenantThemeSync } from '@/features/tenancy/components/tenant-theme-sync';

export function RootLayout() {
  return (
    <>
      <TenantThemeSync />
      <Outlet />
    </>
  );
}
