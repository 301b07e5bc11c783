import { useOutletContext } from 'react-router';
import type { OnlineMenuContext } from './online-menu-layout';

/** The shop and the table, from the online menu's layout route. */
export function useOnlineMenuContext(): OnlineMenuContext {
  const context = useOutletContext<OnlineMenuContext | undefined>();
  if (!context) throw new Error('useOnlineMenuContext must be used below OnlineMenuLayout');
  return context;
}
