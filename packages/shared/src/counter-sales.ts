import { z } from 'zod';
import { optionalCpfSchema } from './tax-id';
import { cashDenominations, counterTenderMethods } from './counter-sale-math';
import {
  orderItemInputSchema,
  orderMaxItems,
  orderNotesMaxLength,
  paymentStatuses,
} from './orders';
import { kioskPaymentSchema } from './payments';
import { approvalSchema } from './staff';

/*
 * Counter sales (PDV) and the cash register (caixa). The screen sends what was chosen and the
 * totals it shows; the server prices, discounts and computes the change itself and refuses a
 * sale whose numbers differ from its own (decision 021).
 */

const cents = z.number().int().min(0);
const reason = z
  .string('Informe o motivo')
  .trim()
  .min(3, 'Informe o motivo')
  .max(140, 'Motivo deve ter no máximo 140 caracteres');

export const openRegisterSchema = z.object({
  /** The device or counter ("Caixa 1"). */
  name: z.string().trim().min(1, 'Informe o nome do caixa').max(40),
  openingFloatCents: cents.max(10_000_000),
});
export type OpenRegisterInput = z.input<typeof openRegisterSchema>;

export const cashMovementSchema = z.object({
  kind: z.enum(['sangria', 'suprimento']),
  amountCents: z.number().int().min(1, 'Informe o valor').max(10_000_000),
  reason,
  /** A Gerente or the admin approving a sangria above the shop's threshold (issue 32). */
  authorization: approvalSchema.optional(),
});
export type CashMovementInput = z.input<typeof cashMovementSchema>;

const denominationKeys = cashDenominations.map(String) as [string, ...string[]];

export const closeRegisterSchema = z.object({
  /** The blind count of the drawer: how many of each note and coin. */
  cash: z.partialRecord(z.enum(denominationKeys), z.number().int().min(0).max(100_000)),
  /** What the denominations do not describe, in centavos ("outros"). */
  otherCents: cents.max(10_000_000).default(0),
  /** Card and Pix as counted on the terminal's and bank's summaries. */
  cardCents: cents.max(100_000_000),
  pixCents: cents.max(100_000_000),
  /** A Gerente or the admin approving a difference above the shop's threshold (issue 32). */
  authorization: approvalSchema.optional(),
});
export type CloseRegisterInput = z.input<typeof closeRegisterSchema>;

export const counterSaleSchema = z.object({
  registerId: z.guid('Caixa inválido'),
  items: z
    .array(orderItemInputSchema, 'Adicione itens ao pedido')
    .min(1, 'Adicione itens ao pedido')
    .max(orderMaxItems, `No máximo ${orderMaxItems} itens por pedido`),
  notes: z
    .string()
    .trim()
    .max(orderNotesMaxLength)
    .optional()
    .transform((value) => value || undefined),
  customerName: z
    .string()
    .trim()
    .max(60, 'Nome deve ter no máximo 60 caracteres')
    .optional()
    .transform((value) => value || undefined),
  dineIn: z.boolean().optional(),
  /** "CPF na nota" (decision 031). */
  customerCpf: optionalCpfSchema,
  discount: z
    .object({
      kind: z.enum(['value', 'percent']),
      value: z.number().int().min(1, 'Informe o desconto').max(100_000_000),
      reason,
    })
    .optional(),
  /** An admin of the shop approving a discount above the limit. */
  authorization: approvalSchema.optional(),
  tenders: z
    .array(
      z.object({
        method: z.enum(counterTenderMethods, 'Forma de pagamento inválida'),
        amountCents: z.number().int().min(1, 'Informe o valor').max(100_000_000),
        /**
         * Card or Pix charged through the shop's provider (its terminal, its Pix QR) instead
         * of confirmed by the cashier: the order waits for that payment (decision 021).
         */
        viaProvider: z.boolean().optional(),
      }),
      'Informe o pagamento',
    )
    .min(1, 'Informe o pagamento')
    .max(6),
  /** What the screen shows: the server refuses the sale when its own numbers differ. */
  expectedTotalCents: cents,
  expectedChangeCents: cents,
});
export type CounterSaleInput = z.input<typeof counterSaleSchema>;
export type CounterSaleData = z.output<typeof counterSaleSchema>;

export const counterSaleResultSchema = z.object({
  orderId: z.guid(),
  orderNumber: z.number().int(),
  subtotalCents: cents,
  discountCents: cents,
  totalCents: cents,
  changeCents: cents,
  /** `pending` while a provider tender (terminal, provider Pix) is being paid. */
  paymentStatus: z.enum(paymentStatuses),
  /** The provider tender's payment (Pix QR, card on the terminal), if the sale has one. */
  payment: kioskPaymentSchema.nullable(),
  /** Why the provider could not start the payment: the cashier retries or pays otherwise. */
  paymentError: z.string().nullable(),
});
export type CounterSaleResult = z.infer<typeof counterSaleResultSchema>;

const counterTenderSchema = z.object({
  method: z.enum(counterTenderMethods, 'Forma de pagamento inválida'),
  amountCents: z.number().int().min(1, 'Informe o valor').max(100_000_000),
});

/**
 * A counter sale waiting for its provider tender: what is still due through the provider
 * and its latest payment. GET /api/admin/pdv/sales/:orderId.
 */
export const counterSaleStatusSchema = z.object({
  orderId: z.guid(),
  orderNumber: z.number().int(),
  totalCents: cents,
  paymentStatus: z.enum(paymentStatuses),
  /** Still to pay through the provider (or otherwise); 0 once paid. */
  dueCents: cents,
  dueMethod: z.enum(counterTenderMethods).nullable(),
  payment: kioskPaymentSchema.nullable(),
});
export type CounterSaleStatus = z.infer<typeof counterSaleStatusSchema>;

/** Charge the due amount through the provider again (after a decline), by card or Pix. */
export const counterRetrySchema = z.object({ method: z.enum(['card', 'pix']) });
export type CounterRetryInput = z.infer<typeof counterRetrySchema>;

/** Pay the due amount otherwise: cash, or card/Pix confirmed by the cashier. */
export const counterPayDueSchema = z.object({
  tenders: z.array(counterTenderSchema, 'Informe o pagamento').min(1, 'Informe o pagamento').max(6),
  expectedChangeCents: cents,
});
export type CounterPayDueInput = z.infer<typeof counterPayDueSchema>;

export const counterPayDueResultSchema = counterSaleStatusSchema.extend({ changeCents: cents });

export const registerMovementKinds = [
  'opening',
  'sale',
  'sangria',
  'suprimento',
  'count',
  'difference',
  'refund',
] as const;
export type RegisterMovementKind = (typeof registerMovementKinds)[number];

export const registerMovementSchema = z.object({
  id: z.guid(),
  kind: z.enum(registerMovementKinds),
  method: z.enum(counterTenderMethods),
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  /** The sale's order, for its cancel at the PDV. */
  orderId: z.guid().nullable(),
  actor: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type RegisterMovement = z.infer<typeof registerMovementSchema>;

const methodTotals = z.object({
  method: z.enum(counterTenderMethods),
  expectedCents: z.number().int(),
  countedCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
});

export const registerViewSchema = z.object({
  id: z.guid(),
  name: z.string(),
  operator: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  openingFloatCents: z.number().int(),
  salesCount: z.number().int(),
  /** Per method: what the ledger says should be there, and (closed) what was counted. */
  totals: z.array(methodTotals),
  movements: z.array(registerMovementSchema),
  /** The closing count of the drawer, by denomination (closed registers). */
  cashCount: z.record(z.string(), z.number().int()).nullable(),
});
export type RegisterView = z.infer<typeof registerViewSchema>;

export const currentRegisterSchema = z.object({ register: registerViewSchema.nullable() });

export const registerListSchema = z.object({
  registers: z.array(
    registerViewSchema.pick({
      id: true,
      name: true,
      operator: true,
      openedAt: true,
      closedAt: true,
    }),
  ),
});

/** The counter's menu: the kiosk's products plus `pdv` categories, with product codes. */
export const counterProductCodesSchema = z.record(z.string(), z.string());

/** GET /api/admin/pdv/pix-code?amountCents=: the shop's static Pix for an amount at the counter. */
export const counterPixQuerySchema = z.object({
  amountCents: z.coerce.number().int().min(1).max(100_000_000),
});
export const counterPixSchema = z.object({
  /** The BR Code "copia e cola"; the screen draws it as a QR code. */
  qrCode: z.string(),
});

/**
 * POST /api/admin/pdv/sales/:orderId/cancel: a sale canceled at the PDV, with its reason. A
 * paid one canceled by a Caixa needs a Gerente's or the admin's approval on the spot.
 */
export const cancelCounterSaleSchema = z.object({
  reason: z.string().trim().min(1, 'Informe o motivo do cancelamento').max(200),
  authorization: approvalSchema.optional(),
});
export type CancelCounterSaleInput = z.input<typeof cancelCounterSaleSchema>;
