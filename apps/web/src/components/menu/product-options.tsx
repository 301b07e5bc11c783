import { formatCents, type KioskProduct } from '@comanda/shared';
import { Check, Minus } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { KioskImage } from '@/components/menu/kiosk-image';
import type { useCustomization } from '@/lib/menu/use-customization';

// Only combos and grouped extras need it: kept out of the first download.
const ChoiceGroups = lazy(() => import('./choice-groups'));

/**
 * A product's options, as the kiosk and the online menu both show them: its choice groups (a
 * combo's drink), the ingredients to take out, the extras and the add-on products, each only
 * when the product has some.
 */
export function ProductOptionSections({
  product,
  addonProducts,
  customization,
}: {
  product: KioskProduct;
  addonProducts: readonly KioskProduct[];
  customization: ReturnType<typeof useCustomization>;
}) {
  return (
    <>
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
    </>
  );
}

interface ToggleListProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold lg:text-3xl">{title}</h2>
      {children}
    </section>
  );
}

/** 'Retirar ingredientes': one pressed button per ingredient left out. */
export function IngredientRemovals({
  ingredients,
  selected,
  onToggle,
}: ToggleListProps & { ingredients: KioskProduct['ingredients'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('kiosk.product.removeIngredients')}>
      <div className="flex flex-wrap gap-3">
        {ingredients.map((ingredient) => {
          const pressed = selected.has(ingredient.id);
          return (
            <button
              key={ingredient.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(ingredient.id)}
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
  );
}

/** The product's paid extras, one checkbox each. */
export function ExtraChoices({
  extras,
  selected,
  onToggle,
}: ToggleListProps & { extras: KioskProduct['extras'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('kiosk.product.extras')}>
      <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-3xl bg-background shadow-sm">
        {extras.map((extra) => {
          const checked = selected.has(extra.id);
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
                  onChange={() => onToggle(extra.id)}
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
  );
}

/** The shop's add-on products, a pressed card each. */
export function AddonProducts({
  addons,
  selected,
  onToggle,
}: ToggleListProps & { addons: readonly KioskProduct[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('kiosk.product.addonProducts')}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 portrait:lg:grid-cols-4 landscape:lg:grid-cols-2 landscape:xl:grid-cols-3">
        {addons.map((addon) => {
          const pressed = selected.has(addon.id);
          return (
            <li key={addon.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle(addon.id)}
                className={cn(
                  'relative flex h-full w-full flex-col overflow-hidden rounded-3xl border-4 bg-background text-left shadow-sm transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
                  pressed ? 'border-primary' : 'border-transparent',
                )}
              >
                <KioskImage src={addon.imageUrl} alt="" className="aspect-[4/3] w-full" />
                {pressed && (
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
  );
}
