import { z } from 'zod';
import { daysInPeriod, type BusinessPeriod } from './business-calendar';
import type { MarketplaceChannel } from './order-channels';
import { reportMaxDays } from './platform';

/*
 * A shop's finance (issue 17, decision 022): receivables born from settled payments, payables
 * entered by hand or born from stock purchases, the cash flow both make, and a simple result
 * (DRE). Money is integer centavos; dates are business dates (YYYY-MM-DD, São Paulo).
 */

const cents = z.number().int();
const date = z.iso.date('Data inválida');

/** A period of at most `reportMaxDays` days, both included, as the reports take. */
function period<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ from: date, to: date, ...shape })
    .refine((query) => (query as BusinessPeriod).from <= (query as BusinessPeriod).to, {
      path: ['to'],
      message: 'A data final deve ser igual ou posterior à inicial',
    })
    .refine((query) => daysInPeriod(query as BusinessPeriod) <= reportMaxDays, {
      path: ['to'],
      message: `O período deve ter no máximo ${reportMaxDays} dias`,
    });
}

/** Card-like methods a shop may set its own fee and settlement delay for. */
export const cardMethods = ['card', 'debit', 'credit', 'voucher'] as const;
export type CardMethod = (typeof cardMethods)[number];

export const receivableStatuses = ['open', 'received', 'canceled'] as const;
export const payableStatuses = ['open', 'paid', 'canceled'] as const;

export const payableCategories = [
  'supplies',
  'rent',
  'payroll',
  'energy',
  'water',
  'telecom',
  'taxes',
  'maintenance',
  'marketing',
  'other',
] as const;
export type PayableCategory = (typeof payableCategories)[number];

/** Portuguese names of the payable categories, for screens and exports. */
export const payableCategoryLabels: Record<PayableCategory, string> = {
  supplies: 'Compras e insumos',
  rent: 'Aluguel',
  payroll: 'Folha de pagamento',
  energy: 'Energia',
  water: 'Água',
  telecom: 'Internet e telefone',
  taxes: 'Impostos',
  maintenance: 'Manutenção',
  marketing: 'Marketing',
  other: 'Outros',
};

const percent = z
  .number('Informe a taxa')
  .min(0, 'A taxa deve estar entre 0 e 100')
  .max(100, 'A taxa deve estar entre 0 e 100')
  .refine((value) => Math.round(value * 100) === value * 100, 'Use no máximo duas casas decimais');
const settlementDays = z
  .number('Informe o prazo')
  .int('O prazo é um número inteiro de dias')
  .min(0, 'O prazo deve estar entre 0 e 365 dias')
  .max(365, 'O prazo deve estar entre 0 e 365 dias');

/** One card-like method: its fee (null: the shop's card fee) and its D+N. */
export const cardMethodSettingSchema = z.object({
  feePercent: percent.nullable(),
  settlementDays,
});

/**
 * One marketplace channel (issue 34): the platform collects the order's money and pays the
 * shop its total less the commission, D+N days after the sale.
 */
export const channelTermsSchema = z.object({
  commissionPercent: percent,
  settlementDays,
});
export type ChannelTerms = z.infer<typeof channelTermsSchema>;

/** iFood's commission of the Plano Básico and a monthly payout, until the shop says. */
export const defaultChannelTerms: Record<MarketplaceChannel, ChannelTerms> = {
  ifood: { commissionPercent: 12, settlementDays: 30 },
  open_delivery: { commissionPercent: 0, settlementDays: 30 },
};

const channelsSchema = z.object({
  ifood: channelTermsSchema,
  open_delivery: channelTermsSchema,
});

/** GET/PUT /api/admin/finance/settings. `cardFeePercent` is the shop's, set by the super admin. */
export const financeSettingsInputSchema = z.object({
  methods: z.object({
    card: cardMethodSettingSchema,
    debit: cardMethodSettingSchema,
    credit: cardMethodSettingSchema,
    voucher: cardMethodSettingSchema,
  }),
  /** The marketplaces' commission and D+N; left out, the saved ones (or defaults) stay. */
  channels: channelsSchema.optional(),
});
export type FinanceSettingsInput = z.infer<typeof financeSettingsInputSchema>;
export const financeSettingsSchema = financeSettingsInputSchema.extend({
  channels: channelsSchema,
  cardFeePercent: z.number().nullable(),
});
export type FinanceSettings = z.infer<typeof financeSettingsSchema>;

export const defaultCardSettlementDays: Record<CardMethod, number> = {
  card: 30,
  debit: 1,
  credit: 30,
  voucher: 30,
};

export const receivableSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid().nullable(),
  orderNumber: z.number().int().nullable(),
  method: z.string(),
  saleDate: date,
  dueDate: date,
  grossCents: cents,
  feeCents: cents,
  netCents: cents,
  status: z.enum(receivableStatuses),
  receivedOn: date.nullable(),
  /** A reversal (estorno): money received for an order since canceled, going back (< 0). */
  reversal: z.boolean(),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** GET /api/admin/finance/receivables?from&to&status: by due date, with the day sums. */
export const receivablesQuerySchema = period({
  status: z.enum([...receivableStatuses, 'all']).default('all'),
});
export const receivablesPageSchema = z.object({
  /** The first ones by due date; `more` when the period holds more than are listed. */
  receivables: z.array(receivableSchema),
  more: z.boolean(),
  /** Open net amounts per due day: what the shop expects to land each day. */
  expectedByDay: z.array(z.object({ date, netCents: cents })),
  /** Of every receivable of the period and status, listed or not (canceled ones left out). */
  totals: z.object({
    count: z.number().int(),
    grossCents: cents,
    feeCents: cents,
    netCents: cents,
    openNetCents: cents,
  }),
});
export type ReceivablesPage = z.infer<typeof receivablesPageSchema>;

/** POST /api/admin/finance/receivables/:id/receive and /api/admin/finance/payables/:id/pay. */
export const settleOnSchema = z.object({ on: date });

export const payableSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  category: z.enum(payableCategories),
  dueDate: date,
  amountCents: cents,
  installmentNumber: z.number().int(),
  installmentCount: z.number().int(),
  recurrence: z.enum(['none', 'monthly']),
  purchaseId: z.uuid().nullable(),
  status: z.enum(payableStatuses),
  paidOn: date.nullable(),
  notes: z.string().nullable(),
  /** Open and due before today (São Paulo). */
  overdue: z.boolean(),
});
export type Payable = z.infer<typeof payableSchema>;

export const payablesQuerySchema = z.object({
  from: date.optional(),
  to: date.optional(),
  status: z.enum([...payableStatuses, 'overdue', 'all']).default('all'),
});
export const payablesPageSchema = z.object({
  /** The first ones by due date; `more` when more match than are listed. */
  payables: z.array(payableSchema),
  more: z.boolean(),
  /** Of every payable that matches, listed or not. */
  totals: z.object({
    count: z.number().int(),
    openCents: cents,
    overdueCents: cents,
    paidCents: cents,
  }),
});
export type PayablesPage = z.infer<typeof payablesPageSchema>;

/**
 * POST /api/admin/finance/payables: `installments` splits the amount into monthly parts;
 * a monthly recurrence repeats the whole amount for `months` months instead.
 */
export const payableInputSchema = z
  .object({
    description: z.string().trim().min(1, 'Informe a descrição').max(200, 'Descrição muito longa'),
    supplierId: z.uuid('Fornecedor inválido').nullable().default(null),
    category: z.enum(payableCategories, 'Categoria inválida'),
    amountCents: z
      .number('Informe o valor')
      .int('Valor inválido')
      .min(1, 'O valor deve ser maior que zero')
      .max(100_000_000_00, 'Valor muito alto'),
    firstDueDate: date,
    installments: z
      .number()
      .int()
      .min(1, 'Parcelas: de 1 a 48')
      .max(48, 'Parcelas: de 1 a 48')
      .default(1),
    recurrence: z.enum(['none', 'monthly']).default('none'),
    months: z.number().int().min(1, 'Meses: de 1 a 36').max(36, 'Meses: de 1 a 36').default(12),
    notes: z.string().trim().max(500, 'Observação muito longa').nullable().default(null),
  })
  .refine((input) => input.recurrence === 'none' || input.installments === 1, {
    message: 'Uma conta recorrente não é parcelada',
    path: ['installments'],
  });
export type PayableInput = z.input<typeof payableInputSchema>;

export const cashFlowGranularities = ['day', 'week', 'month'] as const;
export type CashFlowGranularity = (typeof cashFlowGranularities)[number];

export const cashFlowQuerySchema = period({
  by: z.enum(cashFlowGranularities).default('day'),
});

/** One bucket: realised money (received, paid) and forecast money (open, by due date). */
export const cashFlowRowSchema = z.object({
  start: date,
  realisedInCents: cents,
  realisedOutCents: cents,
  forecastInCents: cents,
  forecastOutCents: cents,
  /** Realised balance at the bucket's end (everything realised since the shop began). */
  balanceCents: cents,
  /** The balance if every open item up to the bucket's end lands on its due date. */
  projectedBalanceCents: cents,
});

export const financeOverviewSchema = z.object({
  from: date,
  to: date,
  by: z.enum(cashFlowGranularities),
  openingBalanceCents: cents,
  /** Open items due before the period (overdue), counted in the projection's start. */
  openingForecastCents: cents,
  cashFlow: z.array(cashFlowRowSchema),
  dre: z.object({
    revenueCents: cents,
    cardFeesCents: cents,
    costOfGoodsSoldCents: cents,
    grossProfitCents: cents,
    expenses: z.array(z.object({ category: z.enum(payableCategories), amountCents: cents })),
    expensesCents: cents,
    resultCents: cents,
  }),
});
export type FinanceOverview = z.infer<typeof financeOverviewSchema>;

/** `date` plus `months` months, on the same day or the month's last one (31 Jan + 1 = 28 Feb). */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A card fee on `grossCents` at `percent` (two decimals), rounded half up to the centavo. */
export function cardFeeCents(grossCents: number, percent: number): number {
  return Math.round((grossCents * Math.round(percent * 100)) / 10_000);
}
