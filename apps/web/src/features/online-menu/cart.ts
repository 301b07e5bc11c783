import {
  cartActionsOf,
  createCartStore,
  safeSessionStorage,
  useCartOf,
  useCartTotalsOf,
} from '@/lib/menu/cart-store-factory';

/*
 * The customer's cart on /cardapio: the kiosk's cart code (reducer, totals, storage checks)
 * with a store of its own under its own key, so a kiosk and a phone never share a cart.
 */
const store = createCartStore(safeSessionStorage(), 'comanda:online-cart');

export const onlineCartActions = cartActionsOf(store);
export const useOnlineCart = () => useCartOf(store);
export const useOnlineCartTotals = () => useCartTotalsOf(store);
