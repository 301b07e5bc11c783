import { PanelLeft } from 'lucide-react';
import { Dialog } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-is-mobile';
import {
  isSidebarShortcut,
  readSidebarCookie,
  sidebarCookie,
  sidebarWidth,
  sidebarWidthIcon,
  sidebarWidthMobile,
} from '@comanda/shared';

/*
 * The panels' sidebar (SPEC §2, §9), one component for the admin and the super-admin menus:
 * 16rem open, a 3rem icon rail when collapsed, an 18rem slide-over drawer below 768px. The
 * desktop open state survives reloads in the `sidebar_state` cookie; Ctrl/Cmd+B toggles it.
 */

interface SidebarContextValue {
  isMobile: boolean;
  /** Desktop: expanded (true) or icon rail (false). */
  open: boolean;
  /** Mobile: the drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export const sidebarElementId = 'panel-sidebar';

export function useSidebar(): SidebarContextValue {
  const context = use(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}

function initialOpen(): boolean {
  return readSidebarCookie(document.cookie) ?? true;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(initialOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    const next = !open;
    setOpen(next);
    document.cookie = sidebarCookie(next);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ isMobile, open, openMobile, setOpenMobile, toggle }),
    [isMobile, open, openMobile, toggle],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

/**
 * The sidebar frame. Its content reads `group-data-[state=collapsed]/sidebar:` to shrink to
 * icons; the drawer is always expanded.
 */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content
            id={sidebarElementId}
            data-sidebar="drawer"
            data-state="expanded"
            aria-describedby={undefined}
            style={{ width: sidebarWidthMobile }}
            className="group/sidebar fixed inset-y-0 left-0 z-50 flex max-w-[85vw] animate-[sidebar-slide-in_200ms_ease-out] flex-col border-r border-border bg-card shadow-xl outline-none"
          >
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <aside
      id={sidebarElementId}
      data-sidebar="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? sidebarWidth : sidebarWidthIcon }}
      className="group/sidebar sticky top-0 print:hidden flex h-dvh shrink-0 flex-col overflow-x-hidden border-r border-border bg-card transition-[width] duration-200 ease-linear"
    >
      {children}
    </aside>
  );
}

export function SidebarTrigger() {
  const { t } = useTranslation();
  const { isMobile, open, openMobile, toggle } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('panel.toggleSidebar')}
      aria-controls={sidebarElementId}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title={t('panel.toggleSidebarHint')}
      onClick={toggle}
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}
