/*
 * Counter sales (PDV) arithmetic, shared by the sale screen and the server so both show and
 * check the same numbers. Plain functions without zod: the admin's sale screen imports them.
 * Money is integer centavos.
 */

export const counterTenderMethods = ['cash', 'pix', 'card'] as const;
export type CounterTenderMethod = (typeof counterTenderMethods)[number];

export type DiscountKind = 'value' | 'percent';

export interface DiscountChoice {
  kind: DiscountKind;
  /** Centavos for `value`, whole percent for `percent`. */
  value: number;
}

/** The discount in centavos on a subtotal: never more than the subtotal itself. */
export function discountCentsOf(subtotalCents: number, discount: DiscountChoice | null): number {
  if (!discount || discount.value <= 0) return 0;
  const cents =
    discount.kind === 'percent'
      ? Math.round((subtotalCents * Math.min(discount.value, 100)) / 100)
      : discount.value;
  return Math.min(Math.max(0, Math.trunc(cents)), subtotalCents);
}

/** True when the discount is above the shop's limit (percent of the subtotal). */
export function discountOverLimit(
  subtotalCents: number,
  discountCents: number,
  limitPercent: number,
): boolean {
  return discountCents * 100 > limitPercent * subtotalCents;
}

export interface Tender {
  method: CounterTenderMethod;
  /** For cash, what the customer handed over; for Pix and card, what is charged. */
  amountCents: number;
  /** Card or Pix charged through the shop's provider rather than confirmed by the cashier. */
  viaProvider?: boolean;
}

export interface AppliedTender {
  method: CounterTenderMethod;
  /** What this tender pays of the order (cash: received minus change). */
  amountCents: number;
  /** Cash only: handed over, and given back. */
  receivedCents: number | null;
  changeCents: number | null;
}

export type TenderProblem =
  'missing' | 'card_or_pix_over_total' | 'cash_not_needed' | 'one_cash_tender';

export interface TenderOutcome {
  applied: AppliedTender[];
  /** Still to pay (0 when covered). */
  missingCents: number;
  changeCents: number;
  problem: TenderProblem | null;
}

export const tenderProblemMessages: Record<TenderProblem, string> = {
  missing: 'O pagamento não cobre o total do pedido',
  card_or_pix_over_total: 'Pix e cartão não podem passar do total: troco só em dinheiro',
  cash_not_needed: 'O total já está pago: retire o valor em dinheiro',
  one_cash_tender: 'Informe o dinheiro recebido uma vez só',
};

/**
 * How tenders pay a total: Pix and card pay exactly what they say (never more than the
 * total: change comes only from cash), cash pays the rest and gives the change back.
 */
export function applyTenders(totalCents: number, tenders: readonly Tender[]): TenderOutcome {
  const cash = tenders.filter((tender) => tender.method === 'cash');
  const others = tenders.filter((tender) => tender.method !== 'cash');
  const otherCents = others.reduce((sum, tender) => sum + tender.amountCents, 0);
  const receivedCents = cash.reduce((sum, tender) => sum + tender.amountCents, 0);
  const cashDue = Math.max(0, totalCents - otherCents);
  const changeCents = Math.max(0, receivedCents - cashDue);
  const applied: AppliedTender[] = others.map((tender) => ({
    method: tender.method,
    amountCents: tender.amountCents,
    receivedCents: null,
    changeCents: null,
  }));
  if (cash.length > 0) {
    applied.push({
      method: 'cash',
      amountCents: Math.min(receivedCents, cashDue),
      receivedCents,
      changeCents,
    });
  }
  const missingCents = Math.max(0, totalCents - otherCents - receivedCents);
  const problem: TenderProblem | null =
    cash.length > 1
      ? 'one_cash_tender'
      : otherCents > totalCents
        ? 'card_or_pix_over_total'
        : cash.length === 1 && receivedCents > 0 && cashDue === 0
          ? 'cash_not_needed'
          : missingCents > 0
            ? 'missing'
            : null;
  return { applied, missingCents, changeCents, problem };
}

/**
 * Notes (R$ 200 to R$ 2) and coins (R$ 1 to R$ 0,01) of the Brazilian real, in centavos, for
 * the closing count: the PDV gives change to the centavo, so the count must reach one too.
 */
export const cashDenominations = [
  20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5, 1,
] as const;

/**
 * The key of a count's free amount in centavos (a roll of coins, a foreign note taken at a
 * rate): everything the denominations do not describe.
 */
export const otherCashKey = 'outros';

/** The value of a count by denomination: { "5000": 2, outros: 30 } is R$ 100,30. */
export function countedCents(count: Readonly<Record<string, number>>): number {
  return Object.entries(count).reduce(
    (sum, [denomination, quantity]) =>
      sum + (denomination === otherCashKey ? quantity : Number(denomination) * quantity),
    0,
  );
}
