import {
  applyTenders,
  formatCents,
  notDueMessage,
  openPartAmounts,
  splitByItems,
  splitEqually,
  tenderProblemMessages,
  type SettleDueOrderInput,
  tabRefusals,
  type AppliedTender,
  type ClosedTab,
  type CloseTabInput,
  type PayerNote,
  type PayTabInput,
  type TabFigures,
  type TabPartInput,
  type TabPaymentResult,
} from '@comanda/shared';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { isId } from '../../lib/ids';
import { findOrderById, lockOrder, type TabOrderRow } from '../orders';
import {
  figuresOfTab,
  lockTabForClosing,
  markTabClosed,
  pouredState,
  recordTabPayments,
  tabServicePercent,
  type PouredState,
  type TabForClosing,
} from '../online-menu';
import { payDueAtCounter, recordCounterPayments } from '../payments';
import { cashRegisterMovements } from './cash-register.tables';
import type { CounterSaleDeps } from './counter-sales.service';
import { payersOf, type Allocation, type PayerNotes } from './tab-payer-notes';
import {
  auditorAt,
  lockOpenRegister,
  recordSaleMovements,
  type Operator,
} from './registers.service';

/*
 * Paying a table's tab at the PDV (issue 35 item 2, decisions 077 and 085). The server computes
 * the figures from the tab's orders and the parts already paid on it: the service charge (the
 * shop's percentage, or none when the table refuses it; fixed by the first payment), the
 * total, what was paid (on the phones by Pix, and parts paid while the tab was open), and what
 * is due. Parts are paid while the tab stays open (an amount, or items plus their service) or
 * at the closing (equal parts, by items, or by amounts), each by its own method, all through
 * `takeParts`: each part's money goes first to its items' orders and its service share, then
 * to the orders still due in turn, then to the service. An order paid in full gets one
 * approved payment row per method that paid it (it becomes paid, and its receipt, stock,
 * receivables and NFC-e follow as for any counter sale); the service charge is the staff's
 * (Lei 13.419/2017), not a sale: the register's ledger rows without an order ("Taxa de
 * serviço · Mesa 12") and on the tab. Every part's money is in the register it was paid at.
 */

const refused = (message: string, path?: string) =>
  new AppError('UNPROCESSABLE', message, path ? [{ path, message }] : undefined);

type Method = AppliedTender['method'];

interface Bucket {
  order: TabOrderRow | null;
  remaining: number;
  /** What this call pours into it, by method. */
  tenders: AppliedTender[];
}

/** Where a part's money goes first (its items' orders, its service share), then in turn. */
export interface PartPlan {
  method: Method;
  amountCents: number;
  /** The cash handed over (null when none was typed): the register keeps `amountCents`. */
  receivedCents: number | null;
  changeCents: number;
  itemIds: string[];
  /** Where its money goes first: its lines (`itemId`, at their share), then its service. */
  targets: { orderId: string | null; amountCents: number; item?: PlanItem }[];
}

/** A line of a part by items: the order item and the quantity its share stands for. */
interface PlanItem {
  id: string;
  quantity: number;
  totalCents: number;
}

/** The quantity of a line `amountCents` of it stands for, to 4 decimals. */
const quantityOf = (item: PlanItem, amountCents: number) =>
  Math.round((item.quantity * amountCents * 10_000) / item.totalCents) / 10_000;

const addTender = (tenders: AppliedTender[], method: Method, amountCents: number) => {
  const same = tenders.find((tender) => tender.method === method);
  if (same) same.amountCents += amountCents;
  else tenders.push({ method, amountCents, receivedCents: null, changeCents: null });
};

/**
 * Pours each part's amount into the buckets: first into its targets (as far as they take),
 * then into the orders still due in turn, then into the service charge. Answers each part's
 * allocations; the buckets keep what this call poured, by method.
 */
export function allocateParts(
  buckets: Bucket[],
  parts: readonly Pick<PartPlan, 'method' | 'amountCents' | 'targets'>[],
): Allocation[][] {
  const keyOf = (bucket: Bucket) => bucket.order?.id ?? null;
  return parts.map((part) => {
    const allocations: Allocation[] = [];
    let left = part.amountCents;
    const pour = (bucket: Bucket, most: number, item?: PlanItem) => {
      const take = Math.min(left, most, bucket.remaining);
      if (take <= 0) return;
      bucket.remaining -= take;
      left -= take;
      addTender(bucket.tenders, part.method, take);
      let same = allocations.find((allocation) => allocation.orderId === keyOf(bucket));
      if (same) same.amountCents += take;
      else allocations.push((same = { orderId: keyOf(bucket), amountCents: take }));
      // A part by items records the lines it paid: which item, how much of it (089).
      if (item) {
        same.lines ??= [];
        same.lines.push({ itemId: item.id, quantity: quantityOf(item, take), amountCents: take });
      }
    };
    for (const target of part.targets) {
      const bucket = buckets.find((candidate) => keyOf(candidate) === target.orderId);
      if (bucket) pour(bucket, target.amountCents, target.item);
    }
    for (const bucket of buckets) pour(bucket, Number.MAX_SAFE_INTEGER);
    if (left > 0) throw new AppError('CONFLICT', 'A conta mudou: abra a conta de novo');
    return allocations;
  });
}

/** Each part's change: only cash has it, and the cash handed over covers the part. */
function changesOf(parts: readonly TabPartInput[], amounts: number[]): number[] {
  return parts.map((part, index) => {
    const amountCents = amounts[index]!;
    if (part.receivedCents === undefined) return 0;
    if (part.method !== 'cash') throw refused(tabRefusals.receivedNotCash, `parts.${index}`);
    if (part.receivedCents < amountCents)
      throw refused(tabRefusals.receivedTooLow, `parts.${index}`);
    return part.receivedCents - amountCents;
  });
}

interface TabLineRow {
  id: string;
  name: string;
  quantity: number;
  totalCents: number;
  orderId: string;
  paid: boolean;
}

function linesOf(locked: TabForClosing, poured: PouredState): TabLineRow[] {
  return locked.orders.flatMap((order) =>
    order.items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      totalCents: item.totalCents,
      orderId: order.id,
      paid: order.paymentStatus === 'paid' || poured.itemIds.has(item.id),
    })),
  );
}

/** The items of the parts: known on this tab, not paid yet, each once in a part. */
function checkItems(parts: readonly TabPartInput[], lines: readonly TabLineRow[]): void {
  parts.forEach((part, index) => {
    const ids = part.itemIds ?? [];
    ids.forEach((id, at) => {
      const line = lines.find((candidate) => candidate.id === id);
      const path = `parts.${index}.itemIds`;
      if (!line) throw refused(tabRefusals.unknownItem, path);
      if (line.paid) throw refused(tabRefusals.itemPaid(line.name), path);
      if (ids.indexOf(id) !== at) throw refused(tabRefusals.itemTwice(line.name, index + 1), path);
    });
  });
}

/** Each items part's line shares, aimed at their orders; what is left of it goes to the service. */
function targetsOf(
  lines: readonly TabLineRow[],
  parts: readonly TabPartInput[],
  amounts: number[],
): PartPlan['targets'][] {
  const targets: PartPlan['targets'][] = parts.map(() => []);
  for (const line of lines) {
    const holders = parts.flatMap((part, index) =>
      part.itemIds?.includes(line.id) ? [index] : [],
    );
    splitEqually(line.totalCents, Math.max(holders.length, 1)).forEach((amount, at) => {
      if (holders[at] !== undefined)
        targets[holders[at]]!.push({ orderId: line.orderId, amountCents: amount, item: line });
    });
  }
  return targets.map((aimed, index) => {
    if (!parts[index]!.itemIds?.length) return [];
    const itemsCents = aimed.reduce((sum, target) => sum + target.amountCents, 0);
    return [...aimed, { orderId: null, amountCents: Math.max(amounts[index]! - itemsCents, 0) }];
  });
}

/** The service percentage of this payment: the tab's once fixed (the screen must agree). */
function percentOf(locked: TabForClosing, service: boolean): number {
  const fixed = locked.tab.servicePercent;
  if (fixed !== null && fixed > 0 !== service && locked.servicePercent > 0) {
    throw refused(tabRefusals.serviceFixed, 'service');
  }
  return tabServicePercent(locked.tab, locked.servicePercent, service);
}

/** The service charge is the staff's, not a sale: the register's rows without an order. */
async function recordServiceMovements(
  tx: Transaction,
  register: { id: string; establishmentId: string },
  operator: Operator,
  label: string,
  tenders: readonly AppliedTender[],
  now: Date,
): Promise<void> {
  if (tenders.length === 0) return;
  await tx.insert(cashRegisterMovements).values(
    tenders.map((tender) => ({
      establishmentId: register.establishmentId,
      registerId: register.id,
      kind: 'sale' as const,
      method: tender.method,
      amountCents: tender.amountCents,
      reason: `Taxa de serviço · ${label}`,
      actor: operator.email,
      createdAt: now,
    })),
  );
}

/**
 * Takes the parts in the operator's register, in the caller's transaction: each part's money
 * poured into the orders still due and the service; an order the parts (with the earlier
 * ones) pay in full becomes paid (`recordCounterPayments`: receipt, stock, receivables,
 * NFC-e follow); every part's money in the register's ledger (an order's sale rows, the
 * service's rows without an order); the parts on the tab.
 */
async function takeParts(
  tx: Transaction,
  deps: CounterSaleDeps,
  context: {
    register: Awaited<ReturnType<typeof lockOpenRegister>>;
    operator: Operator;
    locked: TabForClosing;
    poured: PouredState;
    figures: TabFigures;
    percent: number;
    atClosing: boolean;
    now: Date;
  },
  plans: PartPlan[],
): Promise<Allocation[][]> {
  const { register, operator, locked, poured, figures, now } = context;
  const { tab, orders } = locked;
  const establishmentId = tab.establishmentId;
  const buckets: Bucket[] = [
    ...orders
      .filter((order) => order.paymentStatus !== 'paid')
      .map((order) => ({
        order,
        remaining: order.totalCents - (poured.byOrder.get(order.id)?.cents ?? 0),
        tenders: [],
      })),
    { order: null, remaining: figures.serviceCents - poured.serviceCents, tenders: [] },
  ];
  const allocations = allocateParts(buckets, plans);
  for (const bucket of buckets) {
    if (!bucket.order || bucket.tenders.length === 0) continue;
    const locked = await lockOrder(tx, establishmentId, bucket.order.id);
    if (!locked || locked.paymentStatus !== 'pending') {
      throw new AppError(
        'CONFLICT',
        `O pedido ${bucket.order.orderNumber} mudou: abra a conta de novo`,
      );
    }
    if (bucket.remaining === 0) {
      // Paid in full: every part that went into it, earlier ones too, becomes its payments.
      const all: AppliedTender[] = [];
      for (const tender of poured.byOrder.get(locked.id)?.tenders ?? [])
        addTender(all, tender.method, tender.amountCents);
      for (const tender of bucket.tenders) addTender(all, tender.method, tender.amountCents);
      await recordCounterPayments(tx, deps, locked, all, now);
    }
    await recordSaleMovements(tx, register, operator, locked, bucket.tenders, now);
  }
  await recordServiceMovements(tx, register, operator, tab.label, buckets.at(-1)!.tenders, now);
  await recordTabPayments(
    tx,
    deps.realtime,
    tab,
    context.percent,
    plans.map((plan, index) => ({
      registerId: register.id,
      method: plan.method,
      amountCents: plan.amountCents,
      receivedCents: plan.receivedCents,
      changeCents: plan.changeCents,
      itemIds: plan.itemIds,
      allocations: allocations[index]!,
      atClosing: context.atClosing,
      actor: operator.email,
      createdAt: now,
    })),
  );
  return allocations;
}

/** The closing's amounts: equal parts, by items, or by amounts that make up what is due. */
function closingAmounts(
  input: CloseTabInput,
  lines: readonly TabLineRow[],
  figures: TabFigures,
): number[] {
  const { parts } = input;
  const byItems = parts.some((part) => part.itemIds !== undefined);
  const byAmounts = parts.some((part) => part.amountCents !== undefined);
  if (byItems && byAmounts) throw refused(tabRefusals.partAmountOrItems, 'parts');
  if (byAmounts) {
    if (parts.some((part) => part.amountCents === undefined))
      throw refused(tabRefusals.partAmountOrItems, 'parts');
    const amounts = parts.map((part) => part.amountCents!);
    if (amounts.reduce((sum, amount) => sum + amount, 0) !== figures.dueCents)
      throw refused(tabRefusals.dueMismatch(formatCents(figures.dueCents)), 'parts');
    return amounts;
  }
  if (!byItems) return figures.parts;
  checkItems(parts, lines);
  parts.forEach((part, index) => {
    if (!part.itemIds?.length)
      throw refused(tabRefusals.partWithoutItems(index + 1), `parts.${index}`);
  });
  const unpaid = lines.filter((line) => !line.paid);
  if (unpaid.length === 0) throw refused(tabRefusals.noItems, 'parts');
  if (unpaid.some((line) => !parts.some((part) => part.itemIds!.includes(line.id))))
    throw refused(tabRefusals.itemsUnassigned, 'parts');
  return splitByItems(
    figures.dueCents,
    unpaid,
    parts.map((part) => part.itemIds!),
  );
}

/** The tab locked with the operator's register, its figures checked against the screen's. */
async function openForParts(
  tx: Transaction,
  establishmentId: string,
  operator: Operator,
  tabId: string,
  input: CloseTabInput,
) {
  const register = await lockOpenRegister(tx, establishmentId, input.registerId, operator);
  const locked = await lockTabForClosing(tx, establishmentId, tabId);
  const poured = pouredState(locked.payments);
  const percent = percentOf(locked, input.service);
  const figures = figuresOfTab(locked.orders, poured, percent, input.parts.length);
  if (figures.dueCents !== input.expectedDueCents) {
    throw refused(tabRefusals.dueMismatch(formatCents(figures.dueCents)), 'expectedDueCents');
  }
  return { register, locked, poured, percent, figures, lines: linesOf(locked, poured) };
}

function plansOf(
  parts: readonly TabPartInput[],
  amounts: number[],
  lines: readonly TabLineRow[],
): PartPlan[] {
  const changes = changesOf(parts, amounts);
  const targets = targetsOf(lines, parts, amounts);
  return parts.map((part, index) => ({
    method: part.method,
    amountCents: amounts[index]!,
    receivedCents: part.receivedCents ?? null,
    changeCents: changes[index]!,
    itemIds: part.itemIds ?? [],
    targets: targets[index]!,
  }));
}

/** The parts as paid, each with its payer's NFC-e when the shop issues them (decision 082). */
const paidParts = (plans: readonly PartPlan[], notes: readonly (PayerNote | null)[] = []) =>
  plans.map(({ method, amountCents, receivedCents, changeCents }, index) => ({
    method,
    amountCents,
    ...(receivedCents !== null ? { receivedCents } : {}),
    changeCents,
    ...(notes[index] ? { note: notes[index] } : {}),
  }));

/** POST /api/admin/pdv/tabs/:tabId/close: the whole closing in one transaction. */
export async function closeTabAtCounter(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  tabId: string,
  input: CloseTabInput,
  payerNotes?: PayerNotes,
): Promise<ClosedTab> {
  const now = deps.payments.now();
  return deps.db.transaction(async (tx) => {
    const opened = await openForParts(tx, establishmentId, operator, tabId, input);
    const { register, locked, figures } = opened;
    const plans = plansOf(input.parts, closingAmounts(input, opened.lines, figures), opened.lines);
    const poured = await takeParts(tx, deps, { ...opened, operator, atClosing: true, now }, plans);
    // One NFC-e per payer, after the payments: the orders' own notes give way (decision 082).
    const notes = await payerNotes?.(tx, payersOf(locked.tab.label, input.parts, poured));
    const parts = paidParts(plans, notes);
    await recordAudit(tx, establishmentId, auditorAt(operator, register.name), {
      kind: 'sale',
      subject: `Conta da ${locked.tab.label}`,
      after: {
        pedidos: formatCents(figures.ordersCents),
        servico: formatCents(figures.serviceCents),
        total: formatCents(figures.totalCents),
        partes: parts.map((part) => formatCents(part.amountCents)).join(' + '),
      },
    });
    return markTabClosed(tx, deps.realtime, locked.tab, {
      figures: { ...figures, parts: parts.map((part) => part.amountCents) },
      parts,
      actor: operator.email,
      now,
    });
  });
}

/**
 * POST /api/admin/pdv/tabs/:tabId/payments: parts paid while the tab stays open (decision
 * 085), each by an amount or by items (its share of them plus the service on it); refused
 * above what is due. Recorded as the closing records its parts.
 */
export async function payTabAtCounter(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  tabId: string,
  input: PayTabInput,
  payerNotes?: PayerNotes,
): Promise<TabPaymentResult> {
  const now = deps.payments.now();
  return deps.db.transaction(async (tx) => {
    const opened = await openForParts(tx, establishmentId, operator, tabId, input);
    const { register, locked, figures, lines, percent } = opened;
    if (figures.dueCents <= 0) throw refused(tabRefusals.nothingDue);
    input.parts.forEach((part, index) => {
      if ((part.amountCents === undefined) === !part.itemIds?.length)
        throw refused(tabRefusals.partAmountOrItems, `parts.${index}`);
    });
    checkItems(input.parts, lines);
    const amounts = openPartAmounts(lines, input.parts, percent);
    const paying = amounts.reduce((sum, amount) => sum + amount, 0);
    if (paying > figures.dueCents)
      throw refused(tabRefusals.overpaid(formatCents(figures.dueCents)), 'parts');
    const plans = plansOf(input.parts, amounts, lines);
    const poured = await takeParts(tx, deps, { ...opened, operator, atClosing: false, now }, plans);
    const notes = await payerNotes?.(tx, payersOf(locked.tab.label, input.parts, poured));
    const parts = paidParts(plans, notes);
    await recordAudit(tx, establishmentId, auditorAt(operator, register.name), {
      kind: 'sale',
      subject: `Pagamento parcial da ${locked.tab.label}`,
      after: {
        partes: parts.map((part) => formatCents(part.amountCents)).join(' + '),
        falta: formatCents(figures.dueCents - paying),
      },
    });
    const { parts: _parts, ...rest } = figures;
    return {
      id: locked.tab.id,
      tableNumber: locked.tab.tableNumber,
      ...rest,
      paidCents: figures.paidCents + paying,
      dueCents: figures.dueCents - paying,
      parts,
    };
  });
}

/**
 * An online order left to pay on handover ("pagar na retirada/entrega", decision 071), in the
 * kitchen and unpaid, taken at the PDV: its tenders become payments (the paid-order workflow
 * runs: receipt, stock, receivables, NFC-e) and the register's sale rows, in one transaction.
 * An order on a table's tab is paid when the tab closes.
 */
export async function settleDueOrder(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  orderId: string,
  input: SettleDueOrderInput,
): Promise<{ orderId: string; orderNumber: number; totalCents: number; changeCents: number }> {
  const order = isId(orderId) ? await findOrderById(deps.db, establishmentId, orderId) : undefined;
  if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado');
  if (
    order.origin === 'pdv' ||
    order.channel === 'mesa' ||
    order.paymentStatus !== 'pending' ||
    order.stage === null
  ) {
    throw new AppError('CONFLICT', notDueMessage);
  }
  const outcome = applyTenders(
    order.totalCents,
    input.tenders.map((tender) => ({ ...tender })),
  );
  if (outcome.problem) throw refused(tenderProblemMessages[outcome.problem], 'tenders');
  if (input.expectedChangeCents !== outcome.changeCents) {
    throw refused(
      `O troco não confere: o correto é ${formatCents(outcome.changeCents)}`,
      'expectedChangeCents',
    );
  }
  const paid = await payDueAtCounter(
    deps.payments,
    establishmentId,
    orderId,
    async (tx, locked) => {
      const register = await lockOpenRegister(tx, establishmentId, input.registerId, operator);
      await recordSaleMovements(tx, register, operator, locked, outcome.applied);
      return outcome.applied;
    },
  );
  return {
    orderId: paid.id,
    orderNumber: paid.orderNumber,
    totalCents: paid.totalCents,
    changeCents: outcome.changeCents,
  };
}
