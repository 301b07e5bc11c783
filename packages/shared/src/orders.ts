import { z } from 'zod';
import { optionalCpfSchema } from './tax-id';

/*
 * Placing an order from the kiosk (SPEC §7 `criar-pedido`). The kiosk sends what the customer
 * chose, never a price: the server prices every line from the database with itemTotalCents().
 */

/** `paid` is the spec's `pago`; only paid orders count as confirmed and get printed. */
export const paymentStatuses = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Quantity stepper limits of one cart line (SPEC §5: minimum 1 everywhere). */
export const orderItemMaxQuantity = 99;
/** Lines of one order. */
export const orderMaxItems = 50;
export const orderItemNotesMaxLength = 140;
export const orderNotesMaxLength = 280;
/** R$ 1.000.000,00: far above any real order, far below the integer columns' limit. */
export const orderMaxTotalCents = 100_000_000;

export const idempotencyKeySchema = z
  .string('Cabeçalho Idempotency-Key é obrigatório')
  .regex(
    /^[A-Za-z0-9_-]{8,100}$/,
    'Idempotency-Key deve ter de 8 a 100 letras, números, hífens ou sublinhados',
  );

/** Any UUID Postgres accepts (zod's `uuid()` also demands an RFC version and variant). */
const idList = (invalid: string, repeated: string, max: number) =>
  z
    .array(z.guid(invalid))
    .max(max, `No máximo ${max} itens`)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, repeated)
    .default([]);

/** Optional free text: trimmed, and blank means none. */
const optionalNotes = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const orderItemInputSchema = z.object({
  productId: z.guid('Produto inválido'),
  quantity: z
    .number('Quantidade é obrigatória')
    .int('Quantidade deve ser um número inteiro')
    .min(1, 'Quantidade deve ser no mínimo 1')
    .max(orderItemMaxQuantity, `Quantidade deve ser no máximo ${orderItemMaxQuantity}`),
  /** The product's own extras ("Adicionais"). */
  extraIds: idList('Adicional inválido', 'Adicional repetido', 100),
  /** Products of the Adicionais category chosen with this item ("Adicionar Produtos"). */
  addonProductIds: idList('Produto adicional inválido', 'Produto adicional repetido', 50),
  /** Options chosen in the product's choice groups (a combo's drink and sauces). */
  choiceOptionIds: idList('Opção inválida', 'Opção repetida', 100),
  /** Ingredients the customer asked to leave out ("Sem cebola"). */
  removedIngredientIds: idList('Ingrediente inválido', 'Ingrediente repetido', 100),
  notes: optionalNotes(
    orderItemNotesMaxLength,
    `Observação deve ter no máximo ${orderItemNotesMaxLength} caracteres`,
  ),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;
export type OrderItemData = z.output<typeof orderItemInputSchema>;

/** The kiosk's "Seu nome" field: a first name for the board and the ticket, nothing more. */
export const customerNameMaxLength = 30;

/**
 * Optional first name: trimmed, blank means none; one word of letters (apostrophes and
 * hyphens after the first letter), so the board never shows more personal data than a first name.
 */
const customerNameSchema = z
  .string()
  .trim()
  .max(customerNameMaxLength, `Nome deve ter no máximo ${customerNameMaxLength} caracteres`)
  .refine((name) => name === '' || /^\p{L}[\p{L}'’-]*$/u.test(name), {
    message: 'Informe só o primeiro nome, sem números ou símbolos',
  })
  .optional()
  .transform((name) => name || undefined);

/** POST /api/public/orders. Unknown fields (prices, totals) are dropped, never trusted. */
export const createOrderSchema = z.object({
  items: z
    .array(orderItemInputSchema, 'Adicione itens ao carrinho antes de confirmar')
    .min(1, 'Adicione itens ao carrinho antes de confirmar')
    .max(orderMaxItems, `No máximo ${orderMaxItems} itens por pedido`),
  notes: optionalNotes(
    orderNotesMaxLength,
    `Observações devem ter no máximo ${orderNotesMaxLength} caracteres`,
  ),
  /** Kept only when the shop asks for it (ask_customer_name). */
  customerName: customerNameSchema,
  /** 'Comer aqui' (true) or 'Para levar' (false); kept only when the shop asks (ask_order_type). */
  dineIn: z.boolean('Escolha comer aqui ou para levar').optional(),
  /** "CPF na nota": kept only when the shop issues NFC-e (decision 031). */
  customerCpf: optionalCpfSchema,
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderData = z.output<typeof createOrderSchema>;

/**
 * The answer of POST /api/public/orders: 201 when placed, 200 when the same Idempotency-Key
 * and body were already answered (same order). `publicToken` lets this kiosk follow it.
 */
export const placedOrderSchema = z.object({
  id: z.guid(),
  /** Per establishment and business day (America/Sao_Paulo), from 1. */
  orderNumber: z.number().int(),
  totalCents: z.number().int(),
  publicToken: z.string(),
  paymentStatus: z.enum(paymentStatuses),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** GET /api/public/orders/:id?token=: what the kiosk polls; 404 without the right token. */
export const kioskOrderStatusQuerySchema = z.object({ token: z.string().optional() });
export const kioskOrderStatusSchema = placedOrderSchema.omit({ publicToken: true });
export type KioskOrderStatus = z.infer<typeof kioskOrderStatusSchema>;
