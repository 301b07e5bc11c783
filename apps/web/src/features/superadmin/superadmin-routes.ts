import type { ModuleLoader } from '@/components/panel/module-screen';

/** The i18n keys under `superadmin.modules` that name a module while it loads. */
export type SuperadminModuleKey = 'dashboard' | 'establishments' | 'users' | 'reports' | 'settings';

export const superadminBasePath = '/superadmin';

/** Every /superadmin route of SPEC §2, relative to /superadmin, each screen its own chunk. */
export const superadminModuleRoutes: readonly {
  path: string;
  module: SuperadminModuleKey;
  load: ModuleLoader;
}[] = [
  { path: '', module: 'dashboard', load: () => import('./modules/dashboard/routes/dashboard') },
  {
    path: 'estabelecimentos',
    module: 'establishments',
    load: () => import('./modules/establishments/routes/establishments'),
  },
  { path: 'estabelecimentos/novo', module: 'establishments', load: loadEstablishmentForm },
  { path: 'estabelecimentos/editar/:id', module: 'establishments', load: loadEstablishmentForm },
  { path: 'usuarios', module: 'users', load: () => import('./modules/users/routes/users') },
  { path: 'relatorios', module: 'reports', load: () => import('./modules/reports/routes/reports') },
  {
    path: 'configuracoes',
    module: 'settings',
    load: () => import('./modules/settings/routes/settings'),
  },
];

function loadEstablishmentForm() {
  return import('./modules/establishments/routes/establishment-form');
}

/** The menu, in the order of SPEC §2. */
export const superadminMenu: readonly { module: SuperadminModuleKey; to: string }[] = [
  { module: 'dashboard', to: superadminBasePath },
  { module: 'establishments', to: `${superadminBasePath}/estabelecimentos` },
  { module: 'users', to: `${superadminBasePath}/usuarios` },
  { module: 'reports', to: `${superadminBasePath}/relatorios` },
  { module: 'settings', to: `${superadminBasePath}/configuracoes` },
];
