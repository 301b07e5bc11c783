import { addonsCategoryName, type Category } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Field, SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { MoneyField } from '@/components/money-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/form';
import { uploadImage } from '../api/upload-image';
import type { ChangeProductField } from '../hooks/use-product-editor';
import type { ProductFormValues } from '../utils/product-form';

interface PartProps {
  values: ProductFormValues;
  errors: FieldErrors;
  busy: boolean;
  change: ChangeProductField;
}

/** The product's name, description, code, price and category. */
export function ProductDetailsCard({
  values,
  errors,
  busy,
  change,
  categories,
}: PartProps & { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalog.products.form.details')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FormField
          label={t('catalog.products.form.name')}
          placeholder={t('catalog.products.form.namePlaceholder')}
          autoComplete="off"
          required
          disabled={busy}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <Field label={t('catalog.products.form.description')} error={errors.description}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              placeholder={t('catalog.products.form.descriptionPlaceholder')}
              disabled={busy}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </Field>
        <FormField
          label={t('catalog.products.form.code')}
          hint={t('catalog.products.form.codeHint')}
          inputMode="numeric"
          autoComplete="off"
          disabled={busy}
          value={values.code}
          error={errors.code}
          onChange={(event) => change('code', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            label={t('catalog.products.form.price')}
            placeholder={t('catalog.products.form.pricePlaceholder')}
            required
            disabled={busy}
            value={values.price}
            error={errors.priceCents}
            hint={t('catalog.products.form.priceHint')}
            onValueChange={(price) => change('price', price, 'priceCents')}
          />
          <CategoryField
            values={values}
            errors={errors}
            busy={busy}
            change={change}
            categories={categories}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** The product's category; the add-ons category says what its products are for. */
function CategoryField({
  values,
  errors,
  busy,
  change,
  categories,
}: PartProps & { categories: Category[] }) {
  const { t } = useTranslation();
  const selectedCategory = categories.find((category) => category.id === values.categoryId);
  const isAddon = selectedCategory?.name.trim().toLowerCase() === addonsCategoryName.toLowerCase();
  return (
    <Field
      label={t('catalog.products.form.category')}
      error={errors.categoryId}
      hint={isAddon ? t('catalog.products.form.addonsCategoryHint') : undefined}
    >
      {(props) => (
        <NativeSelect
          {...props}
          required
          disabled={busy}
          value={values.categoryId}
          onChange={(event) => change('categoryId', event.target.value)}
        >
          <option value="" disabled>
            {t('catalog.products.form.selectCategory')}
          </option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.active
                ? category.name
                : t('catalog.products.form.inactiveCategory', { name: category.name })}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** The product's photo, and whether the kiosk shows it and features it. */
export function ProductDisplayCards({
  values,
  errors,
  busy,
  change,
  onUploadingChange,
}: PartProps & { onUploadingChange: (uploading: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent>
          <ImageUploadField
            upload={uploadImage}
            value={values.imageUrl}
            error={errors.imageUrl}
            disabled={busy}
            onBusyChange={onUploadingChange}
            onChange={(url) => change('imageUrl', url)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('catalog.products.form.display')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <SwitchField
            label={t('catalog.products.form.active')}
            hint={t('catalog.products.form.activeHint')}
            checked={values.active}
            disabled={busy}
            onCheckedChange={(active) => change('active', active)}
          />
          <SwitchField
            label={t('catalog.products.form.featured')}
            hint={t('catalog.products.form.featuredHint')}
            checked={values.featured}
            disabled={busy}
            onCheckedChange={(featured) => change('featured', featured)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
