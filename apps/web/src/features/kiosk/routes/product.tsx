import { formatCents, itemTotalCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { Check, Minus } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cn } from '@/lib/cn';
import { cartActions, useCartTotals } from '../cart/cart-store';
import { KioskImage } from '../components/kiosk-image';
import {
  CartButton,
  EmptyText,
  KioskScreen,
  ScreenTitle,
  primaryActionClass,
} from '../components/kiosk-screen';
import { kioskToast } from '../components/kiosk-toast';
import { MenuGate } from '../components/menu-gate';
import type { ChoicesState } from '../choices/choice-groups';
import { ProductTagChips } from '../tags/lazy-tags';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskTotal } from '../components/kiosk-total';
import { KioskQuantityStepper } from '../components/kiosk-quantity-stepper';

// Only combos and grouped extras need it: kept out of the kiosk's first download.
const ChoiceGroups = lazy(() => import('../choices/choice-groups'));

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

const toggle = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

interface CustomizeProps {
  product: KioskProduct;
  categoryName: string;
  addonProducts: readonly KioskProduct[];
}

function Customize({ product, categoryName, addonProducts }: CustomizeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { count } = useCartTotals();
  const [quantity, setQuantity] = useState(1);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [extraIds, setExtraIds] = useState<ReadonlySet<string>>(new Set());
  const [addonIds, setAddonIds] = useState<ReadonlySet<string>>(new Set());
  const [choiceState, setChoiceState] = useState<ChoicesState>(() => ({
    choices: [],
    pending: product.choiceGroups.find((group) => group.minChoices > 0)?.name ?? null,
  }));
  const { choices, pending } = choiceState;

  const extras = product.extras
    .filter((extra) => extraIds.has(extra.id))
    .map(({ id, name, priceCents }) => ({ id, name, priceCents }));
  const addons = addonProducts
    .filter((addon) => addonIds.has(addon.id))
    .map(({ id, name, priceCents }) => ({ id, name, priceCents }));
  const totalCents = itemTotalCents({
    priceCents: product.priceCents,
    extras,
    addons,
    choices,
    quantity,
  });

  const addToCart = () => {
    cartActions.add({
      productId: product.id,
      name: product.name,
      priceCents: product.priceCents,
      quantity,
      imageUrl: product.imageUrl,
      extras,
      addons,
      ...(choices.length > 0 ? { choices } : {}),
      removals: product.ingredients
        .filter((ingredient) => removed.has(ingredient.id))
        .map((ingredient) => ({ ingredientId: ingredient.id, name: ingredient.name })),
    });
    kioskToast.success(t('kiosk.product.added'));
    void navigate(kioskPaths.drinks);
  };

  const footer = (
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
          onClick={addToCart}
          disabled={product.soldOut || pending !== null}
        >
          {product.soldOut ? t('kiosk.products.soldOut') : t('kiosk.common.continue')}
        </button>
      </div>
    </div>
  );

  return (
    <KioskScreen
      back={{ to: kioskPaths.products(product.categoryId) }}
      showCart={false}
      footer={footer}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 landscape:lg:grid landscape:lg:grid-cols-[2fr_3fr] landscape:lg:items-start">
        <section className="flex flex-col gap-5">
          <ScreenTitle className="mb-0 text-2xl text-muted-foreground lg:text-3xl">
            {t('kiosk.product.title')}
          </ScreenTitle>
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
              <p className="text-lg font-semibold tracking-wide text-primary uppercase">
                {categoryName}
              </p>
              <h2 className="text-3xl leading-tight font-bold lg:text-4xl">{product.name}</h2>
              <ProductTagChips tags={product.tags} />
              {product.description && (
                <p className="text-xl leading-snug text-muted-foreground">{product.description}</p>
              )}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
                <span className="text-3xl font-bold tabular-nums">
                  {formatCents(product.priceCents)}
                </span>
                <KioskQuantityStepper value={quantity} onChange={setQuantity} />
              </div>
            </div>
          </div>
        </section>

        <div className="flex flex-col gap-8">
          {product.choiceGroups.length > 0 && (
            <Suspense fallback={null}>
              <ChoiceGroups groups={product.choiceGroups} onChange={setChoiceState} />
            </Suspense>
          )}

          {product.ingredients.length > 0 && (
            <Section title={t('kiosk.product.removeIngredients')}>
              <div className="flex flex-wrap gap-3">
                {product.ingredients.map((ingredient) => {
                  const pressed = removed.has(ingredient.id);
                  return (
                    <button
                      key={ingredient.id}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => setRemoved((set) => toggle(set, ingredient.id))}
                      className={cn(
                        'inline-flex min-h-14 items-center gap-2 rounded-full border-2 px-5 text-xl font-semibold transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
                        pressed
                          ? 'border-destructive bg-destructive text-white'
                          : 'border-border bg-background active:bg-muted',
                      )}
                    >
                      <Minus aria-hidden className="size-6" />
                      {t('kiosk.product.without', { name: ingredient.name })}
                    </button>
                  );
                })}
              </div>
            </Section>
          )}

          {product.extras.length > 0 && (
            <Section title={t('kiosk.product.extras')}>
              <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-3xl bg-background shadow-sm">
                {product.extras.map((extra) => {
                  const checked = extraIds.has(extra.id);
                  return (
                    <li key={extra.id}>
                      <label
                        className={cn(
                          'flex min-h-18 cursor-pointer items-center gap-4 px-5 py-3 text-xl has-focus-visible:ring-4 has-focus-visible:ring-primary/40 has-focus-visible:ring-inset',
                          checked && 'bg-accent',
                        )}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() => setExtraIds((set) => toggle(set, extra.id))}
                          className="size-8 shrink-0 accent-primary"
                        />
                        <span className="flex-1 font-semibold">{extra.name}</span>
                        <span className="font-semibold whitespace-nowrap text-primary tabular-nums">
                          + {formatCents(extra.priceCents)}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </Section>
          )}

          {addonProducts.length > 0 && (
            <Section title={t('kiosk.product.addonProducts')}>
              <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 portrait:lg:grid-cols-4 landscape:lg:grid-cols-2 landscape:xl:grid-cols-3">
                {addonProducts.map((addon) => {
                  const selected = addonIds.has(addon.id);
                  return (
                    <li key={addon.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => setAddonIds((set) => toggle(set, addon.id))}
                        className={cn(
                          'relative flex h-full w-full flex-col overflow-hidden rounded-3xl border-4 bg-background text-left shadow-sm transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
                          selected ? 'border-primary' : 'border-transparent',
                        )}
                      >
                        <KioskImage src={addon.imageUrl} alt="" className="aspect-[4/3] w-full" />
                        {selected && (
                          <span className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
                            <Check aria-hidden className="size-6" />
                          </span>
                        )}
                        <span className="flex flex-1 flex-col gap-1 p-3">
                          <span className="text-lg leading-tight font-semibold">{addon.name}</span>
                          <span className="mt-auto text-lg font-bold text-primary tabular-nums">
                            + {formatCents(addon.priceCents)}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Section>
          )}
        </div>
      </div>
    </KioskScreen>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold lg:text-3xl">{title}</h2>
      {children}
    </section>
  );
}
