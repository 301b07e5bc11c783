import {
  productFilterTags,
  sortedProductTags,
  type KioskProduct,
  type ProductTag,
} from '@comanda/shared';
import {
  Egg,
  Flame,
  Leaf,
  Milk,
  MilkOff,
  Nut,
  Shrimp,
  Vegan,
  Wheat,
  WheatOff,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { hasTag } from '@/components/menu/tag-filter';
import '@/lib/kiosk-more-strings';

/*
 * The allergen and dietary tags on the kiosk (issue 19): icons on the product cards, words on
 * the customisation screen, filter chips on the products screen. A lazy chunk of its own
 * (lazy-tags.tsx): none of it is needed on the welcome screen.
 */

const icons: Record<ProductTag, LucideIcon> = {
  'contem-gluten': Wheat,
  'contem-lactose': Milk,
  'contem-ovo': Egg,
  'contem-amendoim': Nut,
  'contem-frutos-do-mar': Shrimp,
  vegetariano: Leaf,
  vegano: Vegan,
  'sem-gluten': WheatOff,
  'sem-lactose': MilkOff,
  picante: Flame,
};

/** Allergens in the warning colour; diets and "picante" neutral. */
const isAllergen = (tag: ProductTag) => tag.startsWith('contem-');

/** Small round icons under a card's name, each named for screen readers. */
export function ProductTagIcons({ tags }: { tags: readonly ProductTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('kiosk.tags.label')} className="flex flex-wrap gap-2" data-testid="tag-icons">
      {sortedProductTags(tags).map((tag) => {
        const Icon = icons[tag];
        const name = t(`kiosk.tags.names.${tag}`);
        return (
          // The image inside the item: a list's children must stay list items (axe `list`).
          <li key={tag}>
            <span
              role="img"
              aria-label={name}
              title={name}
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2',
                isAllergen(tag)
                  ? 'border-amber-700 bg-amber-50 text-amber-900'
                  : 'border-emerald-700 bg-emerald-50 text-emerald-900',
              )}
            >
              <Icon aria-hidden className="size-6" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The tags in full words, for the customisation screen. */
export function ProductTagChips({ tags }: { tags: readonly ProductTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('kiosk.tags.label')} className="flex flex-wrap gap-2" data-testid="tag-chips">
      {sortedProductTags(tags).map((tag) => {
        const Icon = icons[tag];
        return (
          <li
            key={tag}
            className={cn(
              'inline-flex min-h-10 items-center gap-2 rounded-full border-2 px-4 text-lg font-semibold',
              isAllergen(tag)
                ? 'border-amber-700 bg-amber-50 text-amber-900'
                : 'border-emerald-700 bg-emerald-50 text-emerald-900',
            )}
          >
            <Icon aria-hidden className="size-5" />
            {t(`kiosk.tags.names.${tag}`)}
          </li>
        );
      })}
    </ul>
  );
}

/** The filter chips worth offering for these products: those at least one product passes. */
export function filtersFor(products: readonly Pick<KioskProduct, 'tags'>[]): ProductTag[] {
  return productFilterTags.filter((tag) => products.some((product) => hasTag(product, tag)));
}

interface TagFiltersProps {
  /** The screen's products: only the filters some of them pass are offered. */
  products: readonly KioskProduct[];
  chosen: readonly ProductTag[];
  onToggle: (tag: ProductTag) => void;
}

/** Toggle chips over the products: "Vegetariano", "Sem glúten"... */
export function TagFilters({ products, chosen, onToggle }: TagFiltersProps) {
  const { t } = useTranslation();
  const tags = filtersFor(products);
  if (tags.length === 0) return null;
  return (
    <div role="group" aria-label={t('kiosk.tags.filter')} className="mb-6 flex flex-wrap gap-3">
      {tags.map((tag) => {
        const Icon = icons[tag];
        const pressed = chosen.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(tag)}
            className={cn(
              'inline-flex min-h-14 items-center gap-2 rounded-full border-2 px-5 text-xl font-semibold transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background active:bg-muted',
            )}
          >
            <Icon aria-hidden className="size-6" />
            {t(`kiosk.tags.names.${tag}`)}
          </button>
        );
      })}
    </div>
  );
}
