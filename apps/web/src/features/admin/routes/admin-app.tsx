import {
  actionRefusedMessage,
  canDo,
  isSuperAdmin,
  shopRoleLabels,
  shopRoleOf,
  type Me,
} from '@comanda/shared';
import {
  Armchair,
  Boxes,
  ChartColumn,
  ClipboardList,
  FolderTree,
  LayoutDashboard,
  MonitorSmartphone,
  Package,
  Plug,
  Printer,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Tv,
  Users,
  ScrollText,
  DatabaseBackup,
  Wallet,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import { ModuleScreen, type ModuleLoader } from '@/components/panel/module-screen';
import { PanelLayout, type PanelNavItem } from '@/components/panel/panel-layout';
import { panelRoutes } from '@/components/panel/panel-routes';
import { RequireRole } from '@/components/panel/require-role';
import { SafeModeBoundary } from '@/components/panel/safe-mode-boundary';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';
import { getHostInfo } from '@/lib/runtime-config';
import { adminBasePath, adminPaths, adminRoute } from '../admin-paths';
import {
  adminMenu,
  adminModuleActions,
  adminModuleRoutes,
  adminRedirects,
  type AdminModuleKey,
} from '../admin-routes';
import { AwaitingLink, StandaloneAccount } from '../components/awaiting-link';
import { ScreenDenied } from '../components/screen-denied';
import { LockScreen } from '../terminal/lock-screen';
import { TerminalBar } from '../terminal/terminal-bar';

const menuIcons: Record<AdminModuleKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  pdv: ShoppingCart,
  totemSales: MonitorSmartphone,
  orders: ClipboardList,
  reports: ChartColumn,
  backup: DatabaseBackup,
  products: Package,
  stock: Boxes,
  categories: FolderTree,
  tables: Armchair,
  onlineMenu: Smartphone,
  integrations: Plug,
  printers: Printer,
  statusBoard: Tv,
  settings: Settings,
  fiscal: ReceiptText,
  finance: Wallet,
  payables: Wallet,
  receivables: Wallet,
  suppliers: Boxes,
  team: Users,
  audit: ScrollText,
};

interface AdminAppProps {
  /** /admin/conta, a screen of the account feature handed in by the app. */
  loadAccount: ModuleLoader;
}

/**
 * Everything under /admin (SPEC §2 "Admin"): main domain only, admins and super admins only,
 * the sidebar shell, and each module as its own lazy chunk.
 */
export function AdminApp({ loadAccount }: AdminAppProps) {
  // A tenant host never reaches admin data: not even the role lookup is made there.
  if (getHostInfo().kind === 'tenant') return <ToMainDomain />;
  return (
    <SafeModeBoundary name="Admin" dashboardPath={adminBasePath}>
      <RequireRole role="admin">
        {(me) => <DeferredPanel me={me} loadAccount={loadAccount} />}
      </RequireRole>
    </SafeModeBoundary>
  );
}

function ToMainDomain() {
  const { pathname, search, hash } = useLocation();
  return <MainDomainRedirect path={`${pathname}${search}${hash}`} />;
}

/** The modules' routes; a module the staff role may not open says so instead of its screen. */
function useModuleRoutes(roles: Me['roles'], loadAccount: ModuleLoader) {
  const { t } = useTranslation();
  const role = shopRoleOf(roles);
  return useMemo(
    () =>
      panelRoutes({
        modules: [
          ...adminModuleRoutes.map(({ path, module, load }) => {
            const action = adminModuleActions[module];
            const allowed = canDo(roles, action);
            return {
              path,
              title: t(`admin.modules.${module}`),
              load,
              // The server refuses the screen's data too (403); this says so in words.
              ...(allowed || role === null || role === 'admin'
                ? {}
                : { denied: <ScreenDenied message={actionRefusedMessage(role, action)} /> }),
            };
          }),
          { path: adminRoute(adminPaths.account), title: t('account.title'), load: loadAccount },
        ],
        redirects: adminRedirects,
        dashboardPath: adminBasePath,
      }),
    [t, loadAccount, roles, role],
  );
}

/** Without an establishment there is nothing to manage, but the account page still works. */
function useUnlinkedRoutes(email: string, loadAccount: ModuleLoader) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        path: adminRoute(adminPaths.account),
        element: (
          <StandaloneAccount>
            <ModuleScreen
              title={t('account.title')}
              load={loadAccount}
              dashboardPath={adminBasePath}
            />
          </StandaloneAccount>
        ),
      },
      { path: '*', element: <AwaitingLink email={email} /> },
    ],
    [t, loadAccount, email],
  );
}

/** The sidebar: the modules the role may open, and the super admin's way back. */
function useAdminNav(roles: Me['roles'], superAdmin: boolean) {
  const { t } = useTranslation();
  const items = useMemo<PanelNavItem[]>(
    () =>
      adminMenu
        .filter(({ module }) => canDo(roles, adminModuleActions[module]))
        .map(({ module, to }) => ({
          to,
          label: t(`admin.modules.${module}`),
          icon: menuIcons[module],
          end: to === adminBasePath,
        })),
    [t, roles],
  );
  const footerItems = useMemo<PanelNavItem[]>(
    () =>
      superAdmin
        ? [{ to: '/superadmin', label: t('admin.superAdminPanel'), icon: ShieldCheck }]
        : [],
    [superAdmin, t],
  );
  return { items, footerItems };
}

/**
 * The panel is drawn in a deferred render, in slices of a few ms that leave the main thread
 * free between them, under 'Carregando...' until it is drawn (issue #38, decision
 * 084): the owner's phone opens the dashboard without one long task of the whole shell.
 */
function DeferredPanel({ me, loadAccount }: { me: Me; loadAccount: ModuleLoader }) {
  const { t } = useTranslation();
  const shown = useDeferredValue<Me | null>(me, null);
  // A line shorter than the page's first one: not the page's largest text (Lighthouse's LCP).
  if (!shown) return <LoadingScreen label={t('app.loading')} />;
  return <AdminPanel me={shown} loadAccount={loadAccount} />;
}

function AdminPanel({ me, loadAccount }: { me: Me; loadAccount: ModuleLoader }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const superAdmin = isSuperAdmin(me.roles);
  const role = shopRoleOf(me.roles);
  const content = useRoutes(useModuleRoutes(me.roles, loadAccount));
  const unlinkedContent = useRoutes(useUnlinkedRoutes(me.email, loadAccount));
  const { items, footerItems } = useAdminNav(me.roles, superAdmin);
  const unlinked = me.establishment === null && !superAdmin;
  const locked = !!me.terminal?.locked;
  // The dashboard's server-drawn first screen (decision 097) goes when the panel is not the
  // dashboard's: the server draws it only for a shop's unlocked session, which may have changed.
  usePageFirstScreenGone(unlinked || locked);

  // Super admins without an establishment still get the panel (SPEC: they count as admins).
  if (unlinked) return unlinkedContent;
  // The shop's terminal with nobody switched in: only the PIN screen (decision 056).
  if (locked) return <LockScreen />;

  return (
    <PanelLayout
      label={t('admin.sidebarLabel')}
      items={items}
      footerItems={footerItems}
      email={me.email}
      roleLabel={role && role !== 'admin' ? shopRoleLabels[role] : t('admin.roleLabel')}
      accountPath={adminPaths.account}
    >
      {(me.terminal || pathname === adminPaths.pdv) && <TerminalBar me={me} />}
      {content}
    </PanelLayout>
  );
}
