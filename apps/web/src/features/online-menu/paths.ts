/** The online menu's addresses (issue #35): app/routes.tsx declares them under `cardapio`. */
export const onlineMenuPaths = {
  menu: '/cardapio',
  product: (productId: string) => `/cardapio/produto/${productId}`,
  cart: '/cardapio/carrinho',
  checkout: '/cardapio/finalizar',
  pix: '/cardapio/pagamento',
  done: '/cardapio/confirmado',
  tab: '/cardapio/conta',
} as const;
