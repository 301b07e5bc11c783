import {
  formatCents,
  onlineMenuFirstPicture,
  onlineMenuRowImageSizes,
  type KioskMenu,
  type KioskProduct,
} from '@comanda/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KioskImage } from '@/components/menu/kiosk-image';
import { ProductTagIcons } from '@/components/menu/lazy-tags';
import { useOnlineCartTotals } from '../cart';
import { OnlineScreen } from '../components/online-menu-layout';
import { useMenu } from '@/lib/menu/get-menu';
import { useShowFirstScreen } from '@/lib/menu/first-screen';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';
import { EmptyNote, OnlineMenuGate } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';

/** Pictures of the first rows load at once; the rest as they scroll near. */
const eagerPictures = 4;
/** Rows drawn with the menu's first render; the others in a render React slices. */
const firstScreenRows = 6;

/**
 * `/cardapio`: the menu by category, each product a row leading to its customisation. The
 * first row's picture is the screen's main one (preloaded with the page, plugins/web-app.ts):
 * the other pictures, the logo and the live menu's stream wait until it is drawn
 * (first-screen.ts), so that on a phone's slow link they do not share it (issue #35).
 */
export function OnlineMenu() {
  const { count } = useOnlineCartTotals();
  const { data: menu, error } = useMenu();
  // Without a main picture the screen's text is its main content: shown once it is there.
  useShowFirstScreen(menu ? !onlineMenuFirstPicture(menu) : !!error);
  // The server's first screen (decision 088) gives way to an error; to the rows, below.
  usePageFirstScreenGone(!!error);
  return (
    <OnlineScreen bottom={count > 0 ? <CartBar /> : undefined}>
      <OnlineMenuGate>{(menu) => <MenuSections menu={menu} />}</OnlineMenuGate>
    </OnlineScreen>
  );
}

/** The categories that have products, each with its products, in the menu's order. */
export function menuSections(menu: KioskMenu) {
  return menu.categories
    .map((category) => ({
      category,
      products: menu.products.filter((product) => product.categoryId === category.id),
    }))
    .filter((section) => section.products.length > 0);
}

/** How many sections hold the first `rows` rows. */
function sectionsFor(sections: { products: unknown[] }[], rows: number): number {
  let count = 0;
  for (const section of sections) {
    if (rows <= 0) break;
    rows -= section.products.length;
    count++;
  }
  return count;
}

function MenuSections({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const all = menuSections(menu);
  // The first screenful with the menu; the rest right after, in a transition React renders in
  // short slices: one long task of every row blocked a phone's main thread (TBT, issue #35).
  const shown = useDeferredValue(all.length, sectionsFor(all, firstScreenRows));
  const sections = all.slice(0, shown);
  // Drawn in this commit: the server's copy of this screen goes in the same frame.
  usePageFirstScreenGone();
  if (all.length === 0) return <EmptyNote>{t('onlineMenu.empty')}</EmptyNote>;
  let row = 0;
  return (
    <>
      <h1 className="sr-only">{t('onlineMenu.title')}</h1>
      <nav
        aria-label={t('onlineMenu.categories')}
        className="sticky top-16 z-10 -mx-4 mb-4 overflow-x-auto border-b border-border bg-background/95 px-4 py-2 backdrop-blur"
      >
        <ul className="flex gap-2">
          {all.map(({ category }) => (
            <li key={category.id} className="shrink-0">
              <a
                href={`#categoria-${category.id}`}
                className="inline-flex h-11 items-center rounded-full border border-border bg-background px-4 text-sm font-semibold whitespace-nowrap outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-8">
        {sections.map(({ category, products }) => (
          <section
            key={category.id}
            id={`categoria-${category.id}`}
            aria-labelledby={`titulo-${category.id}`}
            className="scroll-mt-32"
          >
            <h2 id={`titulo-${category.id}`} className="mb-3 text-xl font-bold">
              {category.name}
            </h2>
            <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-2xl bg-background shadow-sm">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductRow product={product} row={row++} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function ProductRow({ product, row }: { product: KioskProduct; row: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={onlineMenuPaths.product(product.id)}
      className="flex gap-3 p-3 outline-none focus-visible:ring-4 focus-visible:ring-primary/40 focus-visible:ring-inset"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{product.name}</span>
        {product.description && (
          <span className="line-clamp-2 text-sm text-muted-foreground">{product.description}</span>
        )}
        {/* The icons come in their own chunk: their row is kept so nothing moves (CLS). */}
        {product.tags.length > 0 && (
          <div className="min-h-10">
            <ProductTagIcons tags={product.tags} />
          </div>
        )}
        <span className="mt-auto font-bold tabular-nums">
          {product.soldOut ? (
            <span className="text-destructive">{t('onlineMenu.soldOut')}</span>
          ) : (
            formatCents(product.priceCents)
          )}
        </span>
      </div>
      <KioskImage
        src={product.imageUrl}
        alt=""
        eager={row < eagerPictures}
        main={row === 0}
        sizes={onlineMenuRowImageSizes}
        className="size-24 shrink-0 rounded-xl"
      />
    </Link>
  );
}

/** 'Ver carrinho' with the count and the total, once the cart has something. */
function CartBar() {
  const { t } = useTranslation();
  const { count, totalCents } = useOnlineCartTotals();
  if (count === 0) return null;
  return (
    <Link
      to={onlineMenuPaths.cart}
      data-testid="online-cart-bar"
      className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-primary px-5 font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
    >
      <span>{t('onlineMenu.viewCart')}</span>
      <span className="tabular-nums">
        {t('onlineMenu.cartSummary', { count, total: formatCents(totalCents) })}
      </span>
    </Link>
  );
}
