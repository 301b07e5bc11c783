import { safeSessionStorage } from '@/lib/menu/cart-store-factory';

/*
 * What the online menu keeps for this tab besides the cart: the table of the QR code it was
 * opened from (`/cardapio?mesa=12`, kept while the customer moves between screens) and the
 * order just placed (the Pix and confirmation screens survive a reload).
 */
const tableKey = 'comanda:online-table';
const placedKey = 'comanda:online-placed';

/** A table number as the server accepts it (1 to 9999), or null. */
export function parseTable(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value.trim())) return null;
  const table = Number(value.trim());
  return table >= 1 ? table : null;
}

/** `?mesa=` wins (a new QR code scanned); without it, the table kept for this tab. */
export function rememberTable(search: string): number | null {
  const storage = safeSessionStorage();
  const fromUrl = parseTable(new URLSearchParams(search).get('mesa'));
  try {
    if (fromUrl !== null) storage?.setItem(tableKey, String(fromUrl));
  } catch {
    // Privacy mode: the table still holds for this page.
  }
  return fromUrl ?? parseTable(storage?.getItem(tableKey) ?? null);
}

/** The order placed from this tab, until the customer starts another. */
export interface PlacedOnline {
  id: string;
  orderNumber: number;
  totalCents: number;
  publicToken: string;
  statusPath: string;
  pix: boolean;
  paid: boolean;
}

export function savePlaced(placed: PlacedOnline | null): void {
  try {
    if (placed) safeSessionStorage()?.setItem(placedKey, JSON.stringify(placed));
    else safeSessionStorage()?.removeItem(placedKey);
  } catch {
    // Privacy mode: the screens still work until a reload.
  }
}

export function loadPlaced(): PlacedOnline | null {
  try {
    const value = JSON.parse(safeSessionStorage()?.getItem(placedKey) ?? 'null') as unknown;
    // Checked by hand: no schema library on the phone's download.
    if (typeof value !== 'object' || value === null) return null;
    const placed = value as Partial<PlacedOnline>;
    const ok =
      typeof placed.id === 'string' &&
      typeof placed.orderNumber === 'number' &&
      typeof placed.totalCents === 'number' &&
      typeof placed.publicToken === 'string' &&
      typeof placed.statusPath === 'string' &&
      typeof placed.pix === 'boolean' &&
      typeof placed.paid === 'boolean';
    return ok ? (placed as PlacedOnline) : null;
  } catch {
    return null;
  }
}
