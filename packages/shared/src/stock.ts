import { z } from 'zod';
import { isValidCpfOrCnpj, normalizeTaxId } from './tax-id';

/*
 * Stock (decision 018). Every quantity is an integer count of THOUSANDTHS of the item's unit
 * ("milli"): 2 kg of bacon is 2000 milli-kg (grams), 3 units are 3000, 350 ml of a 'l' item is
 * 350. No floats anywhere; costs are integer centavos per whole unit.
 */
export const stockUnits = ['un', 'kg', 'g', 'l', 'ml'] as const;
export type StockUnit = (typeof stockUnits)[number];

/** Thousandths per unit: the one conversion between what people type and what is stored. */
export const milliPerUnit = 1000;

const id = z.uuid('Identificador inválido');
const quantityMilli = z.number().int('Quantidade inválida');
const positiveQuantity = quantityMilli.positive('Informe uma quantidade maior que zero');
const name = z.string().trim().min(1, 'Informe o nome').max(120, 'Nome muito longo');

export const stockItemInputSchema = z.object({
  name,
  unit: z.enum(stockUnits, 'Unidade inválida'),
  costCents: z.number().int().min(0, 'Custo inválido'),
  minimumMilli: quantityMilli.min(0, 'Mínimo inválido'),
});
export type StockItemInput = z.infer<typeof stockItemInputSchema>;

/**
 * How long an 'Esgotado' by hand lasts (decision 069): "por 2 h", "até amanhã" (the next
 * business day's start) or "até eu voltar" (until undone). The server turns it into a time.
 */
export const soldOutPeriods = ['2h', 'tomorrow', 'indefinitely'] as const;
export type SoldOutPeriod = (typeof soldOutPeriods)[number];

/** Marks a product, an extra, an option or an ingredient 'Esgotado' (for a period), or back. */
export const soldOutMarkSchema = z.object({
  soldOut: z.boolean(),
  period: z.enum(soldOutPeriods).default('indefinitely'),
});
export type SoldOutMark = z.input<typeof soldOutMarkSchema>;

/** A mark by hand as the admin screens show it: whether, and until when (null: until undone). */
export const soldOutStateSchema = z.object({
  soldOutMarked: z.boolean(),
  soldOutUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type SoldOutState = z.infer<typeof soldOutStateSchema>;

export const stockItemSchema = stockItemInputSchema
  .extend({
    id,
    /** The sum of the item's movements. */
    levelMilli: z.number().int(),
    low: z.boolean(),
  })
  .extend(soldOutStateSchema.shape);
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockMovementKinds = [
  'purchase',
  'sale',
  'sale_return',
  'adjustment',
  'loss',
  'count',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

export const stockMovementLabels: Record<StockMovementKind, string> = {
  purchase: 'Compra',
  sale: 'Venda',
  sale_return: 'Devolução de venda',
  adjustment: 'Ajuste',
  loss: 'Perda',
  count: 'Contagem',
};

export const stockMovementSchema = z.object({
  id,
  stockItemId: id,
  stockItemName: z.string(),
  unit: z.enum(stockUnits),
  kind: z.enum(stockMovementKinds),
  /** Signed: positive adds to the level, negative takes from it. */
  quantityMilli: z.number().int(),
  levelAfterMilli: z.number().int(),
  reason: z.string().nullable(),
  orderId: id.nullable(),
  purchaseId: id.nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementFilterSchema = z.object({
  stockItemId: id.optional(),
  kind: z.enum(stockMovementKinds).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type StockMovementFilter = z.infer<typeof stockMovementFilterSchema>;

/** A manual entry: an adjustment sets the level to `levelMilli`; a loss takes `quantityMilli`. */
export const stockAdjustmentSchema = z.object({
  levelMilli: quantityMilli.min(0, 'O estoque não pode ficar negativo'),
  reason: z.string().trim().min(1, 'Informe o motivo').max(300),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockLossSchema = z.object({
  quantityMilli: positiveQuantity,
  reason: z.string().trim().min(1, 'Informe o motivo').max(300),
});
export type StockLoss = z.infer<typeof stockLossSchema>;

/** An inventory count: what was found per item; each difference becomes a 'count' movement. */
export const stockCountSchema = z.object({
  items: z
    .array(z.object({ stockItemId: id, countedMilli: quantityMilli.min(0, 'Contagem inválida') }))
    .min(1, 'Informe ao menos um item'),
  reason: z.string().trim().max(300).optional(),
});
export type StockCount = z.infer<typeof stockCountSchema>;

/** Ficha técnica: what one unit of a product (or one extra) consumes. */
export const recipeLineSchema = z.object({
  stockItemId: id,
  quantityMilli: positiveQuantity,
  /** The product's ingredient this line is: removing it ("Sem cebola") skips the line. */
  ingredientId: id.nullable().default(null),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const recipeSchema = z.object({
  lines: z.array(recipeLineSchema),
  /** Per extra of the product: what choosing it consumes. */
  extras: z.array(z.object({ extraId: id, lines: z.array(recipeLineSchema) })).default([]),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** GET /api/admin/stock/products: each product, whether it is 'Esgotado', and its ficha. */
export const stockProductSchema = z.object({
  id,
  name: z.string(),
  categoryName: z.string(),
  active: z.boolean(),
  /** The admin marked it 'Esgotado' (and it has not ended yet). */
  soldOutMarked: z.boolean(),
  /** When that mark ends by itself; null: until undone. */
  soldOutUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Its stock cannot cover one more unit, or an ingredient of its ficha is marked out. */
  soldOutByStock: z.boolean(),
  /** Its extras, each with its own mark (the ficha's screen marks them). */
  extras: z.array(z.object({ id, name: z.string() }).extend(soldOutStateSchema.shape)),
  /** Lines of its ficha técnica, its extras' included. */
  recipeLineCount: z.number().int(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

export const taxIdSchema = z
  .string()
  .trim()
  .transform(normalizeTaxId)
  .refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido');

export const supplierInputSchema = z.object({
  name,
  taxId: taxIdSchema,
  contactName: z.string().trim().max(120).nullable().default(null),
  phone: z.string().trim().max(30).nullable().default(null),
  email: z.email('E-mail inválido').nullable().default(null),
  notes: z.string().trim().max(1000).nullable().default(null),
  /** An inactive supplier stays with its purchases but takes no new ones. */
  active: z.boolean().default(true),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  id,
  name: z.string(),
  taxId: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const purchaseInputSchema = z.object({
  items: z
    .array(
      z.object({
        stockItemId: id,
        quantityMilli: positiveQuantity,
        /** What the whole line cost. */
        totalCents: z.number().int().min(0, 'Custo inválido'),
      }),
    )
    .min(1, 'Informe ao menos um item'),
  firstDueDate: z.iso.date('Data de vencimento inválida'),
  installments: z.number().int().min(1).max(24).default(1),
  notes: z.string().trim().max(500).nullable().default(null),
});
export type PurchaseInput = z.input<typeof purchaseInputSchema>;

export const purchaseSchema = z.object({
  id,
  supplierId: id,
  supplierName: z.string(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  payables: z.array(z.object({ dueDate: z.string(), amountCents: z.number().int() })),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/admin/purchases/:id: a purchase with what it brought in. */
export const purchaseDetailSchema = purchaseSchema.extend({
  notes: z.string().nullable(),
  /** Who recorded it (the admin's email). */
  userName: z.string().nullable(),
  lines: z.array(
    z.object({
      stockItemId: id,
      stockItemName: z.string(),
      unit: z.enum(stockUnits),
      quantityMilli: z.number().int(),
      /** What the whole line cost. */
      totalCents: z.number().int(),
    }),
  ),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;
