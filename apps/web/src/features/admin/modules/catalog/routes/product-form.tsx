import { addonsCategoryName, type Category, type Product } from '@comanda/shared';
import { ClipboardList, FolderTree, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { MoneyField } from '@/components/money-field';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useCategories } from '../api/list-categories';
import { useSaveProduct } from '../api/save-product';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { Field, SwitchField } from '@/components/field';
import { FormActions } from '../../../../../components/form-actions';
import { ImageUploadField } from '@/components/image-upload-field';
import { uploadImage } from '../api/upload-image';
import { PageHeader } from '@/components/page-header';
import { ExtrasEditor, IngredientsEditor } from '../components/product-rows-editor';
import { ChoiceGroupsEditor } from '../components/choice-groups-editor';
import { useProducts } from '../api/list-products';
import { ProductFiscalFields } from '../components/product-fiscal-fields';
import { TranslationFields } from '../components/translation-fields';
import { withTranslation } from '../utils/translations-form';
import { ProductTagsField } from '../components/product-tags-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { fillPath } from '@/lib/fill-path';
import { focusFirstInvalid } from '@/lib/focus';
import { fieldErrorsFromApi } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import {
  emptyProductForm,
  productFormFromProduct,
  validateProductForm,
  type ProductFormValues,
} from '../utils/product-form';
import type { ProductListState } from '../utils/list-state';
import { adminPaths } from '@/features/admin/admin-paths';

/** The list to return to: with the filters it had when the admin left it. */
function useListPath(): string {
  const state = useLocation().state as ProductListState | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${adminPaths.products}${search}`
    : adminPaths.products;
}

/** /admin/produtos/novo and /admin/produtos/{id}. */
export default function ProductForm() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}

function NewProduct() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categories = useCategories();
  const listPath = useListPath();
  const title = t('admin.modules.newProduct');

  if (categories.isPending) {
    return (
      <Frame title={title}>
        <LoadingState label={t('catalog.products.form.loading')} />
      </Frame>
    );
  }
  if (categories.isError) {
    return (
      <Frame title={title}>
        <ErrorState
          message={errorMessage(categories.error, t('catalog.categories.loadFailed'))}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      </Frame>
    );
  }
  if (categories.data.length === 0) {
    return (
      <Frame title={title}>
        <EmptyState
          icon={FolderTree}
          title={t('catalog.products.form.noCategories')}
          action={
            <Button asChild>
              <Link to={adminPaths.newCategory}>{t('catalog.categories.new')}</Link>
            </Button>
          }
        />
      </Frame>
    );
  }
  // Coming from a list filtered by category, the new product starts in that category.
  const preset = params.get('categoryId') ?? '';
  const categoryId = categories.data.some((category) => category.id === preset) ? preset : '';
  return (
    <ProductEditor
      initial={emptyProductForm(categoryId)}
      categories={categories.data}
      listPath={listPath}
    />
  );
}

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  const categories = useCategories();
  const listPath = useListPath();
  const title = t('admin.modules.editProduct');

  if (product.isPending || categories.isPending) {
    return (
      <Frame title={title}>
        <LoadingState label={t('catalog.products.form.loading')} />
      </Frame>
    );
  }
  const failure = product.error ?? categories.error;
  if (failure) {
    const notFound = isApiError(failure, 'NOT_FOUND');
    return (
      <Frame title={title}>
        <ErrorState
          message={errorMessage(failure, t('catalog.products.form.loadFailed'))}
          retrying={product.isFetching || categories.isFetching}
          onRetry={
            notFound
              ? undefined
              : () => {
                  void product.refetch();
                  void categories.refetch();
                }
          }
        >
          <Button asChild variant={notFound ? 'default' : 'ghost'}>
            <Link to={listPath}>{t('catalog.products.form.backToList')}</Link>
          </Button>
        </ErrorState>
      </Frame>
    );
  }
  if (!product.data || !categories.data) return null;
  return (
    <ProductEditor
      key={product.data.id}
      product={product.data}
      initial={productFormFromProduct(product.data)}
      categories={categories.data}
      listPath={listPath}
    />
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const listPath = useListPath();
  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader
        title={title}
        back={{ to: listPath, label: t('catalog.products.form.backToList') }}
      />
      {children}
    </div>
  );
}

function ProductEditor({
  product,
  initial,
  categories,
  listPath,
}: {
  product?: Product;
  initial: ProductFormValues;
  categories: Category[];
  listPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, clearErrors } = useFormState(initial);
  const [uploading, setUploading] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const busy = save.isPending || remove.isPending;
  // What a choice group's option may be: the shop's other products.
  const optionProducts = (useProducts({}).data ?? []).filter((other) => other.id !== product?.id);

  function change<K extends keyof ProductFormValues>(
    field: K,
    value: ProductFormValues[K],
    errorPath: string = field,
  ) {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors(errorPath);
  }

  function changeRow<List extends 'extras' | 'ingredients'>(
    list: List,
    index: number,
    changes: Partial<ProductFormValues[List][number]>,
    field: string,
  ) {
    setValues((current) => ({
      ...current,
      [list]: current[list].map((row, at) => (at === index ? { ...row, ...changes } : row)),
    }));
    const path = field === 'price' ? 'priceCents' : field;
    clearErrors(`${list}.${index}.${path}`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const validation = validateProductForm(values, {
      priceInvalid: t('catalog.products.form.priceInvalid'),
      extraPriceInvalid: t('catalog.products.form.extras.priceInvalid'),
      optionPriceInvalid: t('catalog.products.form.choices.priceInvalid'),
    });
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(formRef.current);
      toast.error(t('common.fixErrors'));
      return;
    }
    save.mutate(
      { id: product?.id, input: validation.input },
      {
        onSuccess: () => {
          toast.success(t('catalog.products.form.saved'));
          void navigate(listPath);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          focusFirstInvalid(formRef.current);
          toast.error(errorMessage(error, t('catalog.products.form.saveFailed')));
        },
      },
    );
  }

  const selectedCategory = categories.find((category) => category.id === values.categoryId);
  const isAddon = selectedCategory?.name.trim().toLowerCase() === addonsCategoryName.toLowerCase();

  return (
    <Frame title={product ? t('admin.modules.editProduct') : t('admin.modules.newProduct')}>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
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
              </div>
            </CardContent>
          </Card>
          <div className="grid gap-6">
            <Card>
              <CardContent>
                <ImageUploadField
                  upload={uploadImage}
                  value={values.imageUrl}
                  error={errors.imageUrl}
                  disabled={busy}
                  onBusyChange={setUploading}
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
        </div>
        <TranslationFields
          values={values.translations}
          errors={errors}
          disabled={busy}
          withDescription
          onChange={(language, field, text) =>
            change(
              'translations',
              withTranslation(values.translations, language, field, text),
              `translations.${language}.${field}`,
            )
          }
        />
        <ExtrasEditor
          rows={values.extras}
          errors={errors}
          disabled={busy}
          onChange={(index, changes, field) => changeRow('extras', index, changes, field)}
          onRowsChange={(rows) => change('extras', rows)}
        />
        <IngredientsEditor
          rows={values.ingredients}
          errors={errors}
          disabled={busy}
          onChange={(index, changes, field) => changeRow('ingredients', index, changes, field)}
          onRowsChange={(rows) => change('ingredients', rows)}
        />
        <ChoiceGroupsEditor
          groups={values.choiceGroups}
          products={optionProducts}
          errors={errors}
          disabled={busy}
          onChange={(groups, errorPath) => change('choiceGroups', groups, errorPath)}
        />
        <ProductFiscalFields
          values={values}
          errors={errors}
          disabled={busy}
          onChange={(field, value) => change(field, value)}
        />
        <ProductTagsField
          value={values.tags}
          error={errors.tags}
          disabled={busy}
          onChange={(tags) => change('tags', tags)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {product ? (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                className="text-destructive hover:text-destructive"
                disabled={busy}
                onClick={() => setConfirmingDelete(true)}
              >
                <Trash2 aria-hidden />
                {t('common.delete')}
              </Button>
              {/* The stock module's screen: a link, never an import (ADR 013). */}
              <Button asChild variant="outline">
                <Link to={fillPath(adminPaths.stockRecipe, { id: product.id })}>
                  <ClipboardList aria-hidden />
                  {t('catalog.products.form.recipe')}
                </Link>
              </Button>
            </div>
          ) : (
            <span />
          )}
          <FormActions
            busy={save.isPending}
            waiting={uploading || remove.isPending}
            cancelTo={listPath}
          />
        </div>
      </form>
      {product && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('catalog.products.deleteDialog.title')}
          description={t('catalog.products.deleteDialog.description', { name: product.name })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(product.id, {
              onSuccess: () => {
                toast.success(t('catalog.products.deleteDialog.done'));
                void navigate(listPath);
              },
              onError: (error) => {
                setConfirmingDelete(false);
                toast.error(errorMessage(error, t('catalog.products.deleteDialog.failed')));
              },
            })
          }
        />
      )}
    </Frame>
  );
}
