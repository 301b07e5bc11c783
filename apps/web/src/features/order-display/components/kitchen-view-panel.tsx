import type { KitchenOrder } from '@comanda/shared';
import {
  useAllDayCounts,
  useKitchenProduction,
  type KitchenViewFilter,
} from '../api/kitchen-views';
import type { KitchenViews } from '../hooks/use-kitchen-view';
import { AllDayView } from './all-day-view';
import { PackingView } from './packing-view';
import { ProductionView } from './production-view';

interface PanelProps {
  token: string;
  filter: KitchenViewFilter;
  /** The fallback polling while the device stream is down (else the stream refreshes). */
  refetchIntervalMs: number | false;
}

/**
 * The kitchen display's views beside its order columns (decision 076); nothing on 'Pedidos'.
 * Only the shown view asks the server; every `order.stage` event refreshes it (its query
 * key is the device's).
 */
export function KitchenViewPanel({
  views,
  token,
  stations,
  refetchIntervalMs,
  orders,
  shown,
  onDispatch,
}: {
  views: KitchenViews;
  token: string;
  stations: string[];
  refetchIntervalMs: number | false;
  /** The kitchen's queue as loaded, for 'Embalagem'; `shown`: still on the screen. */
  orders: { data?: KitchenOrder[]; isPending: boolean; isError: boolean };
  shown: (order: KitchenOrder) => boolean;
  onDispatch: (orderId: string) => void;
}) {
  const props = { token, refetchIntervalMs, filter: { stations, channels: views.channels } };
  if (views.view === 'orders') return null;
  if (views.view === 'allDay') return <AllDayPanel {...props} />;
  if (views.view === 'production') return <ProductionPanel {...props} />;
  return (
    <PackingView
      orders={orders.data && views.ofChannels(orders.data).filter(shown)}
      isLoading={orders.isPending}
      isError={orders.isError}
      onDispatch={onDispatch}
    />
  );
}

function AllDayPanel({ token, filter, refetchIntervalMs }: PanelProps) {
  const counts = useAllDayCounts(token, filter, refetchIntervalMs);
  return <AllDayView items={counts.data} isLoading={counts.isPending} isError={counts.isError} />;
}

function ProductionPanel({ token, filter, refetchIntervalMs }: PanelProps) {
  const production = useKitchenProduction(token, filter, refetchIntervalMs);
  return (
    <ProductionView
      production={production.data}
      isLoading={production.isPending}
      isError={production.isError}
    />
  );
}
