import { useSyncExternalStore } from 'react';
import { mobileMediaQuery } from '@comanda/shared';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(mobileMediaQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below 768px (SPEC §9), following the window as it resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileMediaQuery).matches,
    () => false,
  );
}
