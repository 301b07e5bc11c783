import { itemTotalCents } from '@comanda/shared';
import { z } from 'zod';

/*
 * The kiosk cart (SPEC §3 "Cart item", §4 "Cart"): a pure reducer, its totals and its
 * sessionStorage form. Money is integer centavos; an item's price is always recomputed from
 * its parts with the same itemTotalCents() the server uses, never stored as a total.
 */

const pricedPartSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
});

const cartItemSchema = z.object({
  lineId: z.string().min(1),
  productId: z.string().min(1),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  quantity: z.number().int().min(1),
  imageUrl: z.string().nullable(),
  /** The product's own extras ("Adicionais"). */
  extras: z.array(pricedPartSchema),
  /** Products of the Adicionais category chosen with this item ("Adicionar Produtos"). */
  addons: z.array(pricedPartSchema),
  removals: z.array(z.object({ ingredientId: z.string().min(1), name: z.string() })),
  notes: z.string().optional(),
});

export type CartPart = z.infer<typeof pricedPartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type NewCartItem = Omit<CartItem, 'lineId'>;
export type Cart = readonly CartItem[];

export type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; lineId: string }
  | { type: 'removeExtra'; lineId: string; extraId: string }
  | { type: 'removeAddon'; lineId: string; addonId: string }
  | { type: 'setQuantity'; lineId: string; quantity: number }
  | { type: 'setNotes'; lineId: string; notes: string }
  | { type: 'clear' };

export const emptyCart: Cart = [];

const idsOf = (parts: readonly { id: string }[]) =>
  parts
    .map((part) => part.id)
    .sort()
    .join();

/** Same product, same choices and no notes: adding it again only raises the quantity. */
function sameChoices(a: CartItem, b: CartItem): boolean {
  return (
    a.productId === b.productId &&
    a.priceCents === b.priceCents &&
    !a.notes &&
    !b.notes &&
    idsOf(a.extras) === idsOf(b.extras) &&
    idsOf(a.addons) === idsOf(b.addons) &&
    idsOf(a.removals.map((r) => ({ id: r.ingredientId }))) ===
      idsOf(b.removals.map((r) => ({ id: r.ingredientId })))
  );
}

function updateLine(cart: Cart, lineId: string, update: (item: CartItem) => CartItem): Cart {
  let changed = false;
  const next = cart.map((item) => {
    if (item.lineId !== lineId) return item;
    const updated = update(item);
    changed ||= updated !== item;
    return updated;
  });
  // Unchanged state keeps its identity, so subscribers do not re-render for nothing.
  return changed ? next : cart;
}

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      const { item } = action;
      if (!Number.isInteger(item.quantity) || item.quantity < 1) return cart;
      const same = cart.find((line) => sameChoices(line, item));
      if (!same) return [...cart, item];
      return updateLine(cart, same.lineId, (line) => ({
        ...line,
        quantity: line.quantity + item.quantity,
      }));
    }
    case 'remove': {
      const next = cart.filter((item) => item.lineId !== action.lineId);
      return next.length === cart.length ? cart : next;
    }
    case 'removeExtra':
      return updateLine(cart, action.lineId, (item) =>
        item.extras.some((extra) => extra.id === action.extraId)
          ? { ...item, extras: item.extras.filter((extra) => extra.id !== action.extraId) }
          : item,
      );
    case 'removeAddon':
      return updateLine(cart, action.lineId, (item) =>
        item.addons.some((addon) => addon.id === action.addonId)
          ? { ...item, addons: item.addons.filter((addon) => addon.id !== action.addonId) }
          : item,
      );
    case 'setQuantity':
      // SPEC §4: a quantity below 1 is ignored (removing a line is its own action).
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return cart;
      return updateLine(cart, action.lineId, (item) =>
        item.quantity === action.quantity ? item : { ...item, quantity: action.quantity },
      );
    case 'setNotes':
      return updateLine(cart, action.lineId, (item) => {
        const notes = action.notes || undefined;
        if (item.notes === notes) return item;
        const { notes: _previous, ...rest } = item;
        return notes === undefined ? rest : { ...rest, notes };
      });
    case 'clear':
      return cart.length === 0 ? cart : emptyCart;
  }
}

export function newLineId(): string {
  // randomUUID exists only in secure contexts; a kiosk on a plain-http LAN address is not one.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

// ------------------------------------------------------------------------------- totals

export const lineTotalCents = (item: CartItem): number => itemTotalCents(item);

export interface CartTotals {
  /** Products at their base price, times their quantities. */
  productsCents: number;
  /** Extras and add-on products, times their item's quantity. */
  extrasCents: number;
  /** What the customer pays: the sum of every line's itemTotalCents(). */
  totalCents: number;
  /** Units in the cart (the badge of 'Ver carrinho'). */
  count: number;
}

export function cartTotals(cart: Cart): CartTotals {
  let productsCents = 0;
  let totalCents = 0;
  let count = 0;
  for (const item of cart) {
    productsCents += item.priceCents * item.quantity;
    totalCents += lineTotalCents(item);
    count += item.quantity;
  }
  return { productsCents, extrasCents: totalCents - productsCents, totalCents, count };
}

// ------------------------------------------------------------------------------- storage

/** sessionStorage: a reload keeps the order, a new browser session (or tab) starts empty. */
export const cartStorageKey = 'comanda:kiosk-cart';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedCartSchema = z.object({ version: z.literal(1), items: z.array(cartItemSchema) });

export function loadCart(storage: CartStorage | undefined): Cart {
  const raw = storage?.getItem(cartStorageKey);
  if (!raw) return emptyCart;
  try {
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.items;
  } catch {
    // Corrupt JSON: dropped below like an outdated shape.
  }
  storage?.removeItem(cartStorageKey);
  return emptyCart;
}

export function saveCart(storage: CartStorage | undefined, cart: Cart): void {
  try {
    if (cart.length === 0) storage?.removeItem(cartStorageKey);
    else storage?.setItem(cartStorageKey, JSON.stringify({ version: 1, items: cart }));
  } catch {
    // Quota or privacy mode: the order still works, it just would not survive a reload.
  }
}
