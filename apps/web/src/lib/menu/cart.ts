import { itemTotalCents, type OrderItemInput } from '@comanda/shared';

/*
 * The kiosk cart (SPEC §3 "Cart item", §4 "Cart"): a pure reducer, its totals and its
 * sessionStorage form. Money is integer centavos; an item's price is always recomputed from
 * its parts with the same itemTotalCents() the server uses, never stored as a total.
 */

export interface CartPart {
  id: string;
  name: string;
  priceCents: number;
}

/** An option chosen in one of the product's choice groups (a combo's drink). */
export interface CartChoice extends CartPart {
  groupName: string;
}

export interface CartItem {
  lineId: string;
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
  imageUrl: string | null;
  /** The product's own extras ("Adicionais"). */
  extras: CartPart[];
  /** Products of the Adicionais category chosen with this item ("Adicionar Produtos"). */
  addons: CartPart[];
  removals: { ingredientId: string; name: string }[];
  /** Options chosen in the product's choice groups, in the groups' order (absent: none). */
  choices?: CartChoice[];
  notes?: string;
}
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
    idsOf(a.choices ?? []) === idsOf(b.choices ?? []) &&
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

/** What the server needs of the cart: choices and quantities, never a price. */
export function orderItemsOf(cart: Cart): OrderItemInput[] {
  return cart.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    extraIds: item.extras.map((extra) => extra.id),
    addonProductIds: item.addons.map((addon) => addon.id),
    removedIngredientIds: item.removals.map((removal) => removal.ingredientId),
    ...(item.choices?.length ? { choiceOptionIds: item.choices.map((choice) => choice.id) } : {}),
    ...(item.notes?.trim() ? { notes: item.notes.trim() } : {}),
  }));
}

// ------------------------------------------------------------------------------- totals

export const lineTotalCents = (item: CartItem): number => itemTotalCents(item);

export interface CartTotals {
  /** Products at their base price, times their quantities. */
  productsCents: number;
  /** Extras, add-on products and chosen options, times their item's quantity. */
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

/** `key`: the kiosk's by default; the online menu keeps its own cart under another. */
export function loadCart(storage: CartStorage | undefined, key = cartStorageKey): Cart {
  const raw = storage?.getItem(key);
  if (!raw) return emptyCart;
  try {
    const stored = JSON.parse(raw) as { version?: unknown; items?: unknown } | null;
    if (stored?.version === 1 && isArrayOf(stored.items, isCartItem)) return stored.items;
  } catch {
    // Corrupt JSON: dropped below like an outdated shape.
  }
  storage?.removeItem(key);
  return emptyCart;
}

export function saveCart(storage: CartStorage | undefined, cart: Cart, key = cartStorageKey): void {
  try {
    if (cart.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify({ version: 1, items: cart }));
  } catch {
    // Quota or privacy mode: the order still works, it just would not survive a reload.
  }
}

/*
 * The stored cart is checked by hand rather than with zod, which would be the largest part of
 * the kiosk's download: an outdated or tampered value is dropped, never half-read.
 */
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isId = (value: unknown) => typeof value === 'string' && value.length > 0;
const isCents = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem);
}

function isCartPart(value: unknown): value is CartPart {
  return (
    isObject(value) && isId(value.id) && typeof value.name === 'string' && isCents(value.priceCents)
  );
}

function isCartChoice(value: unknown): value is CartChoice {
  return isObject(value) && isCartPart(value) && typeof value.groupName === 'string';
}

function isRemoval(value: unknown): value is CartItem['removals'][number] {
  return isObject(value) && isId(value.ingredientId) && typeof value.name === 'string';
}

function isCartItem(value: unknown): value is CartItem {
  return (
    isObject(value) &&
    isId(value.lineId) &&
    isId(value.productId) &&
    typeof value.name === 'string' &&
    isCents(value.priceCents) &&
    Number.isInteger(value.quantity) &&
    (value.quantity as number) >= 1 &&
    (value.imageUrl === null || typeof value.imageUrl === 'string') &&
    isArrayOf(value.extras, isCartPart) &&
    isArrayOf(value.addons, isCartPart) &&
    isArrayOf(value.removals, isRemoval) &&
    (value.choices === undefined || isArrayOf(value.choices, isCartChoice)) &&
    (value.notes === undefined || typeof value.notes === 'string')
  );
}
