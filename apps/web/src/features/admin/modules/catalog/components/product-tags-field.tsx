import { productTags, sortedProductTags, type ProductTag } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import '@/lib/kiosk-more-strings';

/** What the product contains (allergens) first, then what it suits (diets). */
const groups: { key: 'contains' | 'diet'; tags: ProductTag[] }[] = [
  { key: 'contains', tags: productTags.filter((tag) => tag.startsWith('contem-')) },
  { key: 'diet', tags: productTags.filter((tag) => !tag.startsWith('contem-')) },
];

interface ProductTagsFieldProps {
  value: ProductTag[];
  onChange: (tags: ProductTag[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The product's allergen and dietary tags (issue 19): the kiosk shows them on the product's
 * card and customisation screen, and filters by the dietary ones.
 */
export function ProductTagsField({ value, onChange, error, disabled }: ProductTagsFieldProps) {
  const { t } = useTranslation();
  const toggle = (tag: ProductTag, checked: boolean) =>
    onChange(sortedProductTags(checked ? [...value, tag] : value.filter((item) => item !== tag)));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('catalog.products.form.tags.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('catalog.products.form.tags.description')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <fieldset
            key={group.key}
            className="grid gap-2"
            aria-describedby={error ? 'tags-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">
              {t(`catalog.products.form.tags.${group.key}`)}
            </legend>
            {group.tags.map((tag) => (
              <label key={tag} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.includes(tag)}
                  disabled={disabled}
                  onChange={(event) => toggle(tag, event.target.checked)}
                />
                {/* The words the kiosk shows the customer. */}
                {t(`kiosk.tags.names.${tag}`)}
              </label>
            ))}
          </fieldset>
        ))}
        {error && (
          <p id="tags-error" role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
