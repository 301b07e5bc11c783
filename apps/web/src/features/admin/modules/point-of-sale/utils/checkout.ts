import {
  applyTenders,
  discountCentsOf,
  discountOverLimit,
  isValidCpf,
  type CounterSaleInput,
  type CounterSaleResult,
  type CounterTenderMethod,
  type KioskProduct,
  type Tender,
  type TenderProblem,
} from '@comanda/shared';
import { approvalOf } from './approval';
import { parseReais } from '@/lib/money-input';
import {
  discountOf,
  emptyDiscount,
  saleItems,
  subtotalOf,
  type DiscountDraft,
  type SaleLine,
} from './sale';

/*
 * The counter's checkout (pure): what the screen is showing, the totals of the cart as it
 * stands, and the sale the server is sent. The server prices it again; these are for display
 * and for the amounts it checks against (expected total and change).
 */

/** What the counter screen shows: the product grid and cart, a panel over it, or a report. */
export type CounterMode =
  | { name: 'sell' | 'pay' | 'sangria' | 'suprimento' | 'close' | 'history' | 'tabs' | 'due' }
  | { name: 'choices'; product: KioskProduct }
  | { name: 'done'; result: CounterSaleResult }
  | { name: 'waiting'; result: CounterSaleResult }
  | { name: 'report'; registerId: string };

export interface CartDetails {
  customerName: string;
  /** "CPF na nota", as typed (asked only when the shop issues NFC-e). */
  customerCpf: string;
  dineIn: boolean;
  discount: DiscountDraft;
}

export const emptyDetails: CartDetails = {
  customerName: '',
  customerCpf: '',
  dineIn: false,
  discount: emptyDiscount,
};

/** A CPF typed in full (11 digits) whose check digits fail. */
export const cpfInvalid = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 11 && !isValidCpf(digits);
};

/** The cart's totals and how the tenders cover them. */
export function checkoutTotals(
  lines: readonly SaleLine[],
  details: CartDetails,
  tenders: Tender[],
) {
  const subtotalCents = subtotalOf(lines);
  const discount = discountOf(details.discount);
  const discountCents = discountCentsOf(subtotalCents, discount);
  const totalCents = subtotalCents - discountCents;
  return {
    subtotalCents,
    discount,
    discountCents,
    totalCents,
    payment: applyTenders(totalCents, tenders),
  };
}

/**
 * The sale as the server takes it: items by id, the customer's name and CPF when typed, the
 * discount with its reason, an admin's authorization when it is over the shop's limit.
 */
export function counterSaleInput({
  registerId,
  lines,
  details,
  tenders,
  askCpf,
  discountLimitPercent,
}: {
  registerId: string;
  lines: readonly SaleLine[];
  details: CartDetails;
  tenders: Tender[];
  askCpf: boolean;
  discountLimitPercent: number;
}): CounterSaleInput {
  const { subtotalCents, discount, discountCents, totalCents, payment } = checkoutTotals(
    lines,
    details,
    tenders,
  );
  const overLimit = discountOverLimit(subtotalCents, discountCents, discountLimitPercent);
  const { customerName, customerCpf, dineIn } = details;
  return {
    registerId,
    items: saleItems(lines),
    ...(customerName.trim() ? { customerName: customerName.trim() } : {}),
    ...(askCpf && customerCpf.trim() ? { customerCpf } : {}),
    dineIn,
    ...(discount ? { discount: { ...discount, reason: details.discount.reason } } : {}),
    ...(overLimit ? { authorization: approvalOf(details.discount.approver) } : {}),
    tenders,
    expectedTotalCents: totalCents,
    expectedChangeCents: payment.changeCents,
  };
}

/** A sale left waiting for the provider, as the waiting panel resumes it. */
export function resumedSale(left: {
  orderId: string;
  orderNumber: number;
  totalCents: number;
  paymentStatus: CounterSaleResult['paymentStatus'];
  payment: CounterSaleResult['payment'];
}): CounterSaleResult {
  return {
    orderId: left.orderId,
    orderNumber: left.orderNumber,
    subtotalCents: left.totalCents,
    discountCents: 0,
    totalCents: left.totalCents,
    // The change of the sale's own cash was given when it was made.
    changeCents: 0,
    paymentStatus: left.paymentStatus,
    payment: left.payment,
    paymentError: null,
  };
}

/**
 * One more tender: cash received adds to the one cash tender (its change is computed on the
 * whole), anything else is a tender of its own, through the provider when asked.
 */
export function addTender(
  tenders: readonly Tender[],
  tender: { method: Tender['method']; amountCents: number; viaProvider: boolean },
): Tender[] {
  const { method, amountCents, viaProvider } = tender;
  const cash = tenders.find((entry) => entry.method === 'cash');
  if (method === 'cash' && cash) {
    const others = tenders.filter((entry) => entry.method !== 'cash');
    return [...others, { method, amountCents: cash.amountCents + amountCents }];
  }
  return [...tenders, { method, amountCents, ...(viaProvider ? { viaProvider } : {}) }];
}

/** The tender being typed on the payment panel, not yet added. */
export interface TenderDraft {
  method: CounterTenderMethod;
  amount: string;
}

export const emptyDraft: TenderDraft = { method: 'cash', amount: '' };

/**
 * What a confirmation (F9, 'Confirmar venda') sends: the tenders taken plus the cash typed and
 * not yet added (the cashier types what the customer handed over and confirms). Card and Pix
 * typed are not taken for granted: they are added once the terminal or the bank approves.
 * Otherwise why it cannot be confirmed: an amount that is not one, or a problem of the tenders.
 */
export function tendersOnConfirm(
  totalCents: number,
  tenders: readonly Tender[],
  draft: TenderDraft,
):
  | { tenders: Tender[]; problem: null }
  | { problem: 'invalid_amount' }
  | { problem: TenderProblem; missingCents: number } {
  let taken = [...tenders];
  if (draft.method === 'cash' && draft.amount.trim() !== '') {
    const amountCents = parseReais(draft.amount);
    if (!amountCents) return { problem: 'invalid_amount' };
    taken = addTender(taken, { method: 'cash', amountCents, viaProvider: false });
  }
  const { problem, missingCents } = applyTenders(totalCents, taken);
  return problem ? { problem, missingCents } : { tenders: taken, problem: null };
}
