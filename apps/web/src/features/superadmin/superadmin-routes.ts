import type { ModuleLoader } from '@/components/panel/module-screen';
import { superadminPaths, superadminRoute } from './superadmin-paths';

/** The i18n keys under `superadmin.modules` that name a module while it loads. */
export type SuperadminModuleKey = 'dashboard' | 'establishments' | 'users' | 'reports' | 'settings';

/** Every /superadmin route of SPEC §2, relative to /superadmin, each screen its own chunk. */
export const superadminModuleRoutes: readonly {
  path: string;
  module: SuperadminModuleKey;
  load: ModuleLoader;
}[] = [
  {
    path: superadminRoute(superadminPaths.dashboard),
    module: 'dashboard',
    load: () => import('./modules/dashboard/routes/dashboard'),
  },
  {
    path: superadminRoute(superadminPaths.establishments),
    module: 'establishments',
    load: () => import('./modules/establishments/routes/establishments'),
  },
  {
    path: superadminRoute(superadminPaths.newEstablishment),
    module: 'establishments',
    load: loadEstablishmentForm,
  },
  {
    path: superadminRoute(superadminPaths.editEstablishment),
    module: 'establishments',
    load: loadEstablishmentForm,
  },
  {
    path: superadminRoute(superadminPaths.users),
    module: 'users',
    load: () => import('./modules/users/routes/users'),
  },
  {
    path: superadminRoute(superadminPaths.reports),
    module: 'reports',
    load: () => import('./modules/reports/routes/reports'),
  },
  {
    path: superadminRoute(superadminPaths.settings),
    module: 'settings',
    load: () => import('./modules/settings/routes/settings'),
  },
];

function loadEstablishmentForm() {
  return import('./modules/establishments/routes/establishment-form');
}

/** The menu, in the order of SPEC §2. */
export const superadminMenu: readonly { module: SuperadminModuleKey; to: string }[] = [
  { module: 'dashboard', to: superadminPaths.dashboard },
  { module: 'establishments', to: superadminPaths.establishments },
  { module: 'users', to: superadminPaths.users },
  { module: 'reports', to: superadminPaths.reports },
  { module: 'settings', to: superadminPaths.settings },
];
