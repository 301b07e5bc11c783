import { z } from 'zod';
import { counterTenderMethods } from './counter-sale-math';
import { optionalCpfSchema } from './tax-id';
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
  /** Paid so far: orders paid on the phone or at the PDV, and what payments poured in. */
  paidCents: number;
  dueCents: number;
  parts: number[];
}

/** An order as the figures read it: paid in full, or `pouredCents` of it paid by the tab's parts. */
export interface TabFigureOrder {
  totalCents: number;
  paid: boolean;
  pouredCents?: number;
}

/**
 * The tab's figures: orders, service (on every order, paid or not), total, what was already
 * paid (orders paid on the phone, and the parts paid while the tab is open: `servicePaidCents`
 * of them went to the service), what is due, and the due amount in `parts` equal parts.
 */
export function tabFigures(
  orders: readonly TabFigureOrder[],
  servicePercent: number,
  parts: number,
  servicePaidCents = 0,
): TabFigures {
  const ordersCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
  const paidOrders = orders.reduce(
    (sum, order) => sum + (order.paid ? order.totalCents : (order.pouredCents ?? 0)),
    0,
  );
  const serviceCents = serviceChargeCents(ordersCents, servicePercent);
  const totalCents = ordersCents + serviceCents;
  const paidCents = paidOrders + servicePaidCents;
  const dueCents = totalCents - paidCents;
  return {
    ordersCents,
    servicePercent,
    serviceCents,
    totalCents,
    paidCents,
    dueCents,
    parts: splitEqually(Math.max(dueCents, 0), parts),
  };
}

/**
 * `totalCents` in parts proportional to `weights` (each ≥ 0, their sum > 0), rounded down; the
 * centavos left go to the first part. The parts always add up to `totalCents` exactly.
 */
export function splitByWeights(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const amounts = weights.map((weight) => Math.floor((totalCents * weight) / sum));
  amounts[0]! += totalCents - amounts.reduce((acc, amount) => acc + amount, 0);
  return amounts;
}

/** A line of the tab (an order's item) as the split reads it. */
export interface TabLine {
  id: string;
  totalCents: number;
}

/**
 * Each part's share of the lines it was given: a line given to several parts is divided
 * equally among them, the centavos that do not divide to the first of them.
 */
export function lineSharesOf(
  lines: readonly TabLine[],
  partItems: readonly (readonly string[])[],
): number[] {
  const shares = partItems.map(() => 0);
  for (const line of lines) {
    const holders = partItems.flatMap((items, index) => (items.includes(line.id) ? [index] : []));
    if (holders.length === 0) continue;
    splitEqually(line.totalCents, holders.length).forEach((amount, at) => {
      shares[holders[at]!]! += amount;
    });
  }
  return shares;
}

/**
 * Closing by items: each part pays its share of the lines still unpaid plus, in proportion to
 * it, the rest of what is due (the service charge, less what earlier payments covered); the
 * centavos that do not divide go to the first part. The parts add up to `dueCents` exactly.
 */
export function splitByItems(
  dueCents: number,
  unpaidLines: readonly TabLine[],
  partItems: readonly (readonly string[])[],
): number[] {
  const shares = lineSharesOf(unpaidLines, partItems);
  const itemsCents = shares.reduce((sum, share) => sum + share, 0);
  if (itemsCents === 0) return splitEqually(Math.max(dueCents, 0), partItems.length);
  const rest = splitByWeights(dueCents - itemsCents, shares);
  return shares.map((share, index) => share + rest[index]!);
}

/**
 * A part paid while the tab stays open: its amount as given, or its share of its lines plus
 * the service charge on that share.
 */
export function openPartAmounts(
  lines: readonly TabLine[],
  parts: readonly { amountCents?: number | undefined; itemIds?: readonly string[] | undefined }[],
  servicePercent: number,
): number[] {
  const shares = lineSharesOf(
    lines,
    parts.map((part) => part.itemIds ?? []),
  );
  return parts.map((part, index) =>
    part.amountCents !== undefined
      ? part.amountCents
      : shares[index]! + serviceChargeCents(shares[index]!, servicePercent),
  );
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
  receivedInvalid: 'Valor recebido em dinheiro inválido.',
  overpaid: (due: string) => `O pagamento passa do que falta pagar na conta (${due}).`,
  itemPaid: (name: string) => `O item ${name} já foi pago.`,
  unknownItem: 'Item não encontrado nesta conta.',
  itemTwice: (name: string, part: number) => `O item ${name} está duas vezes na parte ${part}.`,
  itemsUnassigned: 'Atribua cada item a pelo menos uma parte.',
  partWithoutItems: (part: number) => `A parte ${part} não tem itens.`,
  noItems: 'Não há itens a pagar: divida a conta em partes iguais.',
  partAmountOrItems: 'Informe o valor ou os itens de cada parte.',
  serviceFixed: 'A taxa de serviço desta conta já foi definida no primeiro pagamento.',
  nothingDue: 'Esta conta não tem nada a pagar.',
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
  /** What the tab's parts paid of it while unpaid (all of it once `paid`). */
  paidCents: z.number().int(),
  items: z.array(
    z.object({
      id: z.guid(),
      name: z.string(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
      /** Paid: its order is paid, or a part paid it by items. */
      paid: z.boolean(),
    }),
  ),
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
  /** The parts paid at the PDV while the tab is open, and what of them went to the service. */
  payments: z.array(
    z.object({
      method: z.enum(counterTenderMethods),
      amountCents: z.number().int(),
      at: z.string(),
    }),
  ),
  servicePaidCents: z.number().int(),
  /** Fixed by the first payment (service taken or not): null until then. */
  serviceLocked: z.boolean().nullable(),
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

/**
 * A part of a tab's payment (decision 085): how it is paid and what it pays. At the closing,
 * parts without items share what is due equally; parts with items pay their items and, in
 * proportion, the rest. Paid while the tab stays open, a part gives its amount or its items.
 */
/**
 * A line of the tab a part paid by items (decision 089): the order item, the quantity of it
 * (a fraction when the line is divided among parts, 4 decimals) and what the part paid of it.
 */
export interface TabPartLine {
  itemId: string;
  quantity: number;
  amountCents: number;
}

export const tabPartSchema = z.object({
  method: z.enum(counterTenderMethods, 'Forma de pagamento inválida'),
  /** Cash handed over for this part (change is given back); cash only. */
  receivedCents: z
    .number(tabRefusals.receivedInvalid)
    .int(tabRefusals.receivedInvalid)
    .min(1, tabRefusals.receivedInvalid)
    .max(100_000_000, tabRefusals.receivedInvalid)
    .optional(),
  /** The amount it pays (a payment while the tab stays open). */
  amountCents: z.number().int().min(1, 'Informe o valor').max(100_000_000).optional(),
  /** The tab's lines it pays; a line in several parts is divided equally among them. */
  itemIds: z.array(z.guid('Item inválido')).max(200).optional(),
  /** "CPF na nota" of this payer, when the shop issues NFC-e (decision 082). */
  cpf: optionalCpfSchema.optional(),
});
export type TabPartInput = z.infer<typeof tabPartSchema>;

const tabParts = z
  .array(tabPartSchema)
  .min(1, tabRefusals.partsCount)
  .max(tabLimits.maxParts, tabRefusals.partsCount);

/** How the PDV closes the tab: with the service or not, and how each part is paid. */
export const closeTabSchema = z.object({
  registerId: z.guid('Caixa inválido'),
  service: z.boolean(),
  parts: tabParts,
  /** What the screen showed as due: refused when the server's differs (a new order came). */
  expectedDueCents: z.number().int().min(0),
});
export type CloseTabInput = z.infer<typeof closeTabSchema>;

/** POST /api/admin/pdv/tabs/:id/payments: parts paid while the tab stays open. */
export const payTabSchema = closeTabSchema;
export type PayTabInput = CloseTabInput;

/** A split tab's payer's NFC-e, as the PDV follows it (decision 082). */
export const payerNoteSchema = z.object({
  id: z.guid(),
  series: z.number().int(),
  number: z.number().int(),
});
export type PayerNote = z.infer<typeof payerNoteSchema>;

const paidPartSchema = z.object({
  method: z.enum(counterTenderMethods),
  amountCents: z.number().int(),
  /** The cash handed over for it, when typed (the register holds `amountCents` of it). */
  receivedCents: z.number().int().optional(),
  changeCents: z.number().int(),
  /** This payer's NFC-e (decision 082), when the shop issues them; emitted after commit. */
  note: payerNoteSchema.optional(),
});
export type PaidTabPart = z.infer<typeof paidPartSchema>;

/** The parts just paid on an open tab, and what is left to pay. */
export const tabPaymentResultSchema = z.object({
  id: z.guid(),
  tableNumber: z.number().int(),
  ...figures,
  parts: z.array(paidPartSchema),
});
export type TabPaymentResult = z.infer<typeof tabPaymentResultSchema>;

export const closedTabSchema = z.object({
  id: z.guid(),
  tableNumber: z.number().int(),
  ...figures,
  parts: z.array(paidPartSchema),
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
