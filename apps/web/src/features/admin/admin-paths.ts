/**
 * Every /admin address of SPEC §2, written once: the router (admin-routes.ts), the sidebar and
 * the modules' links all read these. `:id` parts are filled with lib/fill-path.
 * A separate file from admin-routes.ts, which imports every module: a module linking to a
 * screen must not import the other modules.
 */
export const adminPaths = {
  dashboard: '/admin',
  pdv: '/admin/pdv',
  /** The customer-facing view of the counter: a second window turned to the customer. */
  pdvCustomer: '/admin/pdv/cliente',
  kioskSales: '/admin/vendas-totem',
  orders: '/admin/pedidos',
  reports: '/admin/relatorios',
  backup: '/admin/backup',
  products: '/admin/produtos',
  newProduct: '/admin/produtos/novo',
  editProduct: '/admin/produtos/:id',
  stock: '/admin/estoque',
  stockRecipe: '/admin/estoque/ficha-tecnica/:id',
  categories: '/admin/categorias',
  newCategory: '/admin/categorias/nova',
  editCategory: '/admin/categorias/editar/:id',
  /** The shop's tables and their QR codes, and the printed menu (issue 35). */
  tables: '/admin/mesas',
  /** The shop's own online menu: what /cardapio offers and its link (issue 35). */
  onlineMenu: '/admin/cardapio-digital',
  integrations: '/admin/integracoes',
  printers: '/admin/configuracoes-printnode',
  statusBoard: '/admin/tela',
  settings: '/admin/configuracoes',
  /** NFC-e: the shop's fiscal settings, in the settings area (decision 031). */
  fiscalSettings: '/admin/configuracoes/nfce',
  finance: '/admin/financeiro',
  payables: '/admin/contas-pagar',
  receivables: '/admin/contas-receber',
  suppliers: '/admin/fornecedores',
  /** The shop's people and their roles (issue 32). */
  team: '/admin/equipe',
  /** The shop's append-only audit log (issue 32). */
  audit: '/admin/auditoria',
  account: '/admin/conta',
} as const;

export const adminBasePath = adminPaths.dashboard;

/** An /admin address as the admin router matches it: relative to /admin. */
export function adminRoute(path: string): string {
  return path === adminBasePath ? '' : path.slice(adminBasePath.length + 1);
}
