import { formatCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KioskImage } from '@/components/menu/kiosk-image';
import { ProductTagIcons } from '@/components/menu/lazy-tags';
import { useOnlineCartTotals } from '../cart';
import { OnlineScreen } from '../components/online-menu-layout';
import { EmptyNote, OnlineMenuGate } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';

/** Pictures of the first rows load at once; the rest as they scroll near. */
const eagerPictures = 4;

/** `/cardapio`: the menu by category, each product a row leading to its customisation. */
export function OnlineMenu() {
  const { count } = useOnlineCartTotals();
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

function MenuSections({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const sections = menuSections(menu);
  if (sections.length === 0) return <EmptyNote>{t('onlineMenu.empty')}</EmptyNote>;
  let row = 0;
  return (
    <>
      <h1 className="sr-only">{t('onlineMenu.title')}</h1>
      <nav
        aria-label={t('onlineMenu.categories')}
        className="sticky top-16 z-10 -mx-4 mb-4 overflow-x-auto border-b border-border bg-background/95 px-4 py-2 backdrop-blur"
      >
        <ul className="flex gap-2">
          {sections.map(({ category }) => (
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
                  <ProductRow product={product} eager={row++ < eagerPictures} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function ProductRow({ product, eager }: { product: KioskProduct; eager: boolean }) {
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
        eager={eager}
        sizes="96px"
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
