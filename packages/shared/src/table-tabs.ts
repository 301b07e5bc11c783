import { z } from 'zod';
import { counterTenderMethods } from './counter-sale-math';
import { optionalCpfSchema } from './fiscal';
import { orderStages } from './order-board';

/*
 * The table's tab (comanda), issue 35 item 2, decision 077: the first order from a table's QR
 * code opens it, every order from that table until the cashier closes it at the PDV goes on
 * it, and everyone at the table sees it (GET /api/public/tabs/current?mesa=12). "Chamar
 * garçom" and "Pedir a conta" tell the staff. The server computes every figure: the orders,
 * the service charge (taxa de serviço, the shop's percentage, 10 % by default, refusable),
 * what the phones already paid by Pix, what is still due and its equal parts.
 */

export const tabLimits = { maxParts: 20, maxServicePercent: 20 };
export const defaultServicePercent = 10;

/** The service charge on the orders' total, rounded to the centavo. */
export const serviceChargeCents = (ordersCents: number, percent: number): number =>
  Math.round((ordersCents * percent) / 100);

/** `totalCents` in `parts` equal parts; the centavos that do not divide go to the first part. */
export function splitEqually(totalCents: number, parts: number): number[] {
  const base = Math.floor(totalCents / parts);
  const rest = totalCents - base * parts;
  return Array.from({ length: parts }, (_, index) => (index === 0 ? base + rest : base));
}

export interface TabFigures {
  ordersCents: number;
  servicePercent: number;
  serviceCents: number;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  parts: number[];
}

/**
 * The tab's figures: orders, service (on every order, paid or not), total, what the phones
 * already paid, what is due, and the due amount in `parts` equal parts.
 */
export function tabFigures(
  orders: readonly { totalCents: number; paid: boolean }[],
  servicePercent: number,
  parts: number,
): TabFigures {
  const ordersCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
  const paidCents = orders.reduce((sum, order) => sum + (order.paid ? order.totalCents : 0), 0);
  const serviceCents = serviceChargeCents(ordersCents, servicePercent);
  const totalCents = ordersCents + serviceCents;
  const dueCents = totalCents - paidCents;
  return {
    ordersCents,
    servicePercent,
    serviceCents,
    totalCents,
    paidCents,
    dueCents,
    parts: splitEqually(dueCents, parts),
  };
}

export const tabRefusals = {
  noTab: (table: number) => `Não há conta aberta na Mesa ${table}.`,
  notFound: 'Conta não encontrada.',
  closed: 'Esta conta já foi fechada.',
  empty: 'Esta conta não tem pedidos para fechar.',
  partsCount: `Divida a conta em 1 a ${tabLimits.maxParts} partes.`,
  dueMismatch: (due: string) => `O valor a pagar não confere: o correto é ${due}.`,
  receivedTooLow: 'O valor recebido em dinheiro é menor que a parte.',
  receivedNotCash: 'Só o pagamento em dinheiro tem troco.',
} as const;

const tableNumber = z.coerce
  .number('Informe a mesa')
  .int('Mesa inválida')
  .min(1, 'Mesa inválida')
  .max(999, 'Mesa inválida');

/** The phone's table, from its QR code (`?mesa=12`). */
export const tabTableQuerySchema = z.object({ mesa: tableNumber });
export const tabTableBodySchema = z.object({ table: tableNumber });

export const tabOrderSchema = z.object({
  orderNumber: z.number().int(),
  /** The first name given at the order (the board's). */
  customerName: z.string().nullable(),
  totalCents: z.number().int(),
  /** Paid on the phone (Pix); otherwise paid when the tab closes. */
  paid: z.boolean(),
  stage: z.enum(orderStages).nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
});
export type TabOrder = z.infer<typeof tabOrderSchema>;

const figures = {
  ordersCents: z.number().int(),
  servicePercent: z.number().int(),
  serviceCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
};

/** GET /api/public/tabs/current?mesa=12: the table's open tab, as everyone at it sees it. */
export const publicTabSchema = z.object({
  tableNumber: z.number().int(),
  label: z.string(),
  openedAt: z.string(),
  orders: z.array(tabOrderSchema),
  ...figures,
  waiterCalledAt: z.string().nullable(),
  billRequestedAt: z.string().nullable(),
});
export type PublicTab = z.infer<typeof publicTabSchema>;
export const currentTabSchema = z.object({ tab: publicTabSchema.nullable() });
export type CurrentTab = z.infer<typeof currentTabSchema>;

/** GET /api/admin/tabs: the open tabs for the PDV and Pedidos (calls first). */
export const adminTabSchema = publicTabSchema.extend({ id: z.guid() });
export type AdminTab = z.infer<typeof adminTabSchema>;
export const adminTabListSchema = z.object({ tabs: z.array(adminTabSchema) });

/** A split tab's payer's NFC-e, as the PDV follows it (decision 082). */
export const payerNoteSchema = z.object({
  id: z.guid(),
  series: z.number().int(),
  number: z.number().int(),
});
export type PayerNote = z.infer<typeof payerNoteSchema>;

/** How the PDV closes the tab: with the service or not, and how each part is paid. */
export const closeTabSchema = z.object({
  registerId: z.guid('Caixa inválido'),
  service: z.boolean(),
  parts: z
    .array(
      z.object({
        method: z.enum(counterTenderMethods, 'Forma de pagamento inválida'),
        /** Cash handed over for this part (change is given back); cash only. */
        receivedCents: z.number().int().min(1).max(100_000_000).optional(),
        /** "CPF na nota" of this payer, when the shop issues NFC-e (decision 082). */
        cpf: optionalCpfSchema.optional(),
      }),
    )
    .min(1, tabRefusals.partsCount)
    .max(tabLimits.maxParts, tabRefusals.partsCount),
  /** What the screen showed as due: refused when the server's differs (a new order came). */
  expectedDueCents: z.number().int().min(0),
});
export type CloseTabInput = z.infer<typeof closeTabSchema>;

export const closedTabSchema = z.object({
  id: z.guid(),
  tableNumber: z.number().int(),
  ...figures,
  parts: z.array(
    z.object({
      method: z.enum(counterTenderMethods),
      amountCents: z.number().int(),
      changeCents: z.number().int(),
      /** This payer's NFC-e (decision 082), when the shop issues them; emitted after commit. */
      note: payerNoteSchema.nullish(),
    }),
  ),
  closedAt: z.string(),
});
export type ClosedTab = z.infer<typeof closedTabSchema>;

/** The realtime event staff screens hear when a table calls ("Chamar garçom", "Pedir a conta"). */
export const tabCallKinds = ['garcom', 'conta'] as const;
export type TabCallKind = (typeof tabCallKinds)[number];
export const tabCallLabels: Record<TabCallKind, string> = {
  garcom: 'Chamar garçom',
  conta: 'Pedir a conta',
};

/**
 * POST /api/admin/pdv/due-orders/:orderId/settle: an online order left "pagar na
 * retirada/entrega" (decision 071) taken at the PDV, in the operator's register.
 */
export const settleDueOrderSchema = z.object({
  registerId: z.guid('Caixa inválido'),
  tenders: z
    .array(
      z.object({
        method: z.enum(counterTenderMethods, 'Forma de pagamento inválida'),
        amountCents: z.number().int().min(1, 'Informe o valor').max(100_000_000),
      }),
      'Informe o pagamento',
    )
    .min(1, 'Informe o pagamento')
    .max(6),
  expectedChangeCents: z.number().int().min(0),
});
export type SettleDueOrderInput = z.infer<typeof settleDueOrderSchema>;
export const settledDueOrderSchema = z.object({
  orderId: z.guid(),
  orderNumber: z.number().int(),
  totalCents: z.number().int(),
  changeCents: z.number().int(),
});
export const notDueMessage = 'Este pedido não está aguardando pagamento no balcão.';

/**
 * GET /api/admin/pdv/due-orders: the shop's online orders left "pagar na retirada/entrega",
 * in the kitchen or handed over and still unpaid (decision 085), oldest first.
 */
export const dueOnlineOrderSchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  /** The whole name given at the order. */
  customerName: z.string(),
  fulfilment: z.enum(['retirada', 'entrega']),
  bairro: z.string().nullable(),
  /** How the customer said they would pay on handover. */
  payment: z.enum(['dinheiro', 'cartao']),
  /** "Troco para": the note the customer will hand over (cash only). */
  trocoParaCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  stage: z.enum(orderStages).nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
});
export type DueOnlineOrder = z.infer<typeof dueOnlineOrderSchema>;
export const dueOnlineOrderListSchema = z.object({ orders: z.array(dueOnlineOrderSchema) });
export type DueOnlineOrderList = z.infer<typeof dueOnlineOrderListSchema>;
