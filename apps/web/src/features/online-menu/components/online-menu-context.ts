import { useOutletContext } from 'react-router';
import type { TenantOutletContext } from '@/lib/tenant-outlet';

/** What the online menu's layout route hands its screens. */
export interface OnlineMenuContext extends TenantOutletContext {
  /** The table of the QR code the menu was opened from, or null. */
  table: number | null;
}

/** The shop and the table, from the online menu's layout route. */
export function useOnlineMenuContext(): OnlineMenuContext {
  const context = useOutletContext<OnlineMenuContext | undefined>();
  if (!context) throw new Error('useOnlineMenuContext must be used below OnlineMenuLayout');
  return context;
}
