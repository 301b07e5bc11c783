import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';

function matchedPaths(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    route.index ? '(index)' : (route.path ?? '(layout)'),
  );
}

describe('routes', () => {
  it.each([
    ['/', ['/', '(index)']],
    ['/auth', ['/', 'auth']],
    ['/setup', ['/', 'setup']],
    ['/recuperar-senha', ['/', 'recuperar-senha']],
    ['/redefinir-senha', ['/', 'redefinir-senha']],
    ['/totem', ['/', 'totem', '(layout)', '(index)']],
    ['/totem/categorias', ['/', 'totem', '(layout)', 'categorias']],
    ['/totem/produtos/42', ['/', 'totem', '(layout)', 'produtos/:categoryId']],
    ['/totem/produto/42', ['/', 'totem', '(layout)', 'produto/:productId']],
    ['/totem/bebidas', ['/', 'totem', '(layout)', 'bebidas']],
    ['/totem/sobremesas', ['/', 'totem', '(layout)', 'sobremesas']],
    ['/totem/resumo', ['/', 'totem', '(layout)', 'resumo']],
    ['/totem/pagamento', ['/', 'totem', '(layout)', 'pagamento']],
    ['/totem/sucesso', ['/', 'totem', '(layout)', 'sucesso']],
    ['/totem/nada-aqui', ['/', '*']],
    ['/cardapio', ['/', 'cardapio', '(layout)', '(index)']],
    ['/cardapio/produto/42', ['/', 'cardapio', '(layout)', 'produto/:productId']],
    ['/cardapio/carrinho', ['/', 'cardapio', '(layout)', 'carrinho']],
    ['/cardapio/finalizar', ['/', 'cardapio', '(layout)', 'finalizar']],
    ['/cardapio/pagamento', ['/', 'cardapio', '(layout)', 'pagamento']],
    ['/cardapio/confirmado', ['/', 'cardapio', '(layout)', 'confirmado']],
    ['/admin', ['/', 'admin/*']],
    ['/admin/produtos/novo', ['/', 'admin/*']],
    ['/admin/conta', ['/', 'admin/*']],
    ['/superadmin/conta', ['/', 'superadmin/*']],
    ['/superadmin', ['/', 'superadmin/*']],
    ['/superadmin/estabelecimentos', ['/', 'superadmin/*']],
    ['/impressora-cozinha', ['/', 'impressora-cozinha']],
    ['/cardapio/pedido/42/abc', ['/', 'cardapio/pedido/:orderId/:token']],
    ['/tenant-not-found', ['/', 'tenant-not-found']],
    ['/nada-aqui', ['/', '*']],
    ['/administrador', ['/', '*']],
  ])('%s renders %j', (pathname, expected) => {
    expect(matchedPaths(pathname)).toEqual(expected);
  });

  it('loads every screen lazily, so the kiosk never downloads admin code', () => {
    const leaves = routes.flatMap(function leavesOf(route): typeof routes {
      return route.children ? route.children.flatMap(leavesOf) : [route];
    });
    expect(leaves.every((route) => typeof route.lazy === 'function')).toBe(true);
  });
});
