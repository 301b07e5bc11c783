import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { i18n } from '@/app/i18n';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { RootLayout } from '@/app/root-layout';

/*
 * Every screen is a lazy chunk, so a kiosk never downloads admin code and each area ships on
 * its own. The import() calls stay literal so the bundler can see and split them.
 */
type LazyRoute = NonNullable<RouteObject['lazy']>;

function RouteFallback() {
  return <LoadingScreen label={i18n.t('app.loading')} />;
}

const rootRedirect: LazyRoute = () =>
  import('@/features/tenancy/routes/root-redirect').then((m) => ({ Component: m.RootRedirect }));
const tenantGate: LazyRoute = () =>
  import('@/features/tenancy/routes/tenant-gate').then((m) => ({ Component: m.TenantGate }));
const tenantNotFound: LazyRoute = () =>
  import('@/features/tenancy/routes/tenant-not-found').then((m) => ({
    Component: m.TenantNotFound,
  }));
const kioskWelcome: LazyRoute = () =>
  import('@/features/kiosk/routes/welcome').then((m) => ({ Component: m.Welcome }));
const kioskUnderConstruction: LazyRoute = () =>
  import('@/features/kiosk/routes/under-construction').then((m) => ({
    Component: m.KioskUnderConstruction,
  }));
const auth: LazyRoute = () =>
  import('@/features/auth/routes/auth').then((m) => ({ Component: m.Auth }));
const setup: LazyRoute = () =>
  import('@/features/auth/routes/setup').then((m) => ({ Component: m.Setup }));
const admin: LazyRoute = () =>
  import('@/features/admin/routes/under-construction').then((m) => ({
    Component: m.AdminUnderConstruction,
  }));
const superadmin: LazyRoute = () =>
  import('@/features/superadmin/routes/under-construction').then((m) => ({
    Component: m.SuperadminUnderConstruction,
  }));
const kitchen: LazyRoute = () =>
  import('@/features/kitchen/routes/under-construction').then((m) => ({
    Component: m.KitchenUnderConstruction,
  }));
const notFound: LazyRoute = () =>
  import('@/app/not-found').then((m) => ({ Component: m.NotFound }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    // Shown while the first screen's chunk downloads.
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: rootRedirect },
      { path: 'auth', lazy: auth },
      { path: 'setup', lazy: setup },
      {
        path: 'totem',
        lazy: tenantGate,
        children: [
          { index: true, lazy: kioskWelcome },
          { path: '*', lazy: kioskUnderConstruction },
        ],
      },
      { path: 'admin/*', lazy: admin },
      { path: 'superadmin/*', lazy: superadmin },
      { path: 'impressora-cozinha', lazy: kitchen },
      { path: 'tenant-not-found', lazy: tenantNotFound },
      { path: '*', lazy: notFound },
    ],
  },
];
