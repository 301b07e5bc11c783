import type { CreateOrderInput } from '@comanda/shared';
import { newLineId, orderItemsOf, type Cart } from '@/lib/menu/cart';
import { safeSessionStorage } from '@/lib/menu/cart-store-factory';
import type { OrderDetails } from '../cart/order-details';

/*
 * One checkout per cart: the Idempotency-Key made before the first attempt to place the order
 * and reused on every retry and every tap, so the server places it once. A changed cart is a
 * new checkout (the server would refuse the old key with another body). Kept in
 * sessionStorage so a reload mid-payment still finds the order instead of placing another:
 * the server answers a known key with the order as it is now.
 */

export interface Checkout {
  idempotencyKey: string;
  /** The request body the key was made for, as sent. */
  body: string;
}

/**
 * What the server needs of the cart (orderItemsOf), and the answers to what the shop asks
 * (dine-in or takeaway, a first name) when given.
 */
export function orderInputOf(cart: Cart, details: OrderDetails = {}): CreateOrderInput {
  // A name starts with a letter: leading apostrophes or hyphens are dropped.
  const customerName = details.customerName?.replace(/^[^\p{L}]+/u, '');
  return {
    ...(details.dineIn === undefined ? {} : { dineIn: details.dineIn }),
    ...(customerName ? { customerName } : {}),
    ...(details.customerCpf && details.cpfValid ? { customerCpf: details.customerCpf } : {}),
    items: orderItemsOf(cart),
  };
}

/** The same checkout while the cart is unchanged; a new one for a changed cart. */
export function checkoutFor(previous: Checkout | null, input: CreateOrderInput): Checkout {
  const body = JSON.stringify(input);
  if (previous?.body === body) return previous;
  return newCheckout(input);
}

/** A new key for `input`, e.g. when the order of the previous one can no longer be paid. */
export function newCheckout(input: CreateOrderInput): Checkout {
  return { idempotencyKey: newIdempotencyKey(), body: JSON.stringify(input) };
}

function newIdempotencyKey(): string {
  return `kiosk-${newLineId()}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

// ------------------------------------------------------------------------------- storage

export const checkoutStorageKey = 'comanda:kiosk-checkout';

type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadCheckout(storage: CheckoutStorage | undefined): Checkout | null {
  try {
    const raw = storage?.getItem(checkoutStorageKey);
    if (!raw) return null;
    // Checked by hand: zod would be the largest part of the kiosk's download.
    const stored = JSON.parse(raw) as Partial<Record<keyof Checkout, unknown>> | null;
    const { idempotencyKey, body } = stored ?? {};
    if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 8) return null;
    return typeof body === 'string' ? { idempotencyKey, body } : null;
  } catch {
    return null;
  }
}

export function saveCheckout(storage: CheckoutStorage | undefined, checkout: Checkout | null) {
  try {
    if (checkout) storage?.setItem(checkoutStorageKey, JSON.stringify(checkout));
    else storage?.removeItem(checkoutStorageKey);
  } catch {
    // Privacy mode or quota: retries in this page still reuse the key held in memory.
  }
}

/** A new customer starts without the previous one's checkout. */
export function forgetCheckout(): void {
  saveCheckout(safeSessionStorage(), null);
}
