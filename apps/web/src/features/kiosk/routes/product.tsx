import { formatCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { NewCartItem } from '@/lib/menu/cart';
import { cartActions, useCartTotals } from '../cart/cart-store';
import { kioskToast } from '@/components/menu/kiosk-toast';
import { KioskImage } from '@/components/menu/kiosk-image';
import {
  CartButton,
  EmptyText,
  KioskScreen,
  ScreenTitle,
  primaryActionClass,
} from '../components/kiosk-screen';
import { MenuGate } from '../components/menu-gate';
import { ProductOptionSections } from '@/components/menu/product-options';
import { useCustomization } from '@/lib/menu/use-customization';
import { ProductTagChips } from '@/components/menu/lazy-tags';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskTotal } from '../components/kiosk-total';
import { KioskQuantityStepper } from '@/components/menu/kiosk-quantity-stepper';

/** `/totem/produto/:productId`: 'Personalizar Pedido' (SPEC §2). */
export function Product() {
  return <MenuGate>{(menu) => <ProductRoute menu={menu} />}</MenuGate>;
}

function ProductRoute({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const { productId } = useParams();
  const product = menu.products.find((p) => p.id === productId);
  if (!product) {
    return (
      <KioskScreen back={{ to: kioskPaths.categories, label: t('kiosk.product.backToMenu') }}>
        <EmptyText>{t('kiosk.product.notFound')}</EmptyText>
      </KioskScreen>
    );
  }
  const categoryName = menu.categories.find((c) => c.id === product.categoryId)?.name ?? '';
  // Keyed: opening another product starts from a clean slate.
  return (
    <Customize
      key={product.id}
      product={product}
      categoryName={categoryName}
      addonProducts={menu.addonProducts}
    />
  );
}

interface CustomizeProps {
  product: KioskProduct;
  categoryName: string;
  addonProducts: readonly KioskProduct[];
}

function Customize({ product, categoryName, addonProducts }: CustomizeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Into the cart, then on to the drinks.
  const addToCart = (item: NewCartItem) => {
    cartActions.add(item);
    kioskToast.success(t('kiosk.product.added'));
    void navigate(kioskPaths.drinks);
  };
  const customization = useCustomization(product, addonProducts, addToCart);
  return (
    <KioskScreen
      back={{ to: kioskPaths.products(product.categoryId) }}
      showCart={false}
      footer={
        <CustomizeFooter
          product={product}
          totalCents={customization.totalCents}
          pending={customization.pending}
          onContinue={customization.addToCart}
        />
      }
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 landscape:lg:grid landscape:lg:grid-cols-[2fr_3fr] landscape:lg:items-start">
        <section className="flex flex-col gap-5">
          <ScreenTitle className="mb-0 text-2xl text-muted-foreground lg:text-3xl">
            {t('kiosk.product.title')}
          </ScreenTitle>
          <ProductCard
            product={product}
            categoryName={categoryName}
            quantity={customization.quantity}
            onQuantityChange={customization.setQuantity}
          />
        </section>

        <div className="flex flex-col gap-8">
          <ProductOptionSections
            product={product}
            addonProducts={addonProducts}
            customization={customization}
          />
        </div>
      </div>
    </KioskScreen>
  );
}

/** The product's picture, description, price and the quantity stepper. */
function ProductCard({
  product,
  categoryName,
  quantity,
  onQuantityChange,
}: {
  product: KioskProduct;
  categoryName: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}) {
  return (
    <div className="overflow-hidden rounded-3xl bg-background shadow-md">
      <KioskImage
        src={product.imageUrl}
        alt={product.name}
        eager
        // Full width in portrait (about 1000 px on a 1080x1920 kiosk), two fifths beside.
        sizes="(orientation: portrait) 100vw, 45vw"
        className="aspect-[4/3] w-full portrait:max-h-[36vh] landscape:lg:aspect-video"
      />
      <div className="flex flex-col gap-3 p-5 lg:p-6">
        <p className="text-lg font-semibold tracking-wide text-primary uppercase">{categoryName}</p>
        <h2 className="text-3xl leading-tight font-bold lg:text-4xl">{product.name}</h2>
        <ProductTagChips tags={product.tags} />
        {product.description && (
          <p className="text-xl leading-snug text-muted-foreground">{product.description}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
          <span className="text-3xl font-bold tabular-nums">{formatCents(product.priceCents)}</span>
          <KioskQuantityStepper value={quantity} onChange={onQuantityChange} />
        </div>
      </div>
    </div>
  );
}

/** The item's total and 'Continuar', held while a required choice group is unanswered. */
function CustomizeFooter({
  product,
  totalCents,
  pending,
  onContinue,
}: {
  product: KioskProduct;
  totalCents: number;
  pending: string | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { count } = useCartTotals();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-col">
        <span className="text-lg text-muted-foreground">{t('kiosk.product.total')}</span>
        <KioskTotal testId="product-total" cents={totalCents} />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-4">
        {pending && !product.soldOut && (
          <p data-testid="choices-pending" className="text-lg font-semibold text-muted-foreground">
            {t('kiosk.choices.pending', { name: pending })}
          </p>
        )}
        <CartButton count={count} variant="outline" className="min-h-16 lg:min-h-20" />
        <button
          type="button"
          className={primaryActionClass}
          onClick={onContinue}
          disabled={product.soldOut || pending !== null}
        >
          {product.soldOut ? t('kiosk.products.soldOut') : t('kiosk.common.continue')}
        </button>
      </div>
    </div>
  );
}
