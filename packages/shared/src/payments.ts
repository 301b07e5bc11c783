import { z } from 'zod';
import { kioskOrderStatusSchema } from './orders';

/*
 * Paying a kiosk order (SPEC §4 payment flows, §7 create-pix-payment, verificar-pagamento,
 * enviar-pagamento-maquininha). The kiosk asks for a payment of an order it placed, by method;
 * the server picks the establishment's provider, records the attempt before calling it, and
 * reports the outcome by Server-Sent Events and by polling. Amounts always come from the order.
 */

/** Methods the kiosk offers (SPEC §2 /totem/pagamento: Pix and Cartão are active). */
export const kioskPaymentMethods = ['pix', 'card'] as const;
export type KioskPaymentMethod = (typeof kioskPaymentMethods)[number];
/** Every method a payment row may have: the kiosk's, and cash taken at the counter (PDV). */
export const paymentRowMethods = ['pix', 'card', 'cash'] as const;
export type PaymentRowMethod = (typeof paymentRowMethods)[number];
/** Each method's name for people (screens and exported files). */
export const paymentMethodLabels: Record<PaymentRowMethod, string> = {
  pix: 'Pix',
  card: 'Cartão',
  cash: 'Dinheiro',
};

/**
 * Who takes the payment, chosen per establishment:
 * - `demo`: simulated, for trying the system (establishments.demo_payments);
 * - `mercadopago`: Pix through Mercado Pago (the shop has an access token);
 * - `static_pix`: a BR Code from the shop's own Pix key, confirmed by staff in the admin panel;
 * - `mercadopago_point`: card on a Mercado Pago Point terminal (token + device id);
 * - `network_terminal`: card on a terminal at the shop's `ip_maquininha`;
 * - `counter`: taken at the counter (PDV) and recorded by the cashier: cash in the drawer, or
 *   a card or Pix the cashier saw approved.
 * - `ifood`, `open_delivery`: paid online in the marketplace's app (issue 34); the platform
 *   pays the shop later, net of its commission (decision 052).
 */
export const paymentProviders = [
  'demo',
  'mercadopago',
  'static_pix',
  'mercadopago_point',
  'network_terminal',
  'counter',
  'ifood',
  'open_delivery',
] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * One payment attempt. `approved` makes the order paid. `rejected` is the spec's rejected Pix
 * or DECLINED card; `error` is any other terminal answer ('Status de pagamento desconhecido').
 */
export const paymentAttemptStatuses = [
  'pending',
  'approved',
  'rejected',
  'canceled',
  'expired',
  'error',
] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** POST /api/public/orders/:orderId/payments: pay this order by `method`. */
export const createPaymentSchema = z.object({
  /** The order's public token, from placing it. */
  token: z.string().min(1),
  method: z.enum(kioskPaymentMethods, 'Forma de pagamento inválida'),
});
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

export const pixChargeSchema = z.object({
  /** The BR Code "copia e cola" (the spec's qr_code_text). */
  qrCode: z.string(),
  /** A PNG of the QR code when the provider gives one (the spec's qr_code); else draw qrCode. */
  qrCodeBase64: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** A payment as the kiosk sees it: never a provider's raw answer or error. */
export const kioskPaymentSchema = z.object({
  id: z.guid(),
  orderId: z.guid(),
  method: z.enum(kioskPaymentMethods),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentAttemptStatuses),
  amountCents: z.number().int(),
  /** Simulated: the kiosk labels it 'Demonstração' and offers approve/decline buttons. */
  demo: z.boolean(),
  /** Present for Pix payments. */
  pix: pixChargeSchema.nullable(),
  /**
   * Set when the payment was approved but its order was canceled meanwhile (an item sold out
   * while the customer paid): why, for the kiosk to show; the money is refunded.
   */
  orderCanceledReason: z.string().nullable().optional(),
});
export type KioskPayment = z.infer<typeof kioskPaymentSchema>;

/** GET /api/public/orders/:orderId/payments/:paymentId?token=: the polling fallback (every 3 s). */
export const kioskPaymentQuerySchema = z.object({ token: z.string().optional() });

/** POST /api/public/orders/:orderId/cancel ('Cancelar Pedido'): only while unpaid. */
export const cancelOrderSchema = z.object({ token: z.string().min(1) });

/** POST /api/public/orders/:orderId/payments/:paymentId/demo-outcome: demo payments only. */
export const demoOutcomeSchema = z.object({
  token: z.string().min(1),
  outcome: z.enum(['approved', 'rejected']),
});

/**
 * GET /api/public/orders/:orderId/events?token=: Server-Sent Events of one order. The stream
 * opens with the current `order.updated`, then sends each change of the order and of its
 * payments. Event names and their data:
 */
export const orderEventSchemas = {
  'order.updated': kioskOrderStatusSchema,
  'payment.updated': kioskPaymentSchema.omit({ pix: true }),
} as const;
export type OrderEventName = keyof typeof orderEventSchemas;
