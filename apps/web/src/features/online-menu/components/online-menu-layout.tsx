import type { KioskLanguage } from '@comanda/shared';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useOutletEstablishment } from '@/lib/tenant-outlet';
import { cn } from '@/lib/cn';
import { useFirstScreenShown, useShowFirstScreen } from '@/lib/menu/first-screen';
import { useLiveMenu } from '@/lib/menu/live-menu';
import { useKioskPreferences } from '@/lib/menu/kiosk-preferences';
import { pickerLanguages } from '@/lib/menu/language-picker-layout';
import { onlineMenuSettingsKey } from '../api/online-menu';
import { useOnlineCartTotals } from '../cart';
import { onlineMenuPaths } from '../paths';
import { rememberTable } from '../session';
import '@/lib/online-menu-strings';
import { useOnlineMenuContext, type OnlineMenuContext } from './online-menu-context';

/** On 'wait.changed' the checkout's offer is asked again too: busy mode may have turned. */
const alsoOnWait = [onlineMenuSettingsKey];

/**
 * Every /cardapio screen (issue #35): the shop's name, the table of the QR code ("Mesa 12"),
 * the language, and the cart. A phone is not a kiosk: no idle timeout, no accessibility
 * mode (the phone's own settings do that), pictures from the start.
 */
export function OnlineMenuLayout() {
  const establishment = useOutletEstablishment();
  const { search, pathname } = useLocation();
  // Read once per address: the table of `?mesa=` stays while the customer moves on.
  const [table] = useState(() => rememberTable(search));
  // What can wait waits for the first screen's main content (first-screen.ts): on the menu,
  // its first picture (routes/menu.tsx); any other screen is shown once it is there.
  useShowFirstScreen(pathname.replace(/\/$/, '') !== onlineMenuPaths.menu);
  // The kiosk's stream: the menu (sold out, back) and the wait live, once the screen is drawn.
  useLiveMenu({ enabled: useFirstScreenShown(), alsoOnWait });
  useEffect(() => {
    document.title = `${establishment.name} · Cardápio`;
  }, [establishment.name]);
  // The same object while nothing in it changes: the screens that read it are not drawn again
  // when the layout is (the first screen shown, busy mode).
  const context = useMemo<OnlineMenuContext>(
    () => ({ establishment, table }),
    [establishment, table],
  );
  return <Outlet context={context} />;
}

/** One /cardapio screen: the header, the content, and an optional bar fixed at the bottom. */
export function OnlineScreen({
  title,
  back,
  bottom,
  children,
}: {
  /** The screen's heading (h1), under the header. */
  title?: string;
  back?: { to: string; label: string };
  bottom?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-muted/40 text-base">
      <OnlineHeader back={back} />
      <main className={cn('mx-auto w-full max-w-3xl px-4 pt-4', bottom ? 'pb-32' : 'pb-10')}>
        {title && <h1 className="mb-4 text-2xl font-bold tracking-tight">{title}</h1>}
        {children}
      </main>
      {bottom && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur">
          <div className="mx-auto w-full max-w-3xl">{bottom}</div>
        </div>
      )}
    </div>
  );
}

function OnlineHeader({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { establishment, table } = useOnlineMenuContext();
  // The logo is small here: it waits for the menu's first picture, in its box meanwhile.
  const firstScreenShown = useFirstScreenShown();
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-background shadow-sm">
      <div className="mx-auto flex h-16 w-full max-w-3xl items-center gap-3 px-4">
        {back ? (
          <Link
            to={back.to}
            className="inline-flex h-11 shrink-0 items-center rounded-xl border border-border px-3 text-sm font-semibold outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
          >
            {back.label}
          </Link>
        ) : (
          establishment.logoUrl && (
            <img
              {...(firstScreenShown ? { src: establishment.logoUrl } : {})}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-lg bg-white object-contain"
            />
          )
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-bold">{establishment.name}</span>
          {table !== null && (
            <span data-testid="online-table" className="text-sm font-semibold text-primary">
              {t('onlineMenu.table', { table })}
            </span>
          )}
        </div>
        {table !== null && (
          <Link
            to={onlineMenuPaths.tab}
            className="inline-flex h-11 shrink-0 items-center rounded-xl border border-border px-3 text-sm font-semibold outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
          >
            {t('onlineMenu.tab.link')}
          </Link>
        )}
        <LanguageSelect />
        <HeaderCart />
      </div>
    </header>
  );
}

/** The kiosk's languages (names, texts and menu), as a compact select for a phone. */
function LanguageSelect() {
  const { t } = useTranslation();
  const { language } = useKioskPreferences();
  const id = useId();
  const choose = (next: KioskLanguage) => {
    // The kiosk's switch (strings download, menu translation) lives in its own chunk.
    void import('@/lib/menu/menu-language').then((module) => module.setKioskLanguage(next));
  };
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('onlineMenu.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value as KioskLanguage)}
        className="h-11 w-16 shrink-0 rounded-xl border border-border bg-background px-2 text-sm font-semibold outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
      >
        {pickerLanguages.map((option) => (
          <option key={option.language} value={option.language} lang={option.language}>
            {option.language === 'pt-BR' ? 'PT' : option.language.toUpperCase()} · {option.name}
          </option>
        ))}
      </select>
    </>
  );
}

function HeaderCart() {
  const { t } = useTranslation();
  const { count } = useOnlineCartTotals();
  return (
    <Link
      to={onlineMenuPaths.cart}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span className="sr-only">
        {t('onlineMenu.viewCart')} ({t('kiosk.common.cartCount', { count })})
      </span>
      {count > 0 && (
        <span
          aria-hidden
          data-testid="online-cart-count"
          className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-foreground px-1 text-xs font-bold text-background"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
