import { formatCents, type ProductListQuery, type ProductSummary } from '@comanda/shared';
import { ImageIcon, LoaderCircle, Package, Plus, Search, SearchX, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@/lib/fill-path';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RowActions } from '../../../../../components/row-actions';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { useDeleteProduct } from '../api/delete-product';
import { useCategories } from '../api/list-categories';
import { useProducts } from '../api/list-products';
import { useToggleProduct } from '../api/toggle-product';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import type { ProductListState } from '../utils/list-state';
import { adminPaths } from '@/features/admin/admin-paths';

const searchDelayMs = 300;

type Flag = 'true' | 'false';
const asFlag = (value: string | null): Flag | undefined =>
  value === 'true' || value === 'false' ? value : undefined;
const guid = z.guid();

/** The list's filters live in the URL: reloadable, shareable, and kept by the back button. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('categoryId') ?? '';
  const filters: ProductListQuery = {
    search: params.get('search')?.trim() || undefined,
    categoryId: guid.safeParse(categoryId).success ? categoryId : undefined,
    active: asFlag(params.get('active')),
    featured: asFlag(params.get('featured')),
  };
  const setFilter = (name: keyof ProductListQuery, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return { filters, setFilter, clear, filtered, search: params.get('search') ?? '' };
}

/** The search box's text; typing waits for a pause before it becomes a query. */
function useSearchText(search: string, onSearch: (text: string) => void) {
  const [searchText, setSearchText] = useState(search);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const typeSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => onSearch(text), searchDelayMs);
  };
  const clearSearch = () => {
    clearTimeout(searchTimer.current);
    setSearchText('');
  };
  return { searchText, typeSearch, clearSearch };
}

/** /admin/produtos: search, filters, and each product's quick switches. */
export default function Products() {
  const { t } = useTranslation();
  const location = useLocation();
  const { filters, setFilter, clear, filtered, search } = useFilters();
  const products = useProducts(filters);
  const { searchText, typeSearch, clearSearch } = useSearchText(search, (text) =>
    setFilter('search', text),
  );

  const listState: ProductListState = { listSearch: location.search };
  const newProductPath = filters.categoryId
    ? `${adminPaths.newProduct}?categoryId=${filters.categoryId}`
    : adminPaths.newProduct;
  const newButton = (
    <Button asChild>
      <Link to={newProductPath} state={listState}>
        <Plus aria-hidden />
        {t('catalog.products.new')}
      </Link>
    </Button>
  );
  const clearFilters = () => {
    clearSearch();
    clear();
  };

  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader
        title={t('admin.modules.products')}
        description={t('catalog.products.description')}
        actions={newButton}
      />
      <Filters
        filters={filters}
        searchText={searchText}
        onSearchText={typeSearch}
        onFilter={setFilter}
        filtered={filtered}
        onClear={clearFilters}
      />
      {products.isPending ? (
        <LoadingState label={t('catalog.products.loading')} />
      ) : products.isError ? (
        <ErrorState
          message={errorMessage(products.error, t('catalog.products.loadFailed'))}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('catalog.products.noMatch')}
            action={
              <Button variant="outline" onClick={clearFilters}>
                {t('catalog.products.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Package}
            title={t('catalog.products.empty')}
            description={t('catalog.products.emptyHint')}
            action={newButton}
          />
        )
      ) : (
        <ProductList
          products={products.data}
          refreshing={products.isPlaceholderData}
          listState={listState}
        />
      )}
    </div>
  );
}

function Filters({
  filters,
  searchText,
  onSearchText,
  onFilter,
  filtered,
  onClear,
}: {
  filters: ProductListQuery;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (name: keyof ProductListQuery, value: string) => void;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useCategories();
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <div className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-search`}>{t('catalog.products.filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder={t('catalog.products.filters.searchPlaceholder')}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            maxLength={120}
          />
        </div>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor={`${id}-category`}>{t('catalog.products.filters.category')}</Label>
        <NativeSelect
          id={`${id}-category`}
          value={filters.categoryId ?? ''}
          onChange={(event) => onFilter('categoryId', event.target.value)}
        >
          <option value="">{t('catalog.products.filters.allCategories')}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <YesNoFilter
        id={`${id}-active`}
        label={t('catalog.products.filters.status')}
        value={filters.active}
        yes={t('catalog.products.filters.activeOnly')}
        no={t('catalog.products.filters.inactiveOnly')}
        onChange={(value) => onFilter('active', value)}
      />
      <YesNoFilter
        id={`${id}-featured`}
        label={t('catalog.products.filters.featured')}
        value={filters.featured}
        yes={t('catalog.products.filters.featuredOnly')}
        no={t('catalog.products.filters.notFeatured')}
        onChange={(value) => onFilter('featured', value)}
      />
      <Button
        variant="ghost"
        disabled={!filtered && searchText === ''}
        onClick={onClear}
        className="col-span-2 justify-self-start sm:col-span-1 lg:col-span-1"
      >
        {t('catalog.products.filters.clear')}
      </Button>
    </search>
  );
}

/** A filter that is all, yes ('true') or no ('false'). */
function YesNoFilter({
  id,
  label,
  value,
  yes,
  no,
  onChange,
}: {
  id: string;
  label: string;
  value: string | boolean | undefined;
  yes: string;
  no: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('catalog.products.filters.all')}</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </NativeSelect>
    </div>
  );
}

function ProductList({
  products,
  refreshing,
  listState,
}: {
  products: ProductSummary[];
  refreshing: boolean;
  listState: ProductListState;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  return (
    <div className="grid gap-2">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {t('catalog.products.count', { count: products.length })}
        {refreshing && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      </p>
      <Card className="gap-0 overflow-hidden py-0">
        <ul aria-label={t('admin.modules.products')} className="divide-y divide-border">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:px-4"
            >
              <Thumbnail url={product.imageUrl} />
              <div className="grid min-w-48 flex-1 gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={fillPath(adminPaths.editProduct, { id: product.id })}
                    state={listState}
                    className="font-medium break-words hover:underline focus-visible:underline focus-visible:outline-none"
                  >
                    {product.name}
                  </Link>
                  {product.featured && (
                    <Badge variant="accent">
                      <Star aria-hidden />
                      {t('catalog.products.featuredBadge')}
                    </Badge>
                  )}
                  {!product.active && (
                    <Badge variant="secondary">{t('catalog.products.inactiveBadge')}</Badge>
                  )}
                </div>
                <p className="text-sm text-muted-foreground">
                  {product.categoryName}
                  {/* Narrow screens: the price joins the text instead of its own column. */}
                  <span className="font-semibold text-foreground tabular-nums sm:hidden">
                    {' · '}
                    {formatCents(product.priceCents)}
                  </span>
                </p>
                {product.description && (
                  <p className="line-clamp-1 text-sm text-muted-foreground">
                    {product.description}
                  </p>
                )}
              </div>
              <p className="hidden w-28 text-right font-semibold tabular-nums sm:block">
                {formatCents(product.priceCents)}
              </p>
              <div className="flex items-center gap-4">
                <ProductSwitch product={product} field="active" />
                <ProductSwitch product={product} field="featured" />
                <RowActions
                  editTo={fillPath(adminPaths.editProduct, { id: product.id })}
                  editState={listState}
                  editLabel={t('catalog.products.editLabel', { name: product.name })}
                  deleteLabel={t('catalog.products.deleteLabel', { name: product.name })}
                  onDelete={() => setDeleting(product)}
                />
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function Thumbnail({ url }: { url: string | null }) {
  return (
    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageIcon aria-hidden className="size-5 text-muted-foreground" />
      )}
    </div>
  );
}

const switchTexts = {
  active: {
    label: 'catalog.products.active',
    aria: 'catalog.products.activeToggle',
    on: 'catalog.products.activated',
    off: 'catalog.products.deactivated',
  },
  featured: {
    label: 'catalog.products.featured',
    aria: 'catalog.products.featuredToggle',
    on: 'catalog.products.featuredOn',
    off: 'catalog.products.featuredOff',
  },
} as const;

/** A row's Ativo or Destaque switch: saved as soon as it is flipped. */
function ProductSwitch({
  product,
  field,
}: {
  product: ProductSummary;
  field: 'active' | 'featured';
}) {
  const { t } = useTranslation();
  const toggle = useToggleProduct();
  const texts = switchTexts[field];
  const { name } = product;
  // Shows the requested state while the server confirms it.
  const checked = toggle.isPending ? (toggle.variables.changes[field] ?? false) : product[field];
  return (
    <div className="grid justify-items-center gap-1">
      <Switch
        checked={checked}
        disabled={toggle.isPending}
        aria-label={t(texts.aria, { name })}
        onCheckedChange={(value) =>
          toggle.mutate(
            { id: product.id, changes: { [field]: value } },
            {
              onSuccess: () => toast.success(t(value ? texts.on : texts.off, { name })),
              onError: (error) =>
                toast.error(errorMessage(error, t('catalog.products.toggleFailed'))),
            },
          )
        }
      />
      <span aria-hidden className="text-xs text-muted-foreground">
        {t(texts.label)}
      </span>
    </div>
  );
}

function DeleteProductDialog({
  product,
  onClose,
}: {
  product: ProductSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('catalog.products.deleteDialog.title')}
      description={t('catalog.products.deleteDialog.description', { name: product?.name ?? '' })}
      pending={remove.isPending}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: () => {
            toast.success(t('catalog.products.deleteDialog.done'));
            onClose();
          },
          onError: (error) =>
            toast.error(errorMessage(error, t('catalog.products.deleteDialog.failed'))),
        });
      }}
    />
  );
}
