import type { ModuleLoader } from '@/components/panel/module-screen';
import { withStrings } from '@/lib/module-strings';
import type dashboardStrings from './modules/dashboard/locales/pt-BR.json';
import type establishmentsStrings from './modules/establishments/locales/pt-BR.json';
import type reportsStrings from './modules/reports/locales/pt-BR.json';
import type settingsStrings from './modules/settings/locales/pt-BR.json';
import type usersStrings from './modules/users/locales/pt-BR.json';
import { superadminPaths, superadminRoute } from './superadmin-paths';

/** The i18n keys under `superadmin.modules` that name a module while it loads. */
export type SuperadminModuleKey = 'dashboard' | 'establishments' | 'users' | 'reports' | 'settings';

/** Every super-admin module's own strings (ADR 013), for the typed t() keys of app/i18n.ts. */
export type SuperadminModuleStrings = typeof dashboardStrings &
  typeof establishmentsStrings &
  typeof usersStrings &
  typeof reportsStrings &
  typeof settingsStrings;

// Each module loads its own strings with its screens; literal import() calls let the bundler
// split them.
const loadEstablishmentForm = withStrings(
  () => import('./modules/establishments/routes/establishment-form'),
  () => import('./modules/establishments/locales/pt-BR.json'),
);

/** Every /superadmin route of SPEC §2, each screen its own chunk, each path from superadmin-paths.ts. */
export const superadminModuleRoutes: readonly {
  path: string;
  module: SuperadminModuleKey;
  load: ModuleLoader;
}[] = [
  screen(
    superadminPaths.dashboard,
    'dashboard',
    withStrings(
      () => import('./modules/dashboard/routes/dashboard'),
      () => import('./modules/dashboard/locales/pt-BR.json'),
    ),
  ),
  screen(
    superadminPaths.establishments,
    'establishments',
    withStrings(
      () => import('./modules/establishments/routes/establishments'),
      () => import('./modules/establishments/locales/pt-BR.json'),
    ),
  ),
  screen(superadminPaths.newEstablishment, 'establishments', loadEstablishmentForm),
  screen(superadminPaths.editEstablishment, 'establishments', loadEstablishmentForm),
  screen(
    superadminPaths.establishmentAudit,
    'establishments',
    withStrings(
      () => import('./modules/establishments/routes/establishment-audit'),
      () => import('./modules/establishments/locales/pt-BR.json'),
    ),
  ),
  screen(
    superadminPaths.users,
    'users',
    withStrings(
      () => import('./modules/users/routes/users'),
      () => import('./modules/users/locales/pt-BR.json'),
    ),
  ),
  screen(
    superadminPaths.reports,
    'reports',
    withStrings(
      () => import('./modules/reports/routes/reports'),
      () => import('./modules/reports/locales/pt-BR.json'),
    ),
  ),
  screen(
    superadminPaths.settings,
    'settings',
    withStrings(
      () => import('./modules/settings/routes/settings'),
      () => import('./modules/settings/locales/pt-BR.json'),
    ),
  ),
];

function screen(path: string, module: SuperadminModuleKey, load: ModuleLoader) {
  return { path: superadminRoute(path), module, load };
}

/** The menu, in the order of SPEC §2. */
export const superadminMenu: readonly { module: SuperadminModuleKey; to: string }[] = [
  { module: 'dashboard', to: superadminPaths.dashboard },
  { module: 'establishments', to: superadminPaths.establishments },
  { module: 'users', to: superadminPaths.users },
  { module: 'reports', to: superadminPaths.reports },
  { module: 'settings', to: superadminPaths.settings },
];
