import type { StaffAction } from '@comanda/shared';
import type { ModuleLoader } from '@/components/panel/module-screen';
import type { PanelRedirect } from '@/components/panel/panel-routes';
import { withStrings } from '@/lib/module-strings';
import { adminPaths, adminRoute } from './admin-paths';
import type backupStrings from './modules/backup/locales/pt-BR.json';
import type catalogStrings from './modules/catalog/locales/pt-BR.json';
import type dashboardStrings from './modules/dashboard/locales/pt-BR.json';
import type integrationsStrings from './modules/integrations/locales/pt-BR.json';
import type financeStrings from './modules/finance/locales/pt-BR.json';
import type fiscalStrings from './modules/fiscal/locales/pt-BR.json';
import type kioskSalesStrings from './modules/kiosk-sales/locales/pt-BR.json';
import type ordersStrings from './modules/orders/locales/pt-BR.json';
import type payablesStrings from './modules/payables/locales/pt-BR.json';
import type pointOfSaleStrings from './modules/point-of-sale/locales/pt-BR.json';
import type printingStrings from './modules/printing/locales/pt-BR.json';
import type receivablesStrings from './modules/receivables/locales/pt-BR.json';
import type reportsStrings from './modules/reports/locales/pt-BR.json';
import type settingsStrings from './modules/settings/locales/pt-BR.json';
import type statusBoardStrings from './modules/status-board/locales/pt-BR.json';
import type stockStrings from './modules/stock/locales/pt-BR.json';
import type suppliersStrings from './modules/suppliers/locales/pt-BR.json';
import type tablesStrings from './modules/tables/locales/pt-BR.json';
import type onlineMenuStrings from './modules/online-menu/locales/pt-BR.json';
import type teamStrings from './modules/team/locales/pt-BR.json';
import type auditStrings from './modules/audit/locales/pt-BR.json';

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
  | 'tables'
  | 'onlineMenu'
  | 'integrations'
  | 'printers'
  | 'statusBoard'
  | 'settings'
  | 'fiscal'
  | 'finance'
  | 'payables'
  | 'receivables'
  | 'suppliers'
  | 'team'
  | 'audit';

/** Every admin module's own strings (ADR 013), for the typed t() keys of app/i18n.ts. */
export type AdminModuleStrings = typeof backupStrings &
  typeof catalogStrings &
  typeof dashboardStrings &
  typeof financeStrings &
  typeof fiscalStrings &
  typeof integrationsStrings &
  typeof kioskSalesStrings &
  typeof ordersStrings &
  typeof payablesStrings &
  typeof pointOfSaleStrings &
  typeof printingStrings &
  typeof receivablesStrings &
  typeof reportsStrings &
  typeof settingsStrings &
  typeof statusBoardStrings &
  typeof stockStrings &
  typeof suppliersStrings &
  typeof tablesStrings &
  typeof onlineMenuStrings &
  typeof teamStrings &
  typeof auditStrings;

// A module with strings loads them with its screens; the import() calls stay literal so the
// bundler can split them.
const loadCatalog = <Module>(load: () => Promise<Module>) =>
  withStrings(load, () => import('./modules/catalog/locales/pt-BR.json'));
const loadProductForm = loadCatalog(() => import('./modules/catalog/routes/product-form'));
const loadCategoryForm = loadCatalog(() => import('./modules/catalog/routes/category-form'));

/**
 * Every /admin route of SPEC §2, each screen its own chunk, each path from admin-paths.ts. The
 * account page (/admin/conta) belongs to another feature and is added by the app (AdminApp).
 */
export const adminModuleRoutes: readonly {
  path: string;
  module: AdminModuleKey;
  load: ModuleLoader;
}[] = [
  screen(
    adminPaths.dashboard,
    'dashboard',
    withStrings(
      () => import('./modules/dashboard/routes/dashboard'),
      () => import('./modules/dashboard/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.pdv,
    'pdv',
    withStrings(
      () => import('./modules/point-of-sale/routes/pdv'),
      () => import('./modules/point-of-sale/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.pdvCustomer,
    'pdv',
    withStrings(
      () => import('./modules/point-of-sale/routes/pdv-customer'),
      () => import('./modules/point-of-sale/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.kioskSales,
    'totemSales',
    withStrings(
      () => import('./modules/kiosk-sales/routes/kiosk-sales'),
      () => import('./modules/kiosk-sales/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.orders,
    'orders',
    withStrings(
      () => import('./modules/orders/routes/orders'),
      () => import('./modules/orders/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.reports,
    'reports',
    withStrings(
      () => import('./modules/reports/routes/reports'),
      () => import('./modules/reports/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.backup,
    'backup',
    withStrings(
      () => import('./modules/backup/routes/backup'),
      () => import('./modules/backup/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.products,
    'products',
    loadCatalog(() => import('./modules/catalog/routes/products')),
  ),
  screen(adminPaths.newProduct, 'products', loadProductForm),
  screen(adminPaths.editProduct, 'products', loadProductForm),
  screen(
    adminPaths.stock,
    'stock',
    withStrings(
      () => import('./modules/stock/routes/stock'),
      () => import('./modules/stock/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.stockRecipe,
    'stock',
    withStrings(
      () => import('./modules/stock/routes/recipe'),
      () => import('./modules/stock/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.categories,
    'categories',
    loadCatalog(() => import('./modules/catalog/routes/categories')),
  ),
  screen(adminPaths.newCategory, 'categories', loadCategoryForm),
  screen(adminPaths.editCategory, 'categories', loadCategoryForm),
  screen(
    adminPaths.tables,
    'tables',
    withStrings(
      () => import('./modules/tables/routes/tables'),
      () => import('./modules/tables/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.onlineMenu,
    'onlineMenu',
    withStrings(
      () => import('./modules/online-menu/routes/online-menu'),
      () => import('./modules/online-menu/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.integrations,
    'integrations',
    withStrings(
      () => import('./modules/integrations/routes/integrations'),
      () => import('./modules/integrations/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.printers,
    'printers',
    withStrings(
      () => import('./modules/printing/routes/printers'),
      () => import('./modules/printing/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.statusBoard,
    'statusBoard',
    withStrings(
      () => import('./modules/status-board/routes/status-board'),
      () => import('./modules/status-board/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.settings,
    'settings',
    withStrings(
      () => import('./modules/settings/routes/settings'),
      () => import('./modules/settings/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.fiscalSettings,
    'fiscal',
    withStrings(
      () => import('./modules/fiscal/routes/fiscal-settings'),
      () => import('./modules/fiscal/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.finance,
    'finance',
    withStrings(
      () => import('./modules/finance/routes/finance'),
      () => import('./modules/finance/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.payables,
    'payables',
    withStrings(
      () => import('./modules/payables/routes/payables'),
      () => import('./modules/payables/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.receivables,
    'receivables',
    withStrings(
      () => import('./modules/receivables/routes/receivables'),
      () => import('./modules/receivables/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.suppliers,
    'suppliers',
    withStrings(
      () => import('./modules/suppliers/routes/suppliers'),
      () => import('./modules/suppliers/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.team,
    'team',
    withStrings(
      () => import('./modules/team/routes/team'),
      () => import('./modules/team/locales/pt-BR.json'),
    ),
  ),
  screen(
    adminPaths.audit,
    'audit',
    withStrings(
      () => import('./modules/audit/routes/audit'),
      () => import('./modules/audit/locales/pt-BR.json'),
    ),
  ),
];

function screen(path: string, module: AdminModuleKey, load: ModuleLoader) {
  return { path: adminRoute(path), module, load };
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
  // Not in SPEC §2's list (it predates the orders screen): placed after Vendas Totem (ADR 017).
  { module: 'orders', to: adminPaths.orders },
  { module: 'finance', to: adminPaths.finance },
  { module: 'reports', to: adminPaths.reports },
  { module: 'products', to: adminPaths.products },
  { module: 'stock', to: adminPaths.stock },
  { module: 'categories', to: adminPaths.categories },
  // Issue 35: the tables and their QR codes, beside the catalogue they open.
  { module: 'tables', to: adminPaths.tables },
  { module: 'onlineMenu', to: adminPaths.onlineMenu },
  { module: 'integrations', to: adminPaths.integrations },
  { module: 'printers', to: adminPaths.printers },
  { module: 'statusBoard', to: adminPaths.statusBoard },
  { module: 'backup', to: adminPaths.backup },
  { module: 'settings', to: adminPaths.settings },
  { module: 'team', to: adminPaths.team },
  { module: 'audit', to: adminPaths.audit },
];

/**
 * What each screen needs in the staff matrix (decision 051, the server's own rule): the sidebar
 * shows a person only what their role may use, and a screen they open anyway says why not.
 */
export const adminModuleActions: Record<AdminModuleKey, StaffAction> = {
  dashboard: 'reports.view',
  pdv: 'pdv.sell',
  totemSales: 'reports.view',
  orders: 'orders.view',
  reports: 'reports.view',
  backup: 'backup.manage',
  products: 'catalog.manage',
  stock: 'stock.manage',
  categories: 'catalog.manage',
  tables: 'catalog.manage',
  onlineMenu: 'settings.manage',
  integrations: 'integrations.manage',
  printers: 'settings.manage',
  statusBoard: 'settings.manage',
  settings: 'settings.manage',
  fiscal: 'fiscal.manage',
  finance: 'finance.manage',
  payables: 'finance.manage',
  receivables: 'finance.manage',
  suppliers: 'stock.manage',
  team: 'team.manage',
  audit: 'audit.view',
};
