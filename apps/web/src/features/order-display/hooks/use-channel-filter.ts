import { orderChannels, type KitchenOrder, type OrderChannel } from '@comanda/shared';
import { useCallback, useState } from 'react';

/*
 * A kitchen display may show only some channels (the iFood tablet, the counter's): like its
 * stations, the choice belongs to the tablet, kept in this device's localStorage.
 */

export const channelStorageKey = 'comanda.kds-channels';

const isChannel = (value: unknown): value is OrderChannel =>
  (orderChannels as readonly unknown[]).includes(value);

/** The channels kept on this device; none (or unreadable) means every channel. */
export function loadChannels(storage: Pick<Storage, 'getItem'> | undefined): OrderChannel[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(channelStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isChannel) : [];
  } catch {
    return [];
  }
}

/** The orders of these channels (every order when none is chosen). */
export function ordersForChannels(
  orders: KitchenOrder[],
  channels: OrderChannel[],
): KitchenOrder[] {
  if (channels.length === 0) return orders;
  return orders.filter((order) => channels.includes(order.channel));
}

export function useChannelFilter() {
  const [channels, setChannels] = useState(() => loadChannels(window.localStorage));
  const toggle = useCallback((channel: OrderChannel | null) => {
    setChannels((current) => {
      // null: 'Todos'.
      const next =
        channel === null
          ? []
          : current.includes(channel)
            ? current.filter((item) => item !== channel)
            : [...current, channel];
      window.localStorage.setItem(channelStorageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  return { channels, toggle };
}
