/**
 * Every /totem address of SPEC §2, written once: the kiosk's screens link and navigate
 * through these (app/routes.tsx declares the same segments under `totem`, checked by
 * app/routes.test.ts).
 */
export const kioskPaths = {
  welcome: '/totem',
  categories: '/totem/categorias',
  products: (categoryId: string) => `/totem/produtos/${categoryId}`,
  product: (productId: string) => `/totem/produto/${productId}`,
  drinks: '/totem/bebidas',
  desserts: '/totem/sobremesas',
  summary: '/totem/resumo',
  payment: '/totem/pagamento',
  success: '/totem/sucesso',
} as const;
