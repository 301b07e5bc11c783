import { formatCents, type KioskMenu, type KioskProduct, type ProductTag } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { CategorySidebar } from '../components/category-sidebar';
import { KioskImage } from '@/components/menu/kiosk-image';
import { EmptyText, KioskScreen, ScreenTitle } from '../components/kiosk-screen';
import { MenuGate } from '../components/menu-gate';
import { SoldOutBadge } from '../components/sold-out-badge';
import { ProductTagIcons, TagFilters } from '@/components/menu/lazy-tags';
import { filterByTags } from '@/components/menu/tag-filter';
import { kioskPaths } from '@/features/kiosk/paths';

/** `/totem/produtos/:categoryId`: the products of one category, the others in the sidebar. */
export function Products() {
  return <MenuGate>{(menu) => <ProductsScreen menu={menu} />}</MenuGate>;
}

function ProductsScreen({ menu }: { menu: KioskMenu }) {
  const { categoryId } = useParams();
  const category = menu.categories.find((c) => c.id === categoryId);
  // A category that left the menu (or a mistyped address): back to the list of categories.
  if (!category) return <Navigate to={kioskPaths.categories} replace />;
  const inCategory = menu.products.filter((product) => product.categoryId === category.id);

  return (
    <KioskScreen
      back={{ to: kioskPaths.categories }}
      aside={<CategorySidebar categories={menu.categories} currentId={category.id} />}
    >
      <ScreenTitle>{category.name}</ScreenTitle>
      {/* Keyed: another category starts without filters. */}
      <ProductList key={category.id} products={inCategory} />
    </KioskScreen>
  );
}

/** The category's products, filterable by the dietary tags some of them have. */
function ProductList({ products: all }: { products: KioskProduct[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ProductTag[]>([]);
  const toggle = (tag: ProductTag) =>
    setChosen((tags) => (tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]));
  const products = filterByTags(all, chosen);
  return (
    <>
      <TagFilters products={all} chosen={chosen} onToggle={toggle} />
      {products.length === 0 ? (
        <EmptyText>{t('kiosk.products.empty')}</EmptyText>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:gap-6 xl:grid-cols-3">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 6} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const cardClass = 'flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-md';

/** A sold-out product stays in its place, greyed, marked 'Esgotado', and opens nothing. */
function ProductCard({ product, eager }: { product: KioskProduct; eager: boolean }) {
  if (product.soldOut) {
    return (
      <div aria-disabled className={`${cardClass} opacity-60 grayscale`}>
        <ProductCardContent product={product} eager={eager} />
      </div>
    );
  }
  return (
    <Link
      to={kioskPaths.product(product.id)}
      className={`${cardClass} ring-primary/40 outline-none transition active:scale-[0.98] focus-visible:ring-4`}
    >
      <ProductCardContent product={product} eager={eager} />
    </Link>
  );
}

function ProductCardContent({ product, eager }: { product: KioskProduct; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="relative">
        <KioskImage src={product.imageUrl} alt="" eager={eager} className="aspect-[4/3] w-full" />
        {product.soldOut && <SoldOutBadge />}
        {product.featured && !product.soldOut && (
          <span className="absolute top-3 left-3 rounded-full bg-primary px-4 py-1.5 text-base font-bold tracking-wide text-primary-foreground shadow-md">
            {t('kiosk.products.featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 lg:p-5">
        <h2 className="text-2xl leading-tight font-bold">{product.name}</h2>
        <ProductTagIcons tags={product.tags} />
        {product.description && (
          <p className="line-clamp-3 text-lg leading-snug text-muted-foreground">
            {product.description}
          </p>
        )}
        <p className="mt-auto pt-2 text-lg text-muted-foreground">
          {t('kiosk.products.fromPrice')}{' '}
          <span className="text-2xl font-bold whitespace-nowrap text-primary lg:text-3xl">
            {formatCents(product.priceCents)}
          </span>
        </p>
      </div>
    </>
  );
}
