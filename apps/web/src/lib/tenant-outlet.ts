import type { PublicEstablishment } from '@comanda/shared';
import { useOutletContext } from 'react-router';

/**
 * The tenant gate (features/tenancy) hands the resolved establishment to the screens below it
 * (features/kiosk, ...) through the router outlet, so those features never import tenancy.
 */
export interface TenantOutletContext {
  establishment: PublicEstablishment;
}

export function useOutletEstablishment(): PublicEstablishment {
  const context = useOutletContext<TenantOutletContext | undefined>();
  if (!context) throw new Error('useOutletEstablishment must be used below the tenant gate route');
  return context.establishment;
}
