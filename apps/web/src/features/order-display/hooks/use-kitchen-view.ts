import { kitchenViews, type KitchenOrder, type KitchenView } from '@comanda/shared';
import { useCallback, useState } from 'react';
import { ordersForChannels, useChannelFilter } from './use-channel-filter';

/** The view this tablet shows (the packing bench's stays on 'Embalagem'), kept on the device. */
export const viewStorageKey = 'comanda.kds-view';

export function loadView(storage: Pick<Storage, 'getItem'> | undefined): KitchenView {
  const stored = storage?.getItem(viewStorageKey);
  return (kitchenViews as readonly (string | null | undefined)[]).includes(stored)
    ? (stored as KitchenView)
    : 'orders';
}

/** The display's view and channels (decision 076), both kept on this tablet. */
export function useKitchenViews() {
  const [view, setView] = useState(() => loadView(window.localStorage));
  const choose = useCallback((next: KitchenView) => {
    window.localStorage.setItem(viewStorageKey, next);
    setView(next);
  }, []);
  const { channels, toggle } = useChannelFilter();
  const ofChannels = useCallback(
    (orders: KitchenOrder[]) => ordersForChannels(orders, channels),
    [channels],
  );
  return { view, choose, channels, toggleChannel: toggle, ofChannels };
}
export type KitchenViews = ReturnType<typeof useKitchenViews>;
