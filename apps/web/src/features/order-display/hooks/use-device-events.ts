import { orderKitchenEvent, orderStageEvent, type KitchenOrder } from '@comanda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deviceKeys } from '../api/device';
import { applyStageChange } from '../api/kitchen-cards';

export interface StageChange {
  orderId: string;
  orderNumber: number;
  stage: string;
  previous: string | null;
}

/**
 * Follows the shop's `order.stage` events (an EventSource cannot send headers: the token goes
 * in the address) and refreshes the device's lists. Returns whether the stream is up.
 */
export function useDeviceEvents(token: string, onChange?: (change: StageChange) => void): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/device/events?token=${encodeURIComponent(token)}`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    source.onopen = () => {
      setLive(true);
      refresh();
    };
    source.onerror = () => setLive(false);
    source.addEventListener(orderStageEvent, (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as StageChange;
      latest.current?.(change);
      // The card moves at once, keyed by order: a repeated or late event changes nothing.
      queryClient.setQueryData<KitchenOrder[]>([...deviceKeys.all, 'kitchen-orders'], (orders) =>
        applyStageChange(orders, change),
      );
      refresh();
    });
    // A station's part or a held card changed (expo, 'Segurar'): read the cards again.
    source.addEventListener(orderKitchenEvent, refresh);
    return () => source.close();
  }, [queryClient, token]);

  return live;
}
