import { useMemo, useSyncExternalStore } from 'react';
import {
  cartReducer,
  cartTotals,
  loadCart,
  newLineId,
  saveCart,
  type Cart,
  type CartAction,
  type CartStorage,
  type NewCartItem,
} from './cart';

export interface CartStore {
  getSnapshot(): Cart;
  subscribe(listener: () => void): () => void;
  dispatch(action: CartAction): void;
}

/**
 * One cart per kiosk tab, outside React: every screen reads the same state without a provider,
 * and each change is written through to sessionStorage so a reload does not lose the order.
 */
export function createCartStore(storage: CartStorage | undefined): CartStore {
  let cart = loadCart(storage);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => cart,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = cartReducer(cart, action);
      if (next === cart) return;
      cart = next;
      saveCart(storage, cart);
      listeners.forEach((listener) => listener());
    },
  };
}

/** Reading `sessionStorage` itself throws in some privacy modes. */
export function safeSessionStorage(): CartStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const cartStore = createCartStore(safeSessionStorage());

export const cartActions = {
  add: (item: NewCartItem) =>
    cartStore.dispatch({ type: 'add', item: { ...item, lineId: newLineId() } }),
  remove: (lineId: string) => cartStore.dispatch({ type: 'remove', lineId }),
  removeExtra: (lineId: string, extraId: string) =>
    cartStore.dispatch({ type: 'removeExtra', lineId, extraId }),
  removeAddon: (lineId: string, addonId: string) =>
    cartStore.dispatch({ type: 'removeAddon', lineId, addonId }),
  setQuantity: (lineId: string, quantity: number) =>
    cartStore.dispatch({ type: 'setQuantity', lineId, quantity }),
  setNotes: (lineId: string, notes: string) =>
    cartStore.dispatch({ type: 'setNotes', lineId, notes }),
  clear: () => cartStore.dispatch({ type: 'clear' }),
};

export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot);
}

export function useCartTotals() {
  const cart = useCart();
  return useMemo(() => cartTotals(cart), [cart]);
}
