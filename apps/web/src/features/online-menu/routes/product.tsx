import { formatCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { NewCartItem } from '@/lib/menu/cart';
import { KioskImage } from '@/components/menu/kiosk-image';
import { kioskToast } from '@/components/menu/kiosk-toast';
import { KioskQuantityStepper } from '@/components/menu/kiosk-quantity-stepper';
import { ProductOptionSections } from '@/components/menu/product-options';
import { useCustomization } from '@/lib/menu/use-customization';
import { ProductTagChips } from '@/components/menu/lazy-tags';
import { onlineCartActions } from '../cart';
import { OnlineScreen } from '../components/online-menu-layout';
import { EmptyNote, OnlineMenuGate } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';

/** `/cardapio/produto/:productId`: the kiosk's customisation, on a phone. */
export function OnlineProduct() {
  const { t } = useTranslation();
  const back = { to: onlineMenuPaths.menu, label: t('onlineMenu.back') };
  return <OnlineMenuGate>{(menu) => <ProductOf menu={menu} back={back} />}</OnlineMenuGate>;
}

function ProductOf({ menu, back }: { menu: KioskMenu; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { productId } = useParams();
  const product = menu.products.find((p) => p.id === productId);
  if (!product) {
    return (
      <OnlineScreen back={back}>
        <EmptyNote>{t('onlineMenu.product.notFound')}</EmptyNote>
      </OnlineScreen>
    );
  }
  // Keyed: another product starts from a clean slate.
  return (
    <Customize key={product.id} product={product} addonProducts={menu.addonProducts} back={back} />
  );
}

function Customize({
  product,
  addonProducts,
  back,
}: {
  product: KioskProduct;
  addonProducts: readonly KioskProduct[];
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addToCart = (item: NewCartItem) => {
    onlineCartActions.add(item);
    kioskToast.success(t('onlineMenu.product.added'));
    void navigate(onlineMenuPaths.menu);
  };
  const customization = useCustomization(product, addonProducts, addToCart);
  const bottom = (
    <AddBar
      product={product}
      pending={customization.pending}
      totalCents={customization.totalCents}
      onAdd={customization.addToCart}
    />
  );
  return (
    <OnlineScreen back={back} bottom={bottom}>
      <article className="flex flex-col gap-6">
        <ProductCard
          product={product}
          quantity={customization.quantity}
          onQuantity={customization.setQuantity}
        />
        <ProductOptionSections
          product={product}
          addonProducts={addonProducts}
          customization={customization}
        />
      </article>
    </OnlineScreen>
  );
}

/** The product's picture, name, tags, description, price and the quantity. */
function ProductCard({
  product,
  quantity,
  onQuantity,
}: {
  product: KioskProduct;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-background shadow-sm">
      <KioskImage
        src={product.imageUrl}
        alt={product.name}
        eager
        main
        sizes="(min-width: 768px) 768px, 100vw"
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-col gap-3 p-4">
        <h1 className="text-2xl leading-tight font-bold">{product.name}</h1>
        <ProductTagChips tags={product.tags} />
        {product.description && <p className="text-muted-foreground">{product.description}</p>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-2xl font-bold tabular-nums">{formatCents(product.priceCents)}</span>
          <KioskQuantityStepper value={quantity} onChange={onQuantity} />
        </div>
      </div>
    </div>
  );
}

/** 'Adicionar · R$ ...', held while a required choice group is unanswered. */
function AddBar({
  product,
  pending,
  totalCents,
  onAdd,
}: {
  product: KioskProduct;
  pending: string | null;
  totalCents: number;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {pending && !product.soldOut && (
        <p data-testid="choices-pending" className="text-sm font-semibold text-muted-foreground">
          {t('kiosk.choices.pending', { name: pending })}
        </p>
      )}
      <button
        type="button"
        onClick={onAdd}
        disabled={product.soldOut || pending !== null}
        className="min-h-14 w-full rounded-2xl bg-primary px-5 text-lg font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40 disabled:opacity-50"
      >
        {product.soldOut
          ? t('onlineMenu.soldOut')
          : t('onlineMenu.product.add', { total: formatCents(totalCents) })}
      </button>
    </div>
  );
}
