import { categoryImageSizes, type KioskMenu } from '@comanda/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategorySidebar } from '../components/category-sidebar';
import { KioskImage } from '@/components/menu/kiosk-image';
import { EmptyText, KioskScreen, ScreenTitle } from '../components/kiosk-screen';
import { MenuGate } from '../components/menu-gate';
import { useFirstScreenShown } from '@/lib/menu/first-screen';
import { kioskPaths } from '@/features/kiosk/paths';

// Under the tiles, in the welcome screen's lazy chunk: not part of its first JavaScript, and
// asked for once the tiles are drawn.
const FeaturedProducts = lazy(() =>
  import('../components/welcome-showcase').then((m) => ({ default: m.FeaturedProducts })),
);

/**
 * `/totem/categorias`: a grid of the menu's categories (SPEC §2, §9), three columns, two on a
 * portrait screen so the tiles fill its height; then the shop's featured products.
 */
export function Categories() {
  return <MenuGate>{(menu) => <CategoriesScreen menu={menu} />}</MenuGate>;
}

function CategoriesScreen({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const { categories } = menu;
  const firstScreenShown = useFirstScreenShown();
  return (
    <KioskScreen
      back={{ to: kioskPaths.welcome }}
      aside={<CategorySidebar categories={categories} />}
      mainPicture={!!categories[0]?.imageUrl}
    >
      <ScreenTitle>{t('kiosk.categories.title')}</ScreenTitle>
      {categories.length === 0 ? (
        <EmptyText>{t('kiosk.categories.empty')}</EmptyText>
      ) : (
        <ul className="grid grid-cols-3 gap-4 lg:gap-6 portrait:grid-cols-2">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link
                to={kioskPaths.products(category.id)}
                className="group flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-md ring-primary/40 outline-none transition active:scale-[0.98] focus-visible:ring-4"
              >
                <KioskImage
                  src={category.imageUrl}
                  alt=""
                  eager={index < 9}
                  // The first one is the screen's largest picture (preloaded by the server).
                  main={index === 0}
                  // A phone (Lighthouse's) takes the 600 px file, not the 1,200 px one.
                  sizes={categoryImageSizes}
                  className="aspect-square w-full"
                />
                <span className="flex flex-1 items-center justify-center px-3 py-4 text-center text-xl leading-tight font-bold lg:text-2xl portrait:lg:text-3xl">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {firstScreenShown && (
        <Suspense fallback={null}>
          <FeaturedProducts products={menu.products} />
        </Suspense>
      )}
    </KioskScreen>
  );
}
