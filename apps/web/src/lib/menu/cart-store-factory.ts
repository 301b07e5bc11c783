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
} from '@/lib/menu/cart';

/*
 * A cart store and its actions and hooks, for any cart kept in one storage key: the kiosk's
 * (cart-store.ts) and the online menu's (features/online-menu), which share this code and the
 * reducer but never the cart itself.
 */

export interface CartStore {
  getSnapshot(): Cart;
  subscribe(listener: () => void): () => void;
  dispatch(action: CartAction): void;
}

/**
 * One cart per tab, outside React: every screen reads the same state without a provider, and
 * each change is written through to the storage so a reload does not lose the order.
 */
export function createCartStore(storage: CartStorage | undefined, key?: string): CartStore {
  let cart = loadCart(storage, key);
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
      saveCart(storage, cart, key);
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

export function cartActionsOf(store: CartStore) {
  return {
    add: (item: NewCartItem) =>
      store.dispatch({ type: 'add', item: { ...item, lineId: newLineId() } }),
    remove: (lineId: string) => store.dispatch({ type: 'remove', lineId }),
    removeExtra: (lineId: string, extraId: string) =>
      store.dispatch({ type: 'removeExtra', lineId, extraId }),
    removeAddon: (lineId: string, addonId: string) =>
      store.dispatch({ type: 'removeAddon', lineId, addonId }),
    setQuantity: (lineId: string, quantity: number) =>
      store.dispatch({ type: 'setQuantity', lineId, quantity }),
    setNotes: (lineId: string, notes: string) =>
      store.dispatch({ type: 'setNotes', lineId, notes }),
    clear: () => store.dispatch({ type: 'clear' }),
  };
}
export type CartActions = ReturnType<typeof cartActionsOf>;

export function useCartOf(store: CartStore): Cart {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export function useCartTotalsOf(store: CartStore) {
  const cart = useCartOf(store);
  return useMemo(() => cartTotals(cart), [cart]);
}
