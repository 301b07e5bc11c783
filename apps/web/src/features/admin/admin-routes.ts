import type { ModuleLoader } from '@/components/panel/module-screen';
import type { PanelRedirect } from '@/components/panel/panel-routes';
import { adminPaths, adminRoute } from './admin-paths';

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

/**
 * Every /admin route of SPEC §2, relative to /admin, each screen its own chunk. The account
 * page (/admin/conta) belongs to another feature and is added by the app (see AdminApp).
 */
export const adminModuleRoutes: readonly {
  path: string;
  module: AdminModuleKey;
  load: ModuleLoader;
}[] = [
  {
    path: adminRoute(adminPaths.dashboard),
    module: 'dashboard',
    load: () => import('./modules/dashboard/routes/dashboard'),
  },
  {
    path: adminRoute(adminPaths.pdv),
    module: 'pdv',
    load: () => import('./modules/point-of-sale/routes/pdv'),
  },
  {
    path: 'vendas-totem',
    module: 'totemSales',
    load: () => import('./modules/kiosk-sales/routes/kiosk-sales'),
  },
  {
    path: adminRoute(adminPaths.orders),
    module: 'orders',
    load: () => import('./modules/orders/routes/orders'),
  },
  {
    path: adminRoute(adminPaths.reports),
    module: 'reports',
    load: () => import('./modules/reports/routes/reports'),
  },
  {
    path: adminRoute(adminPaths.backup),
    module: 'backup',
    load: () => import('./modules/backup/routes/backup'),
  },
  {
    path: adminRoute(adminPaths.products),
    module: 'products',
    load: () => import('./modules/catalog/routes/products'),
  },
  { path: adminRoute(adminPaths.newProduct), module: 'products', load: loadProductForm },
  { path: adminRoute(adminPaths.editProduct), module: 'products', load: loadProductForm },
  {
    path: adminRoute(adminPaths.stock),
    module: 'stock',
    load: () => import('./modules/stock/routes/stock'),
  },
  {
    path: 'categorias',
    module: 'categories',
    load: () => import('./modules/catalog/routes/categories'),
  },
  { path: adminRoute(adminPaths.newCategory), module: 'categories', load: loadCategoryForm },
  { path: adminRoute(adminPaths.editCategory), module: 'categories', load: loadCategoryForm },
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
  {
    path: adminRoute(adminPaths.finance),
    module: 'finance',
    load: () => import('./modules/finance/routes/finance'),
  },
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
].map((path) => ({ path, to: adminPaths.printers }));

/** The sidebar, in the order of SPEC §2, as (module, path). */
export const adminMenu: readonly { module: AdminModuleKey; to: string }[] = [
  { module: 'dashboard', to: adminPaths.dashboard },
  { module: 'pdv', to: adminPaths.pdv },
  { module: 'totemSales', to: adminPaths.kioskSales },
  { module: 'finance', to: adminPaths.finance },
  { module: 'reports', to: adminPaths.reports },
  { module: 'products', to: adminPaths.products },
  { module: 'stock', to: adminPaths.stock },
  { module: 'categories', to: adminPaths.categories },
  { module: 'integrations', to: adminPaths.integrations },
  { module: 'printers', to: adminPaths.printers },
  { module: 'statusBoard', to: adminPaths.statusBoard },
  { module: 'backup', to: adminPaths.backup },
  { module: 'settings', to: adminPaths.settings },
];
