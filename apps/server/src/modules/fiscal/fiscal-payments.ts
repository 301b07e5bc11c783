import type { SettledPayment } from '../payments';
import type { FiscalPayment, PaymentKind } from './nfce/types';

/*
 * The pag group of a note from the order's settled payment rows (decisions 030 and 061): tPag
 * per method, the card group for cards and Pix, the cash change (vTroco), and for an order
 * taken by a marketplace the platform as the one that took the money online.
 */

/**
 * tPag of each way the shop takes money. A card whose provider did not say credit or debit
 * is "99 outros" with xPag saying so, never a guessed 03/04.
 */
const paymentKinds: Record<string, PaymentKind> = { pix: '17', cash: '01', card: '99' };
const cardKinds: Record<string, PaymentKind> = { credit: '03', debit: '04' };
export const cardDescription = 'Cartão (crédito ou débito)';

/**
 * CNPJ of the card acquirer, when the provider fixes it: Mercado Pago Instituição de
 * Pagamento Ltda (10.573.521/0001-91) for its Point terminals. A network terminal's acquirer
 * is unknown to us, so it goes without (the field is optional).
 */
const acquirerCnpjs: Record<string, string> = { mercadopago_point: '10573521000191' };

/**
 * tBand (MOC, YA06) of the provider's brand ids (Mercado Pago's payment_method_id; debit
 * cards are "deb" + the brand). A brand not listed is 99 "Outros".
 */
const cardBrands: Record<string, string> = {
  visa: '01',
  debvisa: '01',
  master: '02',
  debmaster: '02',
  amex: '03',
  diners: '05',
  elo: '06',
  debelo: '06',
  hipercard: '07',
  cabal: '09',
  debcabal: '09',
};

/** Providers whose terminal the system drives (the charge is sent, the answer read back). */
const integratedProviders = new Set(['mercadopago_point']);

/** The platform that took an order online: its name (xPag) and CNPJ (the card group's). */
export interface OnlinePlatform {
  platform: string;
  cnpj?: string | undefined;
}

function cardPaymentOf(payment: SettledPayment, amountCents: number): FiscalPayment {
  const card = payment.card ?? {};
  const kind = (card.type && cardKinds[card.type]) || '99';
  const acquirerCnpj = card.acquirerCnpj ?? acquirerCnpjs[payment.provider];
  // tpIntegra 1 ("integrado") requires the acquirer's CNPJ and the authorisation code
  // (rejection 392): only a terminal the system drives, and only when both are known.
  const integrated =
    integratedProviders.has(payment.provider) && Boolean(acquirerCnpj && card.authorization);
  return {
    kind,
    ...(kind === '99' ? { description: cardDescription } : {}),
    amountCents,
    card: {
      integrated,
      acquirerCnpj,
      brand: card.brand ? (cardBrands[card.brand] ?? '99') : undefined,
      authorization: integrated ? card.authorization : undefined,
    },
  };
}

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
  return cardPaymentOf(payment, amountCents);
}

/**
 * A payment taken online by a marketplace (NT 2020.006): à vista, the platform's CNPJ in the
 * card group as the one that processed it (tpIntegra 2: the shop's system did not drive the
 * charge and has no authorisation code), and an unknown method as "99" paid online there.
 */
function onlinePaymentOf(payment: SettledPayment, online: OnlinePlatform): FiscalPayment {
  const own = fiscalPaymentOf(payment);
  if (payment.method === 'cash') return own;
  return {
    ...own,
    ...(own.kind === '99' ? { description: `Pago online pelo ${online.platform}` } : {}),
    card: { integrated: false, acquirerCnpj: online.cnpj, brand: own.card?.brand },
  };
}

/**
 * The payment of one payer of a split tab (decision 082): its method for what its note covers
 * (vPag = vNF; its change and service share are outside the note).
 */
export function payerPaymentOf(
  method: 'cash' | 'pix' | 'card',
  amountCents: number,
): FiscalPayment {
  if (method === 'card') {
    return { kind: '99', description: cardDescription, amountCents, card: { integrated: false } };
  }
  if (method === 'pix') return { kind: '17', amountCents, card: { integrated: false } };
  return { kind: '01', amountCents };
}

/** The note's payments and change from the order's settled rows. */
export function fiscalPaymentsOf(
  settled: SettledPayment[],
  online?: OnlinePlatform,
): {
  payments: FiscalPayment[];
  changeCents: number;
} {
  const payments = settled.map((payment) =>
    online ? onlinePaymentOf(payment, online) : fiscalPaymentOf(payment),
  );
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
