import type { AllDayItem } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { ViewState } from './view-states';

/**
 * 'Totais': how many of each item the queue holds (waiting and in preparation), most first,
 * with the units per chosen options; computed by the server (decision 076).
 */
export function AllDayView({
  items,
  isLoading,
  isError,
}: {
  items: AllDayItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation();
  if (!items) return <ViewState state={isError ? 'error' : isLoading ? 'loading' : 'empty'} />;
  if (items.length === 0) return <ViewState state="empty" />;
  return (
    <section aria-label={t('kitchenViews.allDayTitle')} className="grid gap-3">
      <h2 className="text-xl font-semibold">{t('kitchenViews.allDayTitle')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={`${item.station ?? ''}:${item.name}`}
            data-testid="all-day-item"
            className="grid gap-2 rounded-lg border-4 border-neutral-600 bg-neutral-800 p-3"
          >
            <span className="flex items-baseline gap-3">
              <span className="text-4xl font-black tabular-nums">{item.quantity}</span>
              <span className="text-2xl font-semibold">{item.name}</span>
            </span>
            <span className="text-lg text-neutral-200">
              {[
                item.station,
                t('kitchenViews.waiting', { count: item.waiting }),
                t('kitchenViews.preparing', { count: item.preparing }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {item.variants.length > 0 && (
              <ul className="grid gap-1 text-lg">
                {item.variants.map((variant) => (
                  <li key={variant.label}>
                    <span className="font-bold tabular-nums">{variant.quantity}x</span>{' '}
                    {variant.label}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
