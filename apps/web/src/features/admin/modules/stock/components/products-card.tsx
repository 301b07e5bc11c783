import type { StockProduct } from '@comanda/shared';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminPaths } from '@/features/admin/admin-paths';
import { errorMessage } from '@/lib/error-message';
import { fillPath } from '@/lib/fill-path';
import { soldOutPaths, useStockProducts } from '../api/recipes';
import { SoldOutControl, SoldOutMarkBadge } from './sold-out-control';

/**
 * The products as stock sees them: 'Esgotado' (marked by the admin, or by stock) or on sale,
 * the size of each ficha técnica, and the way to edit it or to mark the product by hand.
 */
export function ProductsCard() {
  const { t } = useTranslation();
  const products = useStockProducts();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.products.title')}</CardTitle>
        <CardDescription>{t('stock.products.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {products.isPending ? (
          <LoadingState label={t('stock.products.loading')} />
        ) : products.isError ? (
          <ErrorState
            message={errorMessage(products.error, t('stock.products.loadFailed'))}
            retrying={products.isFetching}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.length === 0 ? (
          <p className="text-muted-foreground">{t('stock.products.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label={t('stock.products.title')}>
            <thead className="text-muted-foreground">
              <tr>
                <th className="py-2">{t('stock.products.name')}</th>
                <th>{t('stock.products.status')}</th>
                <th>{t('stock.products.recipe')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function ProductRow({ product }: { product: StockProduct }) {
  const { t } = useTranslation();

  return (
    <tr aria-label={product.name} className="border-t">
      <td className="py-2">
        <span className="font-medium">{product.name}</span>{' '}
        <span className="text-muted-foreground">· {product.categoryName}</span>
      </td>
      <td>
        {product.soldOutMarked ? (
          <SoldOutMarkBadge state={product} />
        ) : product.soldOutByStock ? (
          <Badge className="border-transparent bg-destructive text-white">
            {t('stock.products.soldOutByStock')}
          </Badge>
        ) : (
          <span className="text-muted-foreground">{t('stock.products.available')}</span>
        )}
      </td>
      <td className="tabular-nums">
        {product.recipeLineCount === 0
          ? t('stock.products.noRecipe')
          : t('stock.products.lines', { count: product.recipeLineCount })}
      </td>
      <td className="flex flex-wrap justify-end gap-2 py-2">
        <Button asChild size="sm" variant="outline">
          <Link to={fillPath(adminPaths.stockRecipe, { id: product.id })}>
            <ClipboardList aria-hidden />
            {t('stock.products.editRecipe')}
          </Link>
        </Button>
        <SoldOutControl
          name={product.name}
          path={soldOutPaths.product(product.id)}
          state={product}
        />
      </td>
    </tr>
  );
}
