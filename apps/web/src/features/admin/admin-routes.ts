import type { ModuleLoader } from '@/components/panel/module-screen';
import type { PanelRedirect } from '@/components/panel/panel-routes';

/** The i18n keys under `admin.modules` that name a module while it loads. */
export type AdminModuleKey =
  | 'dashboard'
  | 'pdv'
  | 'totemSales'
  | 'orders'
  | 'reports'
  | 'backup'
  | 'products'
  | 'stock'
  | 'categories'
  | 'integrations'
  | 'printers'
  | 'statusBoard'
  | 'settings'
  | 'finance'
  | 'payables'
  | 'receivables'
  | 'suppliers';

export const adminBasePath = '/admin';

/**
 * Every /admin route of SPEC §2, relative to /admin, each screen its own chunk. The account
 * page (/admin/conta) belongs to another feature and is added by the app (see AdminApp).
 */
export const adminModuleRoutes: readonly {
  path: string;
  module: AdminModuleKey;
  load: ModuleLoader;
}[] = [
  { path: '', module: 'dashboard', load: () => import('./modules/dashboard/routes/dashboard') },
  { path: 'pdv', module: 'pdv', load: () => import('./modules/point-of-sale/routes/pdv') },
  {
    path: 'vendas-totem',
    module: 'totemSales',
    load: () => import('./modules/kiosk-sales/routes/kiosk-sales'),
  },
  { path: 'pedidos', module: 'orders', load: () => import('./modules/orders/routes/orders') },
  { path: 'relatorios', module: 'reports', load: () => import('./modules/reports/routes/reports') },
  { path: 'backup', module: 'backup', load: () => import('./modules/backup/routes/backup') },
  { path: 'produtos', module: 'products', load: () => import('./modules/catalog/routes/products') },
  { path: 'produtos/novo', module: 'products', load: loadProductForm },
  { path: 'produtos/:id', module: 'products', load: loadProductForm },
  { path: 'estoque', module: 'stock', load: () => import('./modules/stock/routes/stock') },
  {
    path: 'categorias',
    module: 'categories',
    load: () => import('./modules/catalog/routes/categories'),
  },
  { path: 'categorias/nova', module: 'categories', load: loadCategoryForm },
  { path: 'categorias/editar/:id', module: 'categories', load: loadCategoryForm },
  {
    path: 'integracoes',
    module: 'integrations',
    load: () => import('./modules/integrations/routes/integrations'),
  },
  {
    path: 'configuracoes-printnode',
    module: 'printers',
    load: () => import('./modules/printing/routes/printers'),
  },
  {
    path: 'tela',
    module: 'statusBoard',
    load: () => import('./modules/status-board/routes/status-board'),
  },
  {
    path: 'configuracoes',
    module: 'settings',
    load: () => import('./modules/settings/routes/settings'),
  },
  { path: 'financeiro', module: 'finance', load: () => import('./modules/finance/routes/finance') },
  {
    path: 'contas-pagar',
    module: 'payables',
    load: () => import('./modules/payables/routes/payables'),
  },
  {
    path: 'contas-receber',
    module: 'receivables',
    load: () => import('./modules/receivables/routes/receivables'),
  },
  {
    path: 'fornecedores',
    module: 'suppliers',
    load: () => import('./modules/suppliers/routes/suppliers'),
  },
];

function loadProductForm() {
  return import('./modules/catalog/routes/product-form');
}

function loadCategoryForm() {
  return import('./modules/catalog/routes/category-form');
}

/** SPEC §2: the printer pages of earlier versions all lead to the PrintNode settings. */
export const adminRedirects: readonly PanelRedirect[] = [
  'impressoras',
  'gerenciar-impressoras',
  'qz-tray',
].map((path) => ({ path, to: `${adminBasePath}/configuracoes-printnode` }));

/** The sidebar, in the order of SPEC §2, as (module, path). */
export const adminMenu: readonly { module: AdminModuleKey; to: string }[] = [
  { module: 'dashboard', to: adminBasePath },
  { module: 'pdv', to: `${adminBasePath}/pdv` },
  { module: 'totemSales', to: `${adminBasePath}/vendas-totem` },
  { module: 'finance', to: `${adminBasePath}/financeiro` },
  { module: 'reports', to: `${adminBasePath}/relatorios` },
  { module: 'products', to: `${adminBasePath}/produtos` },
  { module: 'stock', to: `${adminBasePath}/estoque` },
  { module: 'categories', to: `${adminBasePath}/categorias` },
  { module: 'integrations', to: `${adminBasePath}/integracoes` },
  { module: 'printers', to: `${adminBasePath}/configuracoes-printnode` },
  { module: 'statusBoard', to: `${adminBasePath}/tela` },
  { module: 'backup', to: `${adminBasePath}/backup` },
  { module: 'settings', to: `${adminBasePath}/configuracoes` },
];
