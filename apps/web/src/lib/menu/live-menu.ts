import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryOptions } from './get-menu';
import { withKioskDevice } from './kiosk-device';
import { waitEstimateKey } from './wait-estimate';

const nothingElse: readonly QueryKey[] = [];

/**
 * Keeps an open kiosk's or phone's menu live: the server sends 'menu.changed' on
 * /api/public/menu/events whenever what the menu shows changes (a product sold out or back
 * in stock), and the menu is read again (a cheap revalidation, thanks to its ETag);
 * 'wait.changed' when the kitchen's queue (or busy mode) moves, and the wait estimates and
 * `alsoOnWait` are asked again. EventSource reconnects by itself; a kiosk without it keeps the
 * welcome screen's refresh. Opened once `enabled`.
 */
export function useLiveMenu({
  enabled,
  alsoOnWait = nothingElse,
}: {
  enabled: boolean;
  alsoOnWait?: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(withKioskDevice('/api/public/menu/events'));
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
    source.addEventListener('menu.changed', refresh);
    // The kitchen's queue moved: the wait shown on the screens is asked again.
    const refreshWait = () => {
      void queryClient.invalidateQueries({ queryKey: waitEstimateKey });
      for (const queryKey of alsoOnWait) void queryClient.invalidateQueries({ queryKey });
    };
    source.addEventListener('wait.changed', refreshWait);
    // After a lost connection, changes may have been missed: the menu's and the queue's.
    source.addEventListener('open', () => {
      refresh();
      refreshWait();
    });
    return () => source.close();
  }, [queryClient, enabled, alsoOnWait]);
}
