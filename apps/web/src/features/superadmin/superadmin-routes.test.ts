import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { panelRoutes } from '@/components/panel/panel-routes';
import { fillPath } from '@/lib/fill-path';
import { superadminMenu, superadminModuleRoutes } from './superadmin-routes';
import { superadminPaths, superadminRoute } from './superadmin-paths';

const routes = panelRoutes({
  modules: superadminModuleRoutes.map(({ path, module, load }) => ({ path, title: module, load })),
  dashboardPath: '/superadmin',
});

function resolve(pathname: string): string {
  const { element } = (matchRoutes(routes, pathname)?.at(-1)?.route ?? {}) as RouteObject;
  if (!isValidElement<Record<string, unknown>>(element)) return 'none';
  return typeof element.props.title === 'string' ? element.props.title : '404';
}

describe('super-admin routes (SPEC §2)', () => {
  it.each([
    ['/', 'dashboard'],
    ['/estabelecimentos', 'establishments'],
    ['/estabelecimentos/novo', 'establishments'],
    ['/estabelecimentos/editar/6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f', 'establishments'],
    ['/estabelecimentos/6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f/auditoria', 'establishments'],
    ['/usuarios', 'users'],
    ['/relatorios', 'reports'],
    ['/configuracoes', 'settings'],
    ['/qualquer-coisa', '404'],
  ])('/superadmin%s → %s', (pathname, expected) => {
    expect(resolve(pathname)).toBe(expected);
  });

  it('lists the menu in the order of SPEC §2', () => {
    expect(superadminMenu.map(({ module }) => module)).toEqual([
      'dashboard',
      'establishments',
      'users',
      'reports',
      'settings',
    ]);
  });

  it('routes every address of superadmin-paths.ts to a screen (the account page is the app’s)', () => {
    const screens = Object.entries(superadminPaths).filter(([name]) => name !== 'account');
    for (const [name, path] of screens) {
      const pathname = `/${superadminRoute(fillPath(path, { id: '42' }))}`;
      expect([name, resolve(pathname)]).not.toEqual([name, '404']);
      expect([name, resolve(pathname)]).not.toEqual([name, 'none']);
    }
  });
});
