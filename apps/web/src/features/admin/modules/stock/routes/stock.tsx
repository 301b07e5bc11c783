import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { useStockItems } from '../api/list-stock-items';
import { MovementsCard } from '../components/movements-card';
import { StockItemForm } from '../components/stock-item-form';
import { ProductsCard } from '../components/products-card';
import { StockCountForm } from '../components/stock-count-form';
import { StockItemsTable } from '../components/stock-items-table';

/**
 * /admin/estoque: levels (low ones highlighted), manual adjustments and losses, inventory
 * counts, the products with their fichas técnicas and 'Esgotado' marks, and the movement
 * history with its CSV (decision 018).
 */
export default function Stock() {
  const { t } = useTranslation();
  const items = useStockItems();
  const [open, setOpen] = useState<'new' | 'count' | null>(null);

  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader
        title={t('admin.modules.stock')}
        description={t('stock.description')}
        actions={
          open === null && (
            <>
              <Button variant="outline" onClick={() => setOpen('count')}>
                <ClipboardList aria-hidden />
                {t('stock.count.start')}
              </Button>
              <Button onClick={() => setOpen('new')}>
                <Plus aria-hidden />
                {t('stock.newItem')}
              </Button>
            </>
          )
        }
      />
      {open === 'new' && <StockItemForm onDone={() => setOpen(null)} />}
      {open === 'count' && items.data && (
        <StockCountForm items={items.data} onDone={() => setOpen(null)} />
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('stock.items.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {items.isPending ? (
            <LoadingState label={t('stock.items.loading')} />
          ) : items.isError ? (
            <ErrorState
              message={errorMessage(items.error, t('stock.items.loadFailed'))}
              retrying={items.isFetching}
              onRetry={() => void items.refetch()}
            />
          ) : items.data.length === 0 ? (
            <p className="text-muted-foreground">{t('stock.items.empty')}</p>
          ) : (
            <StockItemsTable items={items.data} />
          )}
        </CardContent>
      </Card>
      <ProductsCard />
      <MovementsCard items={items.data ?? []} />
    </div>
  );
}
