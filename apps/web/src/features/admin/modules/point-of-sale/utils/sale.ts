import {
  itemTotalCents,
  type DiscountChoice,
  type DiscountKind,
  type KioskMenu,
  type ChosenOption,
  type KioskProduct,
  type OrderItemInput,
} from '@comanda/shared';
import { emptyApprover, type ApproverDraft } from './approval';
import { parseReais } from '@/lib/money-input';

/*
 * The counter's sale being built (pure): lines with the same choices the kiosk offers, their
 * totals from the same itemTotalCents() the server prices with, search and scanner lookup.
 */

export interface SalePart {
  id: string;
  name: string;
  priceCents: number;
}

export interface SaleLine {
  lineId: string;
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
  extras: SalePart[];
  addons: SalePart[];
  removals: { id: string; name: string }[];
  /** Options chosen in the product's choice groups (a combo's drink), with their differences. */
  choices: ChosenOption[];
  notes: string;
}

export const lineTotalCents = (line: SaleLine) => itemTotalCents(line);

export const subtotalOf = (lines: readonly SaleLine[]) =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

const idsOf = (parts: readonly { id: string }[]) =>
  parts
    .map((part) => part.id)
    .sort()
    .join();

function sameChoices(a: SaleLine, b: SaleLine): boolean {
  return (
    a.productId === b.productId &&
    !a.notes &&
    !b.notes &&
    idsOf(a.extras) === idsOf(b.extras) &&
    idsOf(a.addons) === idsOf(b.addons) &&
    idsOf(a.removals) === idsOf(b.removals) &&
    idsOf(a.choices) === idsOf(b.choices)
  );
}

/** Adds a line; the same product with the same choices (and no notes) adds to its quantity. */
export function addLine(lines: readonly SaleLine[], line: SaleLine): SaleLine[] {
  const same = lines.find((existing) => sameChoices(existing, line));
  if (!same) return [...lines, line];
  return lines.map((existing) =>
    existing === same ? { ...existing, quantity: existing.quantity + line.quantity } : existing,
  );
}

let lastLineId = 0;

/** A plain line of one product: no extras, nothing removed. */
export function plainLine(product: KioskProduct, quantity = 1): SaleLine {
  lastLineId += 1;
  return {
    lineId: `line-${lastLineId}`,
    productId: product.id,
    name: product.name,
    priceCents: product.priceCents,
    quantity,
    extras: [],
    addons: [],
    removals: [],
    choices: [],
    notes: '',
  };
}

/**
 * Asks for choices first when the product has extras, removable ingredients or choice groups
 * (a combo's drink; add-on products are offered there too); anything else goes straight to the
 * cart, as a counter wants for drinks and scanned items.
 */
export const needsChoices = (product: KioskProduct) =>
  product.extras.length > 0 || product.ingredients.length > 0 || product.choiceGroups.length > 0;

/** What the counter sells, once each (drinks and desserts are in their categories too). */
export function counterProducts(menu: KioskMenu): KioskProduct[] {
  const byId = new Map<string, KioskProduct>();
  for (const product of [...menu.products, ...menu.drinks, ...menu.desserts]) {
    byId.set(product.id, product);
  }
  return [...byId.values()];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();

/** Products whose name has the text, or whose scanner code starts with it. */
export function searchProducts(
  products: readonly KioskProduct[],
  codes: Readonly<Record<string, string>>,
  text: string,
): KioskProduct[] {
  const wanted = fold(text);
  if (!wanted) return [...products];
  return products.filter(
    (product) =>
      fold(product.name).includes(wanted) || (codes[product.id] ?? '').startsWith(text.trim()),
  );
}

/** A scanner types the code and Enter: the one product with exactly that code. */
export function productByCode(
  products: readonly KioskProduct[],
  codes: Readonly<Record<string, string>>,
  text: string,
): KioskProduct | null {
  const code = text.trim();
  if (!code) return null;
  return products.find((product) => codes[product.id] === code) ?? null;
}

/** The lines as the server takes them: choices by id, never a price. */
export function saleItems(lines: readonly SaleLine[]): OrderItemInput[] {
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    extraIds: line.extras.map((extra) => extra.id),
    addonProductIds: line.addons.map((addon) => addon.id),
    removedIngredientIds: line.removals.map((removal) => removal.id),
    choiceOptionIds: line.choices.map((choice) => choice.id),
    ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
  }));
}

export interface DiscountDraft {
  kind: DiscountKind;
  /** Reais for `value`, whole percent for `percent`, as typed. */
  amount: string;
  reason: string;
  /** Over the shop's limit: who approves (e-mail and password, or PIN). */
  approver: ApproverDraft;
}

export const emptyDiscount: DiscountDraft = {
  kind: 'value',
  amount: '',
  reason: '',
  approver: emptyApprover,
};

/** The discount typed, or null while blank or not a number. */
export function discountOf(draft: DiscountDraft): DiscountChoice | null {
  const text = draft.amount.trim();
  if (!text) return null;
  const value =
    draft.kind === 'value' ? parseReais(text) : /^\d{1,3}$/.test(text) ? Number(text) : null;
  return value && value > 0 ? { kind: draft.kind, value } : null;
}
