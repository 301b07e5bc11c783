import {
  cartActionsOf,
  createCartStore,
  safeSessionStorage,
  useCartOf,
  useCartTotalsOf,
} from '@/lib/menu/cart-store-factory';

/** The kiosk's one cart, in sessionStorage (cart-store-factory.ts). */
export { createCartStore, safeSessionStorage, type CartStore } from '@/lib/menu/cart-store-factory';

export const cartStore = createCartStore(safeSessionStorage());

export const cartActions = cartActionsOf(cartStore);

export const useCart = () => useCartOf(cartStore);

export const useCartTotals = () => useCartTotalsOf(cartStore);
