import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryOptions } from '@/lib/menu/get-menu';
import { withKioskDevice } from '@/lib/menu/kiosk-device';
import { waitEstimateKey } from './wait-estimate';

/**
 * Keeps an open kiosk's menu live: the server sends 'menu.changed' on
 * /api/public/menu/events whenever what the kiosk shows changes (a product sold out or back
 * in stock), and the menu is read again (a cheap revalidation, thanks to its ETag).
 * EventSource reconnects by itself; a kiosk without it keeps the welcome screen's refresh.
 * Opened once `enabled`.
 */
export function useLiveMenu({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(withKioskDevice('/api/public/menu/events'));
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
    source.addEventListener('menu.changed', refresh);
    // The kitchen's queue moved: the wait shown on the summary and payment screens is asked again.
    const refreshWait = () => void queryClient.invalidateQueries({ queryKey: waitEstimateKey });
    source.addEventListener('wait.changed', refreshWait);
    // After a lost connection, changes may have been missed: the menu's and the queue's.
    source.addEventListener('open', () => {
      refresh();
      refreshWait();
    });
    return () => source.close();
  }, [queryClient, enabled]);
}
