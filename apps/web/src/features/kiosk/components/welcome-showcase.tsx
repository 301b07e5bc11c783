import { formatCents, type KioskProduct, type PublicEstablishment } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '@/lib/menu/get-menu';
import { featuredProducts } from '../featured-products';
import { KioskImage } from '@/components/menu/kiosk-image';
import '@/lib/kiosk-more-strings';
import { kioskPaths } from '@/features/kiosk/paths';

/**
 * Under the welcome screen's title: the shop's promotional picture (shop settings) or, without
 * one, up to three featured products. A lazy chunk drawn after the screen's first paint (see
 * welcome.tsx), and nothing here may become the screen's largest paint: the picture is capped
 * below the logo-and-title block's size and fetched at low priority (decision 028).
 */
export default function WelcomeShowcase({ establishment }: { establishment: PublicEstablishment }) {
  const { t } = useTranslation();
  const menu = useMenu();
  if (establishment.welcomeImageUrl) {
    return (
      <img
        src={establishment.welcomeImageUrl}
        alt={t('kiosk.showcase.promoAlt', { name: establishment.name })}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
        draggable={false}
        data-testid="welcome-promo"
        className="max-h-[20vh] w-auto max-w-[min(90vw,36rem)] rounded-3xl object-contain shadow-lg"
      />
    );
  }
  const featured = featuredProducts(menu.data?.products ?? [], 3);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="welcome-featured" className="w-full max-w-4xl">
      <h2 id="welcome-featured" className="mb-4 text-2xl font-semibold sm:text-3xl">
        {t('kiosk.showcase.featured')}
      </h2>
      {/* Not links: the order starts with the button below, and where to eat comes first. */}
      <ul className="grid grid-cols-3 gap-3 sm:gap-5">
        {featured.map((product) => (
          <li
            key={product.id}
            className="flex flex-col overflow-hidden rounded-3xl bg-background text-left shadow-md"
          >
            <KioskImage
              src={product.imageUrl}
              alt=""
              sizes="30vw"
              className="aspect-[4/3] w-full"
            />
            <span className="flex flex-col gap-1 p-3">
              <span className="text-lg leading-tight font-bold sm:text-xl">{product.name}</span>
              <span className="text-lg font-bold text-primary tabular-nums sm:text-xl">
                {formatCents(product.priceCents)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the categories: the shop's featured products, one tap from their screen. */
export function FeaturedProducts({ products }: { products: readonly KioskProduct[] }) {
  const { t } = useTranslation();
  const featured = featuredProducts(products, 4);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="mt-8 lg:mt-10">
      <h2 id="featured-title" className="mb-4 text-2xl font-bold lg:text-4xl">
        {t('kiosk.showcase.featured')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:gap-6 landscape:lg:grid-cols-4">
        {featured.map((product) => (
          <li key={product.id}>
            <Link
              to={kioskPaths.product(product.id)}
              className="flex h-full items-center gap-4 overflow-hidden rounded-3xl bg-background p-3 shadow-md ring-primary/40 outline-none transition active:scale-[0.98] focus-visible:ring-4"
            >
              <KioskImage
                src={product.imageUrl}
                alt=""
                sizes="160px"
                className="size-24 shrink-0 rounded-2xl lg:size-36"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-xl leading-tight font-bold break-words lg:text-2xl">
                  {product.name}
                </span>
                <span className="text-xl font-bold text-primary tabular-nums lg:text-2xl">
                  {formatCents(product.priceCents)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
