import { formatCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { NewCartItem } from '@/features/kiosk/cart/cart';
import { KioskImage } from '@/features/kiosk/components/kiosk-image';
import { kioskToast } from '@/features/kiosk/components/kiosk-toast';
import { KioskQuantityStepper } from '@/features/kiosk/components/kiosk-quantity-stepper';
import {
  AddonProducts,
  ExtraChoices,
  IngredientRemovals,
} from '@/features/kiosk/product/product-options';
import { useCustomization } from '@/features/kiosk/product/use-customization';
import { ProductTagChips } from '@/features/kiosk/tags/lazy-tags';
import { onlineCartActions } from '../cart';
import { OnlineScreen } from '../components/online-menu-layout';
import { EmptyNote, OnlineMenuGate } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';

// The kiosk's choice groups (a combo's drink): only products that have them load it.
const ChoiceGroups = lazy(() => import('@/features/kiosk/choices/choice-groups'));

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
  const blocked = product.soldOut || customization.pending !== null;
  const bottom = (
    <div className="flex flex-col gap-2">
      {customization.pending && !product.soldOut && (
        <p data-testid="choices-pending" className="text-sm font-semibold text-muted-foreground">
          {t('kiosk.choices.pending', { name: customization.pending })}
        </p>
      )}
      <button
        type="button"
        onClick={customization.addToCart}
        disabled={blocked}
        className="min-h-14 w-full rounded-2xl bg-primary px-5 text-lg font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40 disabled:opacity-50"
      >
        {product.soldOut
          ? t('onlineMenu.soldOut')
          : t('onlineMenu.product.add', { total: formatCents(customization.totalCents) })}
      </button>
    </div>
  );
  return (
    <OnlineScreen back={back} bottom={bottom}>
      <article className="flex flex-col gap-6">
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
              <span className="text-2xl font-bold tabular-nums">
                {formatCents(product.priceCents)}
              </span>
              <KioskQuantityStepper
                value={customization.quantity}
                onChange={customization.setQuantity}
              />
            </div>
          </div>
        </div>
        {product.choiceGroups.length > 0 && (
          <Suspense fallback={null}>
            <ChoiceGroups groups={product.choiceGroups} onChange={customization.setChoiceState} />
          </Suspense>
        )}
        {product.ingredients.length > 0 && (
          <IngredientRemovals
            ingredients={product.ingredients}
            selected={customization.removed}
            onToggle={customization.toggleRemoved}
          />
        )}
        {product.extras.length > 0 && (
          <ExtraChoices
            extras={product.extras}
            selected={customization.extraIds}
            onToggle={customization.toggleExtra}
          />
        )}
        {addonProducts.length > 0 && (
          <AddonProducts
            addons={addonProducts}
            selected={customization.addonIds}
            onToggle={customization.toggleAddon}
          />
        )}
      </article>
    </OnlineScreen>
  );
}
