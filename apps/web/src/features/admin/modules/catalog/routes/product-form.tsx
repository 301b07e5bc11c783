import type { Category, Product } from '@comanda/shared';
import { ClipboardList, FolderTree, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useProduct } from '../api/get-product';
import { useCategories } from '../api/list-categories';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { FormActions } from '../../../../../components/form-actions';
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
import {
  emptyProductForm,
  productFormFromProduct,
  type ProductFormValues,
} from '../utils/product-form';
import { useProductEditor } from '../hooks/use-product-editor';
import { ProductDetailsCard, ProductDisplayCards } from '../components/product-details-card';
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
  const { formRef, submit, setUploading, uploading, save, remove, changeRow, ...part } =
    useProductEditor(product, initial, listPath);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <Frame title={product ? t('admin.modules.editProduct') : t('admin.modules.newProduct')}>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ProductDetailsCard {...part} categories={categories} />
          <ProductDisplayCards {...part} onUploadingChange={setUploading} />
        </div>
        <ProductSections {...part} product={product} changeRow={changeRow} />
        <EditorFooter
          product={product}
          busy={part.busy}
          saving={save.isPending}
          waiting={uploading || remove.isPending}
          listPath={listPath}
          onDelete={() => setConfirmingDelete(true)}
        />
      </form>
      {product && (
        <DeleteProductDialog
          product={product}
          remove={remove}
          listPath={listPath}
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
        />
      )}
    </Frame>
  );
}

type Editor = ReturnType<typeof useProductEditor>;

/** Translations, extras, ingredients, choice groups, fiscal data and tags. */
function ProductSections({
  product,
  values,
  errors,
  busy,
  change,
  changeRow,
}: Pick<Editor, 'values' | 'errors' | 'busy' | 'change' | 'changeRow'> & { product?: Product }) {
  // What a choice group's option may be: the shop's other products.
  const optionProducts = (useProducts({}).data ?? []).filter((other) => other.id !== product?.id);
  return (
    <>
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
    </>
  );
}

/** Delete (behind a confirmation) and the recipe link for a saved product; save and cancel. */
function EditorFooter({
  product,
  busy,
  saving,
  waiting,
  listPath,
  onDelete,
}: {
  product?: Product;
  busy: boolean;
  saving: boolean;
  waiting: boolean;
  listPath: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {product ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:text-destructive"
            disabled={busy}
            onClick={onDelete}
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
      <FormActions busy={saving} waiting={waiting} cancelTo={listPath} />
    </div>
  );
}

/** Asks before deleting the product; back to the list once it is gone. */
function DeleteProductDialog({
  product,
  remove,
  listPath,
  open,
  onOpenChange,
}: {
  product: Product;
  remove: Editor['remove'];
  listPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
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
            onOpenChange(false);
            toast.error(errorMessage(error, t('catalog.products.deleteDialog.failed')));
          },
        })
      }
    />
  );
}
