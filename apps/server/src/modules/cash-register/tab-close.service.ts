import {
  applyTenders,
  formatCents,
  notDueMessage,
  tenderProblemMessages,
  type SettleDueOrderInput,
  tabFigures,
  tabRefusals,
  type AppliedTender,
  type ClosedTab,
  type CloseTabInput,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { isId } from '../../lib/ids';
import { findOrderById, lockOrder, type TabOrderRow } from '../orders';
import { lockTabForClosing, markTabClosed } from '../online-menu';
import { payDueAtCounter, recordCounterPayments } from '../payments';
import { cashRegisterMovements } from './cash-register.tables';
import type { CounterSaleDeps } from './counter-sales.service';
import { payerShares, payersOf, type PayerNotes } from './tab-payer-notes';
import {
  auditorAt,
  lockOpenRegister,
  recordSaleMovements,
  type Operator,
} from './registers.service';

/*
 * Closing a table's tab at the PDV (issue 35 item 2, decision 077). The server computes the
 * figures from the tab's orders: the service charge (the shop's percentage, or none when the
 * table refuses it), the total, what the phones already paid by Pix, what is due, and the
 * due amount in equal parts (the centavos that do not divide go to the first part). Each
 * part is paid by its own method. What each part pays goes, in the tab's order, first to the
 * orders still due (one approved payment row per part and order, so the order becomes paid
 * and its receipt, stock, receivables and NFC-e follow as for any counter sale), then to the
 * service charge, which is the staff's (Lei 13.419/2017), not a sale: it is written in the
 * register's ledger (sale rows without an order, "Taxa de serviço · Mesa 12") and on the tab.
 */

const refused = (message: string, path?: string) =>
  new AppError('UNPROCESSABLE', message, path ? [{ path, message }] : undefined);

interface Bucket {
  order: TabOrderRow | null;
  remaining: number;
  tenders: AppliedTender[];
}

/** Pours each part's amount into the due orders in turn, then into the service charge. */
export function allocateParts(
  dueOrders: readonly TabOrderRow[],
  serviceCents: number,
  parts: readonly { method: AppliedTender['method']; amountCents: number }[],
): Bucket[] {
  const buckets: Bucket[] = [
    ...dueOrders.map((order) => ({ order, remaining: order.totalCents, tenders: [] })),
    { order: null, remaining: serviceCents, tenders: [] },
  ];
  for (const part of parts) {
    let left = part.amountCents;
    for (const bucket of buckets) {
      if (left === 0) break;
      const take = Math.min(left, bucket.remaining);
      if (take === 0) continue;
      bucket.remaining -= take;
      left -= take;
      const same = bucket.tenders.find((tender) => tender.method === part.method);
      if (same) same.amountCents += take;
      else
        bucket.tenders.push({
          method: part.method,
          amountCents: take,
          receivedCents: null,
          changeCents: null,
        });
    }
  }
  return buckets;
}

/** The parts as the cashier takes them: amount, and the change of a cash part. */
function partsOf(input: CloseTabInput, amounts: number[]): ClosedTab['parts'] {
  return input.parts.map((part, index) => {
    const amountCents = amounts[index]!;
    if (part.receivedCents === undefined)
      return { method: part.method, amountCents, changeCents: 0 };
    if (part.method !== 'cash') throw refused(tabRefusals.receivedNotCash, `parts.${index}`);
    if (part.receivedCents < amountCents)
      throw refused(tabRefusals.receivedTooLow, `parts.${index}`);
    return { method: part.method, amountCents, changeCents: part.receivedCents - amountCents };
  });
}

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
    const register = await lockOpenRegister(tx, establishmentId, input.registerId, operator);
    const { tab, orders, servicePercent } = await lockTabForClosing(tx, establishmentId, tabId);
    const paid = orders.map((order) => ({
      totalCents: order.totalCents,
      paid: order.paymentStatus === 'paid',
    }));
    const figures = tabFigures(paid, input.service ? servicePercent : 0, input.parts.length);
    if (figures.dueCents !== input.expectedDueCents) {
      throw refused(tabRefusals.dueMismatch(formatCents(figures.dueCents)), 'expectedDueCents');
    }
    const parts = partsOf(input, figures.parts);
    const due = orders.filter((order) => order.paymentStatus !== 'paid');
    const buckets = allocateParts(due, figures.serviceCents, parts);
    for (const bucket of buckets) {
      if (!bucket.order) continue;
      const locked = await lockOrder(tx, establishmentId, bucket.order.id);
      if (!locked || locked.paymentStatus !== 'pending') {
        throw new AppError(
          'CONFLICT',
          `O pedido ${bucket.order.orderNumber} mudou: abra a conta de novo`,
        );
      }
      await recordCounterPayments(tx, deps, locked, bucket.tenders, now);
      await recordSaleMovements(tx, register, operator, locked, bucket.tenders, now);
    }
    const service = buckets.at(-1)!;
    if (service.tenders.length > 0) {
      await tx.insert(cashRegisterMovements).values(
        service.tenders.map((tender) => ({
          establishmentId,
          registerId: register.id,
          kind: 'sale' as const,
          method: tender.method,
          amountCents: tender.amountCents,
          reason: `Taxa de serviço · ${tab.label}`,
          actor: operator.email,
          createdAt: now,
        })),
      );
    }
    await recordAudit(tx, establishmentId, auditorAt(operator, register.name), {
      kind: 'sale',
      subject: `Conta da ${tab.label}`,
      after: {
        pedidos: formatCents(figures.ordersCents),
        servico: formatCents(figures.serviceCents),
        total: formatCents(figures.totalCents),
        partes: parts.map((part) => formatCents(part.amountCents)).join(' + '),
      },
    });
    // One NFC-e per payer (decision 082), after the payments: the orders' own notes give way.
    const shares = payerShares(due, figures.serviceCents, figures.parts);
    const notes = (await payerNotes?.(tx, payersOf(tab.label, input, shares))) ?? [];
    const closed = await markTabClosed(tx, deps.realtime, tab, {
      figures,
      parts,
      actor: operator.email,
      now,
    });
    return {
      ...closed,
      parts: closed.parts.map((part, index) =>
        notes[index] ? { ...part, note: notes[index] } : part,
      ),
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
