import type { Me } from '@comanda/shared';
import { Building2, ChartColumn, Globe, Settings, Users, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes } from 'react-router';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import type { ModuleLoader } from '@/components/panel/module-screen';
import { PanelLayout, type PanelNavItem } from '@/components/panel/panel-layout';
import { panelRoutes } from '@/components/panel/panel-routes';
import { RequireRole } from '@/components/panel/require-role';
import { SafeModeBoundary } from '@/components/panel/safe-mode-boundary';
import { getHostInfo } from '@/lib/runtime-config';
import { superadminBasePath, superadminPaths, superadminRoute } from '../superadmin-paths';
import {
  superadminMenu,
  superadminModuleRoutes,
  type SuperadminModuleKey,
} from '../superadmin-routes';

const menuIcons: Record<SuperadminModuleKey, LucideIcon> = {
  dashboard: Globe,
  establishments: Building2,
  users: Users,
  reports: ChartColumn,
  settings: Settings,
};

interface SuperadminAppProps {
  /** /superadmin/conta, a screen of the account feature handed in by the app. */
  loadAccount: ModuleLoader;
}

/** Everything under /superadmin (SPEC §2 "Super admin"): super admins only, main domain only. */
export function SuperadminApp({ loadAccount }: SuperadminAppProps) {
  if (getHostInfo().kind === 'tenant') return <ToMainDomain />;
  return (
    <SafeModeBoundary name="Super Admin" dashboardPath={superadminBasePath}>
      <RequireRole role="super_admin">
        {(me) => <SuperadminPanel me={me} loadAccount={loadAccount} />}
      </RequireRole>
    </SafeModeBoundary>
  );
}

function ToMainDomain() {
  const { pathname, search, hash } = useLocation();
  return <MainDomainRedirect path={`${pathname}${search}${hash}`} />;
}

function SuperadminPanel({ me, loadAccount }: { me: Me; loadAccount: ModuleLoader }) {
  const { t } = useTranslation();
  const routes = useMemo(
    () =>
      panelRoutes({
        modules: [
          ...superadminModuleRoutes.map(({ path, module, load }) => ({
            path,
            title: t(`superadmin.modules.${module}`),
            load,
          })),
          {
            path: superadminRoute(superadminPaths.account),
            title: t('account.title'),
            load: loadAccount,
          },
        ],
        dashboardPath: superadminBasePath,
      }),
    [t, loadAccount],
  );
  const content = useRoutes(routes);

  const items = useMemo<PanelNavItem[]>(
    () =>
      superadminMenu.map(({ module, to }) => ({
        to,
        label: t(`superadmin.modules.${module}`),
        icon: menuIcons[module],
        end: to === superadminBasePath,
      })),
    [t],
  );

  return (
    <PanelLayout
      label={t('superadmin.sidebarLabel')}
      items={items}
      email={me.email}
      roleLabel={t('superadmin.roleLabel')}
      accountPath={superadminPaths.account}
    >
      {content}
    </PanelLayout>
  );
}
