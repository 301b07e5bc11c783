import type { Product, Recipe, StockItem, StockProduct } from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminPaths } from '@/features/admin/admin-paths';
import { errorMessage } from '@/lib/error-message';
import { fillPath } from '@/lib/fill-path';
import { useStockItems } from '../api/list-stock-items';
import {
  soldOutPaths,
  useRecipe,
  useRecipeProduct,
  useSaveRecipe,
  useStockProducts,
} from '../api/recipes';
import { RecipeLines } from '../components/recipe-lines';
import { SoldOutControl, SoldOutMarkBadge } from '../components/sold-out-control';
import { draftOf, recipeOf, type LineErrors, type RecipeDraft } from '../utils/recipe-draft';

/**
 * /admin/estoque/ficha-tecnica/:id: what one unit of a product consumes, and what each of its
 * extras adds (decision 018); the admin's 'Esgotado' mark for the product too. An add-on
 * product consumes its own ficha, edited on its own page.
 */
export default function RecipeScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useRecipeProduct(id);
  const recipe = useRecipe(id);
  const items = useStockItems();
  const queries = [product, recipe, items];
  const failed = queries.find((query) => query.isError);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeader
        title={
          product.data
            ? t('stock.recipe.title', { name: product.data.name })
            : t('stock.recipe.titleLoading')
        }
        description={t('stock.recipe.description')}
        back={{ to: adminPaths.stock, label: t('stock.recipe.back') }}
      />
      {failed ? (
        <ErrorState
          message={errorMessage(failed.error, t('stock.recipe.loadFailed'))}
          retrying={queries.some((query) => query.isFetching)}
          onRetry={() => queries.forEach((query) => void query.refetch())}
        />
      ) : product.data && recipe.data && items.data ? (
        <>
          <SoldOutCard product={product.data} />
          <RecipeForm
            key={product.data.id}
            product={product.data}
            recipe={recipe.data}
            items={items.data}
          />
        </>
      ) : (
        <LoadingState label={t('stock.recipe.loading')} />
      )}
    </div>
  );
}

/**
 * Whether the product is 'Esgotado' now and why, the admin's mark to set (for a period) or
 * lift, and the same for each of its extras (decision 069).
 */
function SoldOutCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const products = useStockProducts();
  const state: StockProduct | undefined = products.data?.find((row) => row.id === product.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.recipe.availability')}</CardTitle>
        <CardDescription>{t('stock.recipe.availabilityHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!state ? (
          <span className="text-muted-foreground">{t('stock.products.loading')}</span>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span data-testid="availability">
                {state.soldOutMarked ? (
                  <SoldOutMarkBadge state={state} />
                ) : state.soldOutByStock ? (
                  <Badge className="border-transparent bg-destructive text-white">
                    {t('stock.products.soldOutByStock')}
                  </Badge>
                ) : (
                  t('stock.products.available')
                )}
              </span>
              <SoldOutControl
                name={product.name}
                path={soldOutPaths.product(product.id)}
                state={state}
              />
            </div>
            {state.extras.length > 0 && (
              <section aria-labelledby="sold-out-extras" className="flex flex-col gap-2">
                <h3 id="sold-out-extras" className="font-medium">
                  {t('stock.soldOut.extrasTitle')}
                </h3>
                <ul className="flex flex-col gap-2">
                  {state.extras.map((extra) => (
                    <li
                      key={extra.id}
                      className="flex flex-wrap items-center justify-between gap-2 border-t pt-2"
                    >
                      <span>
                        {extra.name} <SoldOutMarkBadge state={extra} />
                      </span>
                      <SoldOutControl
                        name={extra.name}
                        path={soldOutPaths.extra(extra.id)}
                        state={extra}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecipeForm({
  product,
  recipe,
  items,
}: {
  product: Product;
  recipe: Recipe;
  items: StockItem[];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RecipeDraft>(() =>
    draftOf(
      recipe,
      product.extras.map((extra) => extra.id),
    ),
  );
  const [errors, setErrors] = useState<LineErrors>({});
  const save = useSaveRecipe(product.id);
  const title = t('stock.recipe.formTitle', { name: product.name });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = recipeOf(draft, {
      item: t('stock.recipe.invalidItem'),
      quantity: t('stock.recipe.invalidQuantity'),
    });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.recipe, {
      onSuccess: () => toast.success(t('stock.recipe.saved')),
      onError: (error) => toast.error(errorMessage(error, t('stock.recipe.saveFailed'))),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.recipe.formHeading')}</CardTitle>
        <CardDescription>{t('stock.recipe.formHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <NoStockItems />
        ) : (
          <form noValidate onSubmit={submit} aria-label={title} className="grid gap-6">
            <RecipeLines
              title={t('stock.recipe.productLines', { name: product.name })}
              lines={draft.lines}
              onChange={(lines) => setDraft({ ...draft, lines })}
              items={items}
              ingredients={product.ingredients}
              errors={errors}
              disabled={save.isPending}
            />
            {product.extras.map((extra) => (
              <RecipeLines
                key={extra.id}
                title={t('stock.recipe.extraLines', { name: extra.name })}
                lines={draft.extras[extra.id] ?? []}
                onChange={(lines) =>
                  setDraft({ ...draft, extras: { ...draft.extras, [extra.id]: lines } })
                }
                items={items}
                errors={errors}
                disabled={save.isPending}
              />
            ))}
            <RecipeFormFooter productId={product.id} saving={save.isPending} />
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** No stock item yet: a recipe has nothing to use. */
function NoStockItems() {
  const { t } = useTranslation();
  return (
    <p className="text-muted-foreground">
      {t('stock.recipe.noItems')}{' '}
      <Link className="underline" to={adminPaths.stock}>
        {t('stock.recipe.back')}
      </Link>
    </p>
  );
}

/** The way back to the product, and the save button. */
function RecipeFormFooter({ productId, saving }: { productId: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Link className="text-sm underline" to={fillPath(adminPaths.editProduct, { id: productId })}>
        {t('stock.recipe.editProduct')}
      </Link>
      <Button type="submit" disabled={saving}>
        {t('stock.recipe.save')}
      </Button>
    </div>
  );
}
