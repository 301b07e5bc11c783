import { isPackingOrder, type KitchenOrder } from '@comanda/shared';
import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChannelBadge } from '@/components/channel-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ViewState } from './view-states';

/*
 * 'Embalagem' (decision 076): the delivery orders (the online menu's, iFood's, Open
 * Delivery's). Those still in the kitchen are listed to get their bags ready; a ready one is
 * packed and bumped out as dispatched ("Despachar": ready -> delivered). A canceled one stays,
 * struck through, for the shop's minutes, so nobody hands it to a courier.
 */

const stageOf = (order: KitchenOrder) => order.canceled?.stage ?? order.stage;

export function PackingView({
  orders,
  isLoading,
  isError,
  onDispatch,
}: {
  /** The display's orders (its channels, canceled ones within the window). */
  orders: KitchenOrder[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onDispatch: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  if (!orders) return <ViewState state={isError ? 'error' : isLoading ? 'loading' : 'empty'} />;
  const deliveries = orders.filter(isPackingOrder);
  if (deliveries.length === 0) return <ViewState state="empty" />;
  const sections = [
    { key: 'kitchen', title: t('kitchenViews.packingKitchen'), ready: false },
    { key: 'ready', title: t('kitchenViews.packingReady'), ready: true },
  ];
  return (
    <div className="grid flex-1 gap-4 md:grid-cols-2">
      {sections.map((section) => {
        const shown = deliveries.filter((order) => (stageOf(order) === 'ready') === section.ready);
        return (
          <section
            key={section.key}
            aria-label={section.title}
            className="grid content-start gap-3 rounded-lg bg-neutral-800 p-3"
          >
            <h2 className="text-xl font-semibold">{section.title}</h2>
            {shown.length === 0 && (
              <p className="text-lg text-neutral-300">{t('kitchenViews.empty')}</p>
            )}
            {shown.map((order) => (
              <PackingCard
                key={order.id}
                order={order}
                onDispatch={section.ready ? () => onDispatch(order.id) : undefined}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}

function PackingCard({ order, onDispatch }: { order: KitchenOrder; onDispatch?: () => void }) {
  const { t } = useTranslation();
  const canceled = order.canceled !== null;
  return (
    <article
      data-testid="packing-order"
      aria-label={t('kitchenViews.packingOrder', { number: order.orderNumber })}
      className={cn(
        'grid gap-2 rounded-lg border-4 p-3 text-lg',
        canceled
          ? 'border-dashed border-red-400 bg-neutral-800'
          : 'border-neutral-600 bg-neutral-700',
      )}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className={cn('text-3xl font-bold tabular-nums', canceled && 'line-through')}>
          #{order.orderNumber}
        </span>
        {canceled && (
          <span className="rounded bg-red-700 px-2 text-xl font-black text-white">
            {t('orderDisplay.canceled')}
          </span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xl">
        <ChannelBadge channel={order.channel} />
        {order.customerName && <span>{order.customerName}</span>}
      </span>
      <ul className={cn('grid gap-1', canceled && 'line-through')}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <span className="font-semibold">
              {line.quantity}x {line.name}
            </span>
            {line.extras.length > 0 && <span> ({line.extras.join(', ')})</span>}
          </li>
        ))}
      </ul>
      {order.notes && <p className="italic text-yellow-200">{order.notes}</p>}
      {onDispatch && !canceled && (
        <Button
          size="lg"
          aria-label={t('kitchenViews.dispatch', { number: order.orderNumber })}
          onClick={onDispatch}
        >
          <PackageCheck aria-hidden />
          {t('kitchenViews.dispatchShort')}
        </Button>
      )}
    </article>
  );
}
