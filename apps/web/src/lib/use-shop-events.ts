import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const shopEventsUrl = '/api/admin/events';
const shopEventNames = ['order.updated', 'payment.updated', 'order.stage', 'print.jobs'];

/**
 * Refreshes `queryKey` whenever the shop's Server-Sent Events tell of an order, payment, stage
 * or print change (or of the events named: 'menu.changed' for the PDV's menu, decision 069).
 * Returns whether the stream is up: while it is down (or refused), the caller polls. Not
 * `enabled`, no stream is opened yet (the owner's dashboard opens it once its figures are drawn).
 */
export function useShopEvents(
  queryKey: QueryKey,
  eventNames: readonly string[] = shopEventNames,
  enabled = true,
): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const key = JSON.stringify(queryKey);
  const names = eventNames.join(' ');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(shopEventsUrl);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) });
    source.onopen = () => {
      setLive(true);
      // Changes made while the stream was down were not announced.
      refresh();
    };
    // The browser reconnects by itself (the server asks for 3 s); poll meanwhile.
    source.onerror = () => setLive(false);
    names.split(' ').forEach((name) => source.addEventListener(name, refresh));
    return () => source.close();
  }, [queryClient, key, names, enabled]);

  return live;
}
