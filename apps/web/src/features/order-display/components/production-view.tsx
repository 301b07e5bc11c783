import type { KitchenProduction } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { formatQuantityWithUnit } from '@/lib/quantity-input';
import { ViewState } from './view-states';

/**
 * 'Produção': what the queue needs of each ingredient, through the fichas técnicas ("Pão
 * brioche 7 un"), and the queue's products that have none, which it cannot count.
 */
export function ProductionView({
  production,
  isLoading,
  isError,
}: {
  production: KitchenProduction | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation();
  if (!production) {
    return <ViewState state={isError ? 'error' : isLoading ? 'loading' : 'empty'} />;
  }
  const { items, withoutRecipe } = production;
  if (items.length === 0 && withoutRecipe.length === 0) return <ViewState state="empty" />;
  return (
    <section aria-label={t('kitchenViews.productionTitle')} className="grid content-start gap-3">
      <h2 className="text-xl font-semibold">{t('kitchenViews.productionTitle')}</h2>
      {items.length > 0 && (
        <table className="w-full max-w-3xl text-2xl">
          <thead className="sr-only">
            <tr>
              <th>{t('kitchenViews.ingredient')}</th>
              <th>{t('kitchenViews.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.stockItemId}
                data-testid="production-item"
                className="border-b border-neutral-700"
              >
                <td className="py-2 font-semibold">{item.name}</td>
                <td className="py-2 text-right font-mono tabular-nums">
                  {formatQuantityWithUnit(item.quantityMilli, item.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {withoutRecipe.length > 0 && (
        <div className="grid gap-1 text-lg text-neutral-200">
          <h3 className="font-semibold">{t('kitchenViews.withoutRecipe')}</h3>
          <p>{withoutRecipe.map((product) => `${product.quantity}x ${product.name}`).join(', ')}</p>
        </div>
      )}
    </section>
  );
}
