import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { ModuleScreen, type ModuleLoader } from './module-screen';

export interface PanelModuleRoute {
  /** Relative to the panel's base path; '' is the dashboard (index). */
  path: string;
  /** The module name in 'Carregando {module}...'. */
  title: string;
  load: ModuleLoader;
  /** Shown instead of the module when the person's role may not use it (nothing is loaded). */
  denied?: ReactNode;
}

export interface PanelRedirect {
  path: string;
  to: string;
}

/**
 * The descendant routes of a panel (rendered with useRoutes under `admin/*` or `superadmin/*`):
 * one lazy module per route, the redirects, and the 404 page for anything else.
 */
export function panelRoutes({
  modules,
  redirects = [],
  dashboardPath,
}: {
  modules: readonly PanelModuleRoute[];
  redirects?: readonly PanelRedirect[];
  dashboardPath: string;
}): RouteObject[] {
  return [
    ...modules.map(({ path, title, load, denied }): RouteObject => {
      // Keyed by route, so a module failing on one screen does not follow the user to the next.
      const element = denied ?? (
        <ModuleScreen key={path} title={title} load={load} dashboardPath={dashboardPath} />
      );
      return path === '' ? { index: true, element } : { path, element };
    }),
    ...redirects.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
    { path: '*', element: <NotFound embedded /> },
  ];
}
