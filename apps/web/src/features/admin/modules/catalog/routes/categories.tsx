import { addonsCategoryName, type Category } from '@comanda/shared';
import { ChevronDown, ChevronUp, FolderTree, ImageIcon, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@/lib/fill-path';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RowActions } from '../../../../../components/row-actions';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { useSetCategoryActive } from '../api/toggle-category-active';
import { AddonsHint } from '../components/addons-hint';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { moveId } from '../utils/category-order';
import { adminPaths } from '@/features/admin/admin-paths';

/** /admin/categorias: the categories in display order, to reorder, switch, edit or delete. */
export default function Categories() {
  const { t } = useTranslation();
  const categories = useCategories();

  const newButton = (
    <Button asChild>
      <Link to={adminPaths.newCategory}>
        <Plus aria-hidden />
        {t('catalog.categories.new')}
      </Link>
    </Button>
  );

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={t('admin.modules.categories')}
        description={t('catalog.categories.description')}
        actions={newButton}
      />
      <AddonsHint />
      {categories.isPending ? (
        <LoadingState label={t('catalog.categories.loading')} />
      ) : categories.isError ? (
        <ErrorState
          message={errorMessage(categories.error, t('catalog.categories.loadFailed'))}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={FolderTree}
          title={t('catalog.categories.empty')}
          description={t('catalog.categories.emptyHint')}
          action={newButton}
        />
      ) : (
        <CategoryList categories={categories.data} />
      )}
    </div>
  );
}

type Direction = -1 | 1;

function CategoryList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const reorder = useReorderCategories();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<Category | null>(null);
  // Keeps keyboard focus on the moved category's arrows as its row changes place.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; index: number; direction: Direction } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const index = categories.findIndex((category) => category.id === target.id);
    if (index !== target.index) return;
    pendingFocus.current = null;
    const atEnd = target.direction === -1 ? index === 0 : index === categories.length - 1;
    const direction = atEnd ? -target.direction : target.direction;
    moveButtons.current.get(`${target.id}:${direction}`)?.focus();
  }, [categories]);

  function move(index: number, direction: Direction) {
    const ids = moveId(
      categories.map((category) => category.id),
      index,
      direction,
    );
    const category = categories[index];
    if (!ids || !category) return;
    const newIndex = index + direction;
    pendingFocus.current = { id: category.id, index: newIndex, direction };
    setAnnouncement(
      t('catalog.categories.moved', {
        name: category.name,
        position: newIndex + 1,
        total: categories.length,
      }),
    );
    reorder.mutate(ids, {
      onError: (error) => toast.error(errorMessage(error, t('catalog.categories.reorderFailed'))),
    });
  }

  return (
    <>
      <Card className="gap-0 overflow-hidden py-0">
        <ol aria-label={t('admin.modules.categories')} className="divide-y divide-border">
          {categories.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              moveButtonRef={(direction, element) => {
                const key = `${category.id}:${direction}`;
                if (element) moveButtons.current.set(key, element);
                else moveButtons.current.delete(key);
              }}
              onMove={(direction) => move(index, direction)}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </ol>
      </Card>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** One category: its arrows, picture, name, type, product count, switch and actions. */
function CategoryRow({
  category,
  first,
  last,
  moveButtonRef,
  onMove,
  onDelete,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  /** Where the row's move buttons are, for the focus to follow a moved category. */
  moveButtonRef: (direction: Direction, element: HTMLButtonElement | null) => void;
  onMove: (direction: Direction) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:px-4">
      <div className="flex items-center gap-3">
        <div className="flex flex-col">
          {([-1, 1] as const).map((direction) => {
            const Icon = direction === -1 ? ChevronUp : ChevronDown;
            return (
              <Button
                key={direction}
                ref={(element) => moveButtonRef(direction, element)}
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={direction === -1 ? first : last}
                aria-label={t(
                  direction === -1 ? 'catalog.categories.moveUp' : 'catalog.categories.moveDown',
                  { name: category.name },
                )}
                onClick={() => onMove(direction)}
              >
                <Icon aria-hidden />
              </Button>
            );
          })}
        </div>
        <Thumbnail url={category.imageUrl} />
      </div>
      <div className="grid min-w-40 flex-1 gap-1">
        <p className="font-medium break-words">{category.name}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t(`catalog.types.${category.type}`)}</Badge>
          {category.name.trim().toLowerCase() === addonsCategoryName.toLowerCase() && (
            <Badge variant="accent">{t('catalog.addonsBadge')}</Badge>
          )}
          <span>{t('catalog.categories.productCount', { count: category.productCount })}</span>
        </div>
      </div>
      <div className="flex items-center gap-4">
        <ActiveSwitch category={category} />
        <RowActions
          editTo={fillPath(adminPaths.editCategory, { id: category.id })}
          editLabel={t('catalog.categories.editLabel', { name: category.name })}
          deleteLabel={t('catalog.categories.deleteLabel', { name: category.name })}
          onDelete={onDelete}
        />
      </div>
    </li>
  );
}

function Thumbnail({ url }: { url: string | null }) {
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageIcon aria-hidden className="size-5 text-muted-foreground" />
      )}
    </div>
  );
}

function ActiveSwitch({ category }: { category: Category }) {
  const { t } = useTranslation();
  const setActive = useSetCategoryActive();
  const { name } = category;
  // Shows the requested state while the server confirms it.
  const checked = setActive.isPending ? setActive.variables.active : category.active;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Switch
        checked={checked}
        disabled={setActive.isPending}
        aria-label={t('catalog.categories.activeToggle', { name })}
        onCheckedChange={(active) =>
          setActive.mutate(
            { id: category.id, active },
            {
              onSuccess: () =>
                toast.success(
                  t(active ? 'catalog.categories.activated' : 'catalog.categories.deactivated', {
                    name,
                  }),
                ),
              onError: (error) =>
                toast.error(errorMessage(error, t('catalog.categories.toggleFailed'))),
            },
          )
        }
      />
      <span className="w-12 text-muted-foreground" aria-hidden>
        {checked ? t('catalog.categories.active') : t('catalog.categories.inactive')}
      </span>
    </div>
  );
}

function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCategory();
  const name = category?.name ?? '';
  const productCount = category?.productCount ?? 0;
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('catalog.categories.deleteDialog.title')}
      description={
        productCount > 0
          ? t('catalog.categories.deleteDialog.hasProducts', { name, count: productCount })
          : t('catalog.categories.deleteDialog.description', { name })
      }
      blocked={productCount > 0}
      pending={remove.isPending}
      onConfirm={() => {
        if (!category) return;
        remove.mutate(category.id, {
          onSuccess: () => {
            toast.success(t('catalog.categories.deleteDialog.done'));
            onClose();
          },
          onError: (error) => {
            // 409: products were added meanwhile; the server's message says why.
            toast.error(errorMessage(error, t('catalog.categories.deleteDialog.failed')));
            onClose();
          },
        });
      }}
    />
  );
}
