import type { SettledPayment } from '../payments';
import type { FiscalPayment, PaymentKind } from './nfce/types';

/*
 * The pag group of a note from the order's settled payment rows (decision 030): tPag per
 * method, the card group for cards, and the cash change (vTroco).
 */

/**
 * tPag of each way the shop takes money. The payment rows do not record whether a card paid
 * by credit or debit, so a card is "99 outros" with xPag saying so, never a guessed 03/04.
 */
const paymentKinds: Record<string, PaymentKind> = { pix: '17', cash: '01', card: '99' };
export const cardDescription = 'Cartão (crédito ou débito)';

/**
 * CNPJ of the card acquirer, when the provider fixes it: Mercado Pago Instituição de
 * Pagamento Ltda (10.573.521/0001-91) for its Point terminals. A network terminal's acquirer
 * is unknown to us, so it goes without (the field is optional).
 */
const acquirerCnpjs: Record<string, string> = { mercadopago_point: '10573521000191' };

function fiscalPaymentOf(payment: SettledPayment): FiscalPayment {
  const kind = paymentKinds[payment.method] ?? '99';
  // Cash at the counter: vPag is what was handed over; the change goes in vTroco.
  const amountCents =
    payment.method === 'cash' && payment.receivedCents !== null
      ? payment.receivedCents
      : payment.amountCents;
  // Pix carries the card group too: states that apply rejection 391 ask it of tPag 17.
  if (payment.method === 'pix') return { kind, amountCents, card: { integrated: false } };
  if (payment.method !== 'card') return { kind, amountCents };
  return {
    kind,
    description: cardDescription,
    amountCents,
    // tpIntegra 1 ("integrado") requires the acquirer's CNPJ and the authorisation code
    // (rejection 392), and the payment rows keep no authorisation code: 2 until they do.
    card: { integrated: false, acquirerCnpj: acquirerCnpjs[payment.provider] },
  };
}

/** The note's payments and change from the order's settled rows. */
export function fiscalPaymentsOf(settled: SettledPayment[]): {
  payments: FiscalPayment[];
  changeCents: number;
} {
  const payments = settled.map(fiscalPaymentOf);
  const changeCents = settled.reduce(
    (sum, payment) =>
      sum +
      (payment.method === 'cash' && payment.receivedCents !== null
        ? (payment.changeCents ?? 0)
        : 0),
    0,
  );
  return { payments, changeCents };
}
