import {
  cartActionsOf,
  createCartStore,
  safeSessionStorage,
  useCartOf,
  useCartTotalsOf,
} from './cart-store-factory';

/** The kiosk's one cart, in sessionStorage (cart-store-factory.ts). */
export { createCartStore, safeSessionStorage, type CartStore } from './cart-store-factory';

export const cartStore = createCartStore(safeSessionStorage());

export const cartActions = cartActionsOf(cartStore);

export const useCart = () => useCartOf(cartStore);

export const useCartTotals = () => useCartTotalsOf(cartStore);
