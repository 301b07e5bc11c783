import { formatCents } from '@comanda/shared';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useOutletEstablishment } from '@/lib/tenant-outlet';
import { useCartTotals } from '../cart/cart-store';
import { useFirstScreenShown, useShowFirstScreen } from '@/lib/menu/first-screen';
import { kioskPaths } from '@/features/kiosk/paths';

/** Buttons of the header: big enough for a thumb (≥ 48 px), readable from a step away. */
export const headerButtonClass =
  'inline-flex h-14 shrink-0 items-center gap-3 rounded-2xl px-5 text-xl font-semibold outline-none transition-colors focus-visible:ring-4 focus-visible:ring-primary/40 lg:h-16 lg:px-6 lg:text-2xl [&_svg]:size-7';

interface KioskScreenProps {
  /** Where the header's 'Voltar' leads, or what it does; no back button without it. */
  back?: { to: string; label?: string } | { onClick: () => void; label?: string };
  /** 'Ver carrinho' in the header (shown only while the cart has something). */
  showCart?: boolean;
  /** Left column, e.g. the category sidebar. */
  aside?: ReactNode;
  /** Fixed at the bottom: totals and the step's main action. */
  footer?: ReactNode;
  /**
   * The screen has a main picture, which says when it is drawn (KioskImage `main`); otherwise
   * the screen's text is its main content (first-screen.ts).
   */
  mainPicture?: boolean;
  children: ReactNode;
}

/** Every kiosk step: a header, a scrolling body, and an optional footer that never scrolls. */
export function KioskScreen({
  back,
  showCart = true,
  aside,
  footer,
  mainPicture = false,
  children,
}: KioskScreenProps) {
  const { t } = useTranslation();
  useShowFirstScreen(!mainPicture);
  const backLabel = back?.label ?? t('kiosk.common.back');
  const backClass = cn(headerButtonClass, 'border-2 border-border bg-background active:bg-muted');
  const footerRef = usePublishedHeight<HTMLElement>('--kiosk-footer-height', !!footer);

  return (
    <div className="flex h-kiosk flex-col overflow-hidden bg-muted/40 text-lg select-none lg:text-xl">
      <header className="flex min-h-20 shrink-0 items-center justify-between gap-4 border-b border-border bg-background px-4 py-3 shadow-sm lg:min-h-24 lg:px-8">
        {back && 'to' in back && (
          <Link to={back.to} className={backClass}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        )}
        {back && 'onClick' in back && (
          <button type="button" onClick={back.onClick} className={backClass}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </button>
        )}
        <Brand />
        {showCart && <HeaderCartButton />}
      </header>
      <div className="flex min-h-0 flex-1">
        {aside}
        <main className="min-w-0 flex-1 overflow-y-auto overscroll-contain px-4 py-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      {/* pl-24: room for 'Modo acessível' in the bottom-left corner. */}
      {footer && (
        <footer
          ref={footerRef}
          className="shrink-0 border-t border-border bg-background py-4 pr-4 pl-24 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] lg:pr-8"
        >
          {footer}
        </footer>
      )}
    </div>
  );
}

/** The element's height as a CSS variable on <html>, for what lives outside it (toasts). */
function usePublishedHeight<T extends HTMLElement>(name: string, present: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(name, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [name, present]);
  return ref;
}

/** Whose kiosk this is, between the header's buttons. */
function Brand() {
  const { name, logoUrl } = useOutletEstablishment();
  // A small mark: the screen's own pictures come first on a slow link.
  const firstScreenShown = useFirstScreenShown();
  return (
    <div className="flex min-w-0 flex-1 items-center justify-center gap-3">
      {logoUrl && (
        <img
          src={firstScreenShown ? logoUrl : undefined}
          alt=""
          width={48}
          height={48}
          decoding="async"
          className="size-12 shrink-0 rounded-xl bg-white object-contain"
        />
      )}
      <span className="hidden truncate text-xl font-bold md:block">{name}</span>
    </div>
  );
}

function HeaderCartButton() {
  const { count } = useCartTotals();
  if (count === 0) return null;
  return <CartButton count={count} />;
}

/** 'Ver carrinho' with the number of units in the cart, to /totem/resumo. */
export function CartButton({
  count,
  variant = 'primary',
  className,
}: {
  count: number;
  /** Outline where another button is the step's main action. */
  variant?: 'primary' | 'outline';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={kioskPaths.summary}
      className={cn(
        headerButtonClass,
        variant === 'primary'
          ? 'bg-primary text-primary-foreground shadow-sm active:bg-primary-hover'
          : 'border-2 border-primary bg-background text-primary active:bg-accent',
        className,
      )}
    >
      <ShoppingCart aria-hidden />
      {t('kiosk.common.viewCart')}
      {/* The name is the words on the button, then the count in words (WCAG 2.5.3: voice
          control users say what they see): the badge's bare digit is left to the eye. */}
      <span
        aria-hidden
        data-testid="cart-count"
        className={cn(
          'flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-xl font-bold tabular-nums',
          variant === 'primary'
            ? 'bg-background text-primary'
            : 'bg-primary text-primary-foreground',
        )}
      >
        {count}
      </span>
      <span className="sr-only"> ({t('kiosk.common.cartCount', { count })})</span>
    </Link>
  );
}

/** The title of a step, large enough to read from a step away. */
export function ScreenTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1
      className={cn('mb-6 text-3xl font-bold tracking-tight text-balance lg:text-5xl', className)}
    >
      {children}
    </h1>
  );
}

/** Empty lists: one calm sentence where the content would be. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-3xl border-2 border-dashed border-border bg-background px-6 py-16 text-center text-2xl text-muted-foreground">
      {children}
    </p>
  );
}

/** The step's main action in the footer ('CONTINUAR', 'FINALIZAR PEDIDO', ...). */
export const primaryActionClass =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-primary px-8 text-2xl font-bold text-primary-foreground shadow-md outline-none transition-colors active:bg-primary-hover focus-visible:ring-4 focus-visible:ring-primary/40 disabled:opacity-50 lg:min-h-20 lg:px-12 lg:text-3xl [&_svg]:size-8';

/** 'Cancelar Pedido', 'Cancelar pagamento': a way out, never the step's main action. */
export const cancelActionClass =
  'min-h-16 w-full rounded-2xl border-2 border-destructive bg-background px-8 text-2xl font-bold text-destructive outline-none active:bg-destructive/10 focus-visible:ring-4 focus-visible:ring-destructive/30 disabled:opacity-50';

/** Footer of the upsell steps: what the order costs so far, and the way forward. */
export function StepFooter({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { totalCents, count } = useCartTotals();
  return (
    <div className="flex items-center justify-between gap-4">
      {count > 0 ? (
        <div className="flex flex-col">
          <span className="text-lg text-muted-foreground">{t('kiosk.product.total')}</span>
          <span data-testid="cart-total" className="text-3xl font-bold tabular-nums lg:text-4xl">
            {formatCents(totalCents)}
          </span>
        </div>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}
