import type { CreateOnlineOrderInput, DeliveryZone, PublicOnlineMenu } from '@comanda/shared';
import { orderItemsOf, type Cart } from '@/lib/menu/cart';
import { parseReais } from '@/lib/money-input';

/*
 * The checkout's form (/cardapio/finalizar) as plain data: what the shop offers, what the
 * customer filled, the delivery fee, the checks a phone can make before sending (the server
 * checks everything again and prices the order: its Portuguese messages are shown as they
 * come), and the body of POST /api/public/online-orders. Checked by hand: zod stays off the
 * phone's download (ADR 066).
 */

type FulfilmentInput = CreateOnlineOrderInput['fulfilment'];
export type Fulfilment = FulfilmentInput['type'];
export type PaymentChoice = 'pix' | 'dinheiro' | 'cartao';

export interface CheckoutForm {
  name: string;
  phone: string;
  fulfilment: Fulfilment | null;
  /** Agendar: for a slot later today or tomorrow (retirada and entrega only). */
  later: boolean;
  slot: string;
  cep: string;
  rua: string;
  numero: string;
  zoneId: string;
  complemento: string;
  payment: PaymentChoice | null;
  /** "Troco para", in reais as typed ('50,00'); cash only, optional. */
  troco: string;
}

export type CheckoutField =
  | 'name'
  | 'phone'
  | 'fulfilment'
  | 'slot'
  | 'cep'
  | 'rua'
  | 'numero'
  | 'zoneId'
  | 'payment'
  | 'troco';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The words of the checks, in the screen's language (locales/pt-BR.json `onlineMenu.errors`). */
export type ErrorTexts = Record<CheckoutField, string>;

/**
 * Whether retirada and entrega may be for now: the shop is open and not in busy mode's
 * "scheduled orders only" (decision 078). Na mesa goes on while busy, like the kiosk.
 */
const forNow = (settings: PublicOnlineMenu) => settings.openNow && !settings.scheduledOnly;

/**
 * The ways offered now, in the screen's order. Na mesa only from a table's QR code; when the
 * shop is closed or the kitchen full, only what may be scheduled (retirada and entrega with
 * Agendar).
 */
export function offeredFulfilments(settings: PublicOnlineMenu, table: number | null): Fulfilment[] {
  const offered: Fulfilment[] = [];
  const canSchedule = settings.fulfilments.agendar && (settings.schedule?.slots.length ?? 0) > 0;
  const now = forNow(settings);
  if (settings.openNow && table !== null && settings.fulfilments.mesa) offered.push('mesa');
  if (settings.fulfilments.retirada && (now || canSchedule)) offered.push('retirada');
  if (settings.fulfilments.entrega && (now || canSchedule)) offered.push('entrega');
  return offered;
}

/**
 * Whether "Agendar" is offered for `fulfilment`, and whether it is the only way (closed now,
 * or busy mode takes scheduled orders only).
 */
export function scheduling(settings: PublicOnlineMenu, fulfilment: Fulfilment | null) {
  const slots = settings.schedule?.slots ?? [];
  const offered =
    fulfilment !== null &&
    fulfilment !== 'mesa' &&
    settings.fulfilments.agendar &&
    slots.length > 0;
  return { offered, required: offered && !forNow(settings), slots };
}

export function initialForm(settings: PublicOnlineMenu, table: number | null): CheckoutForm {
  const offered = offeredFulfilments(settings, table);
  const payments = paymentChoices(settings);
  return {
    name: '',
    phone: '',
    // A single way, or the table's: chosen already.
    fulfilment: offered.includes('mesa') ? 'mesa' : offered.length === 1 ? offered[0]! : null,
    later: !forNow(settings),
    slot: '',
    cep: '',
    rua: '',
    numero: '',
    zoneId: '',
    complemento: '',
    payment: payments.length === 1 ? payments[0]! : null,
    troco: '',
  };
}

export function paymentChoices(settings: PublicOnlineMenu): PaymentChoice[] {
  return (['pix', 'dinheiro', 'cartao'] as const).filter((choice) => settings.payments[choice]);
}

export function chosenZone(settings: PublicOnlineMenu, form: CheckoutForm): DeliveryZone | null {
  if (form.fulfilment !== 'entrega') return null;
  return settings.zones.find((zone) => zone.id === form.zoneId) ?? null;
}

/** The fee shown before sending; the server adds its own to the total it answers. */
export const deliveryFeeCents = (settings: PublicOnlineMenu, form: CheckoutForm): number =>
  chosenZone(settings, form)?.feeCents ?? 0;

const digits = (value: string) => value.replace(/\D/g, '');

/** The WhatsApp number as the server accepts it: DDD and 9 digits starting with 9 (+55 optional). */
export function isWhatsappPhone(phone: string): boolean {
  const local = digits(phone).replace(/^55(?=\d{11}$)/, '');
  return /^[1-9][1-9]9\d{8}$/.test(local);
}

/** The checks a phone can make; `subtotalCents`: the cart's, for the troco. */
export function checkForm(
  form: CheckoutForm,
  settings: PublicOnlineMenu,
  subtotalCents: number,
  texts: ErrorTexts,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!form.name.trim()) errors.name = texts.name;
  if (!isWhatsappPhone(form.phone)) errors.phone = texts.phone;
  if (!form.fulfilment) errors.fulfilment = texts.fulfilment;
  const schedule = scheduling(settings, form.fulfilment);
  if (schedule.offered && (form.later || schedule.required) && !form.slot) errors.slot = texts.slot;
  if (form.fulfilment === 'entrega') {
    if (digits(form.cep).length !== 8) errors.cep = texts.cep;
    if (!form.rua.trim()) errors.rua = texts.rua;
    if (!form.numero.trim()) errors.numero = texts.numero;
    if (!chosenZone(settings, form)) errors.zoneId = texts.zoneId;
  }
  if (!form.payment) errors.payment = texts.payment;
  if (form.payment === 'dinheiro' && form.troco.trim()) {
    const troco = parseReais(form.troco);
    const total = subtotalCents + deliveryFeeCents(settings, form);
    if (troco === null || troco <= total) errors.troco = texts.troco;
  }
  return errors;
}

function fulfilmentInput(form: CheckoutForm, table: number | null): FulfilmentInput {
  if (form.fulfilment === 'mesa') return { type: 'mesa', table: table ?? 0 };
  if (form.fulfilment === 'entrega') {
    return {
      type: 'entrega',
      zoneId: form.zoneId,
      address: {
        cep: digits(form.cep),
        rua: form.rua.trim(),
        numero: form.numero.trim(),
        bairro: '',
        ...(form.complemento.trim() ? { complemento: form.complemento.trim() } : {}),
      },
    };
  }
  return { type: 'retirada' };
}

/** The body of POST /api/public/online-orders for a checked form. */
export function orderInput(
  form: CheckoutForm,
  cart: Cart,
  settings: PublicOnlineMenu,
  table: number | null,
): CreateOnlineOrderInput {
  const fulfilment = fulfilmentInput(form, table);
  if (fulfilment.type === 'entrega') {
    fulfilment.address.bairro = chosenZone(settings, form)?.bairro ?? '';
  }
  const troco = form.payment === 'dinheiro' ? parseReais(form.troco) : null;
  const schedule = scheduling(settings, form.fulfilment);
  return {
    // The kiosk's items: choices and quantities, never a price.
    items: orderItemsOf(cart),
    customer: { name: form.name.trim(), phone: form.phone.trim() },
    fulfilment,
    ...(schedule.offered && (form.later || schedule.required) && form.slot
      ? { scheduledFor: form.slot }
      : {}),
    payment:
      form.payment === 'pix'
        ? { method: 'pix' }
        : {
            method: 'na_entrega',
            kind: form.payment === 'dinheiro' ? 'dinheiro' : 'cartao',
            ...(troco ? { trocoParaCents: troco } : {}),
          },
  };
}
