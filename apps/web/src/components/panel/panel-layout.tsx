import { LogOut, UserCog, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/lib/session/sign-out';
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';

export interface PanelNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly `to` (the dashboard), not on its sub-paths. */
  end?: boolean;
}

interface PanelLayoutProps {
  /** The sidebar's label, e.g. 'Painel administrativo'. */
  label: string;
  /** The menu, in order. */
  items: readonly PanelNavItem[];
  /** Links under the menu, e.g. the super-admin panel for super admins. */
  footerItems?: readonly PanelNavItem[];
  email: string;
  /** 'Administrador' or 'Super Administrador' beside the email. */
  roleLabel?: string;
  accountPath: string;
  children: ReactNode;
}

/** The frame of the admin and super-admin panels: sidebar, header and content. */
export function PanelLayout({
  label,
  items,
  footerItems = [],
  email,
  roleLabel,
  accountPath,
  children,
}: PanelLayoutProps) {
  const { t } = useTranslation();
  return (
    <SidebarProvider>
      <div className="flex min-h-dvh w-full bg-muted/40">
        <Sidebar label={label}>
          <PanelNav label={label} items={items} footerItems={footerItems} />
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 print:hidden items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur md:px-4">
            <SidebarTrigger />
            <div className="ml-auto flex min-w-0 items-center gap-3">
              <div className="flex min-w-0 flex-col items-end leading-tight sm:flex-row sm:items-center sm:gap-2">
                <span
                  className="max-w-[40vw] truncate text-sm font-medium sm:max-w-xs"
                  title={email}
                >
                  {email}
                </span>
                {roleLabel && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-primary">
                    {roleLabel}
                  </span>
                )}
              </div>
              <Button asChild variant="ghost" size="sm">
                <Link to={accountPath} aria-label={t('panel.account')}>
                  <UserCog aria-hidden />
                  <span className="hidden sm:inline">{t('panel.account')}</span>
                </Link>
              </Button>
            </div>
          </header>
          <main className="flex-1 p-4 md:p-6 print:p-0">{children}</main>
        </div>
      </div>
    </SidebarProvider>
  );
}

function PanelNav({
  label,
  items,
  footerItems,
}: {
  label: string;
  items: readonly PanelNavItem[];
  footerItems: readonly PanelNavItem[];
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <div className="flex h-14 shrink-0 items-center border-b border-border px-3">
        <p className="truncate text-sm font-semibold text-muted-foreground group-data-[state=collapsed]/sidebar:sr-only">
          {label}
        </p>
      </div>
      <nav aria-label={label} className="flex-1 overflow-y-auto p-2">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <PanelNavLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-1 border-t border-border p-2">
        {footerItems.map((item) => (
          <PanelNavLink key={item.to} item={item} />
        ))}
        <button
          type="button"
          className={navItemClass}
          title={t('panel.signOut')}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut aria-hidden className="size-5 shrink-0" />
          <span className="truncate group-data-[state=collapsed]/sidebar:sr-only">
            {t('panel.signOut')}
          </span>
        </button>
      </div>
    </>
  );
}

const navItemClass = cn(
  'flex h-10 w-full items-center gap-3 rounded-md px-2.5 text-sm text-foreground transition-colors',
  'hover:bg-muted focus-visible:ring-4 focus-visible:ring-primary/40 outline-none',
  'disabled:pointer-events-none disabled:opacity-50',
  'group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0',
);

function PanelNavLink({ item }: { item: PanelNavItem }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      title={item.label}
      onClick={() => {
        if (isMobile) setOpenMobile(false);
      }}
      className={({ isActive }) =>
        cn(navItemClass, isActive && 'bg-accent font-semibold text-primary hover:bg-accent')
      }
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className="truncate group-data-[state=collapsed]/sidebar:sr-only">{item.label}</span>
    </NavLink>
  );
}
