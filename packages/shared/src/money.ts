/**
 * Money is an integer number of centavos everywhere; it becomes text only at the edge.
 * Formatting is done by hand (not Intl) so that server, browser and tests agree byte for byte.
 */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = (abs % 100).toString().padStart(2, '0');
  return `${sign}R$ ${reais},${centavos}`;
}

// ---------------------------------------------------------------- pricing
// Here rather than beside the menu's schemas: the kiosk imports this, and a module that
// defines zod schemas brings all of zod into its download (schema calls are not tree-shaken).

export interface PricedItem {
  priceCents: number;
  extras: readonly { priceCents: number }[];
  /** Products from the Adicionais category chosen with the item. */
  addons: readonly { priceCents: number }[];
  /** Options chosen in the product's choice groups: their price differences. */
  choices?: readonly { priceCents: number }[] | undefined;
  quantity: number;
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`prices must be non-negative integers of centavos, got ${value}`);
  }
}

/**
 * Item total = (product price + selected extras + selected add-on products + chosen options'
 * differences) x quantity (SPEC §5), in integer centavos. A combo's price is its product price. Used by the kiosk cart and by the server when it prices an
 * order, so both always agree.
 */
export function itemTotalCents(item: PricedItem): number {
  const parts = [...item.extras, ...item.addons, ...(item.choices ?? [])];
  const prices = [item.priceCents, ...parts.map((p) => p.priceCents)];
  prices.forEach(assertCents);
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
    throw new RangeError(`quantity must be an integer of at least 1, got ${item.quantity}`);
  }
  const unitCents = prices.reduce((total, price) => total + price, 0);
  return unitCents * item.quantity;
}
