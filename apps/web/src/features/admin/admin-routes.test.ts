import { canDo, type Role } from '@comanda/shared';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { panelRoutes } from '@/components/panel/panel-routes';
import { fillPath } from '@/lib/fill-path';
import { adminPaths, adminRoute } from './admin-paths';
import { adminMenu, adminModuleActions, adminModuleRoutes, adminRedirects } from './admin-routes';

const routes = panelRoutes({
  modules: adminModuleRoutes.map(({ path, module, load }) => ({ path, title: module, load })),
  redirects: adminRedirects,
  dashboardPath: '/admin',
});

/** What /admin/{pathname} renders: the module, a redirect target, or the 404 page. */
function resolve(pathname: string): string {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return 'none';
  const { element } = match.route as RouteObject;
  if (!isValidElement<Record<string, unknown>>(element)) return 'none';
  if (typeof element.props.to === 'string') return `→ ${element.props.to}`;
  if (typeof element.props.title === 'string') return element.props.title;
  return '404';
}

describe('admin routes (SPEC §2)', () => {
  it.each([
    ['/', 'dashboard'],
    ['/pdv', 'pdv'],
    ['/vendas-totem', 'totemSales'],
    ['/pedidos', 'orders'],
    ['/relatorios', 'reports'],
    ['/backup', 'backup'],
    ['/produtos', 'products'],
    ['/produtos/novo', 'products'],
    ['/produtos/6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f', 'products'],
    ['/estoque', 'stock'],
    ['/estoque/ficha-tecnica/6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f', 'stock'],
    ['/categorias', 'categories'],
    ['/categorias/nova', 'categories'],
    ['/categorias/editar/42', 'categories'],
    ['/mesas', 'tables'],
    ['/cardapio-digital', 'onlineMenu'],
    ['/integracoes', 'integrations'],
    ['/configuracoes-printnode', 'printers'],
    ['/tela', 'statusBoard'],
    ['/configuracoes', 'settings'],
    ['/equipe', 'team'],
    ['/auditoria', 'audit'],
    ['/financeiro', 'finance'],
    ['/contas-pagar', 'payables'],
    ['/contas-receber', 'receivables'],
    ['/fornecedores', 'suppliers'],
    ['/impressoras', '→ /admin/configuracoes-printnode'],
    ['/gerenciar-impressoras', '→ /admin/configuracoes-printnode'],
    ['/qz-tray', '→ /admin/configuracoes-printnode'],
    ['/nao-existe', '404'],
    ['/categorias/editar', '404'],
  ])('/admin%s → %s', (pathname, expected) => {
    expect(resolve(pathname)).toBe(expected);
  });

  it('loads the two product screens and the two category screens from one chunk each', () => {
    const loaderOf = (path: string) => adminModuleRoutes.find((route) => route.path === path)?.load;
    expect(loaderOf('produtos/novo')).toBe(loaderOf('produtos/:id'));
    expect(loaderOf('categorias/nova')).toBe(loaderOf('categorias/editar/:id'));
  });

  // SPEC §2's items in its order, with 'Pedidos' right after 'Vendas Totem' (decision 017).
  it('lists the sidebar in the order of SPEC §2', () => {
    expect(adminMenu.map(({ module, to }) => `${module} ${to}`)).toEqual([
      'dashboard /admin',
      'pdv /admin/pdv',
      'totemSales /admin/vendas-totem',
      'orders /admin/pedidos',
      'finance /admin/financeiro',
      'reports /admin/relatorios',
      'products /admin/produtos',
      'stock /admin/estoque',
      'categories /admin/categorias',
      'tables /admin/mesas',
      'onlineMenu /admin/cardapio-digital',
      'integrations /admin/integracoes',
      'printers /admin/configuracoes-printnode',
      'statusBoard /admin/tela',
      'backup /admin/backup',
      'settings /admin/configuracoes',
      // Issue 32: after SPEC §2's list, the team of the shop.
      'team /admin/equipe',
      'audit /admin/auditoria',
    ]);
  });

  it('gives every sidebar screen an action of the staff matrix: a Caixa sees PDV only', () => {
    const shown = (roles: Role[]) =>
      adminMenu
        .filter(({ module }) => canDo(roles, adminModuleActions[module]))
        .map((m) => m.module);
    expect(shown(['admin'])).toHaveLength(adminMenu.length);
    expect(shown(['cashier'])).toEqual(['pdv']);
    expect(shown(['waiter'])).toEqual(['orders']);
    expect(shown(['manager'])).not.toContain('settings');
    expect(shown(['manager'])).not.toContain('team');
  });

  it('routes every address of admin-paths.ts to a screen (the account page is the app’s)', () => {
    const screens = Object.entries(adminPaths).filter(([name]) => name !== 'account');
    for (const [name, path] of screens) {
      const pathname = `/${adminRoute(fillPath(path, { id: '42' }))}`;
      expect([name, resolve(pathname)]).not.toEqual([name, '404']);
      expect([name, resolve(pathname)]).not.toEqual([name, 'none']);
    }
  });
});
