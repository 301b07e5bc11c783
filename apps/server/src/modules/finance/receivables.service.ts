import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  addDays,
  businessDateOf,
  cardFeeCents,
  type Receivable,
  type ReceivablesPage,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { orderNumbersOf, type OrderRow } from '../orders';
import type { SettledPayment } from '../payments';
import { receivables, type ReceivableRow } from './finance.tables';
import { channelTermsOf, findFinanceSettings, settlementTermsOf } from './settings.service';

const notFound = () => new AppError('NOT_FOUND', 'Conta a receber não encontrada');

/**
 * A receivable of `grossCents` paid by `method` under the shop's terms. The sale belongs to
 * the order's business date (as in the reports); the money moves from the day it was paid.
 */
function draftOf(
  terms: { feePercent: number; days: number },
  grossCents: number,
  saleDate: string,
  paidDate: string,
) {
  const feeCents = cardFeeCents(grossCents, terms.feePercent);
  const immediate = terms.days === 0 && feeCents === 0;
  return {
    saleDate,
    dueDate: addDays(paidDate, terms.days),
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    // Money that lands whole on the day it is paid is already in the till: realised at once.
    status: immediate ? ('received' as const) : ('open' as const),
    receivedOn: immediate ? paidDate : null,
  };
}

/**
 * The paid order's receivables: one per approved payment row of the order, and one for
 * whatever of the order's total no payment explains (paid by hand). A marketplace's order is
 * the platform's payout: its method is the channel, net of the channel's commission, due on
 * the channel's D+N. Idempotent: a payment already turned into a receivable is skipped.
 */
export async function createReceivablesOfOrder(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'establishmentId' | 'businessDate' | 'totalCents'> &
    Pick<OrderRow, 'paidAt' | 'createdAt' | 'channel'>,
  payments: readonly SettledPayment[],
): Promise<void> {
  const { establishmentId, id: orderId } = order;
  const settings = await findFinanceSettings(tx, establishmentId);
  const platform = channelTermsOf(settings, order.channel);
  const rows: (typeof receivables.$inferInsert)[] = payments.map((payment) => ({
    establishmentId,
    orderId,
    paymentId: payment.id,
    method: platform ? order.channel : payment.method,
    ...draftOf(
      platform ?? settlementTermsOf(settings, payment.method),
      payment.amountCents,
      order.businessDate,
      businessDateOf(payment.settledAt),
    ),
  }));
  const explained = payments.reduce((total, payment) => total + payment.amountCents, 0);
  if (order.totalCents > explained) {
    rows.push({
      establishmentId,
      orderId,
      paymentId: null,
      method: platform ? order.channel : 'other',
      ...draftOf(
        platform ?? { feePercent: 0, days: 0 },
        order.totalCents - explained,
        order.businessDate,
        businessDateOf(order.paidAt ?? order.createdAt),
      ),
    });
  }
  if (rows.length === 0) return;
  await tx.insert(receivables).values(rows).onConflictDoNothing();
}

/**
 * 'order.canceled': the order's receivables not yet received will not come (canceled), and
 * the money of those already received goes back: each gets a reversal (estorno), a received
 * receivable of the same method and sale date with the amounts negated, received on the
 * cancel's business day. Realised cash before that day stays as it was (the cash flow of a
 * past period can be summed again to the same figures), the refund leaves on the day it is
 * owed, and the canceled sale's card fee nets out of its period like its revenue. Idempotent:
 * a receivable is reversed once (unique `reversal_of`).
 */
export async function cancelReceivablesOfOrder(
  tx: Executor,
  establishmentId: string,
  orderId: string,
  now = new Date(),
): Promise<void> {
  const ofOrder = and(
    eq(receivables.establishmentId, establishmentId),
    eq(receivables.orderId, orderId),
  );
  await tx
    .update(receivables)
    .set({ status: 'canceled' })
    .where(and(ofOrder, eq(receivables.status, 'open')));
  const received = await tx
    .select()
    .from(receivables)
    .where(and(ofOrder, eq(receivables.status, 'received'), isNull(receivables.reversalOf)));
  if (received.length === 0) return;
  const today = businessDateOf(now);
  await tx
    .insert(receivables)
    .values(
      received.map((row) => ({
        establishmentId,
        orderId,
        paymentId: null,
        reversalOf: row.id,
        method: row.method,
        saleDate: row.saleDate,
        dueDate: today,
        grossCents: -row.grossCents,
        feeCents: -row.feeCents,
        netCents: -row.netCents,
        status: 'received' as const,
        receivedOn: today,
      })),
    )
    .onConflictDoNothing();
}

function toReceivable(row: ReceivableRow, orderNumber: number | null): Receivable {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    method: row.method,
    saleDate: row.saleDate,
    dueDate: row.dueDate,
    grossCents: row.grossCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    status: row.status,
    receivedOn: row.receivedOn,
    reversal: row.reversalOf !== null,
  };
}

/** At most this many receivables are listed; the sums always cover the whole period. */
export const receivablesListed = 1000;

/**
 * Receivables due in the period (both days included), the first `receivablesListed` by due
 * date, with what is expected each day and the totals of ALL of them (summed in SQL, so a busy
 * month's figures stay right when the list is cut).
 */
export async function listReceivables(
  db: Executor,
  establishmentId: string,
  query: { from: string; to: string; status: Receivable['status'] | 'all' },
): Promise<ReceivablesPage> {
  const matching = and(
    eq(receivables.establishmentId, establishmentId),
    gte(receivables.dueDate, query.from),
    lte(receivables.dueDate, query.to),
    query.status === 'all' ? undefined : eq(receivables.status, query.status),
  );
  const rows = await db
    .select()
    .from(receivables)
    .where(matching)
    .orderBy(asc(receivables.dueDate), asc(receivables.createdAt))
    .limit(receivablesListed + 1);
  const numbers = await orderNumbersOf(
    db,
    establishmentId,
    rows.flatMap((row) => row.orderId ?? []),
  );
  const live = sql`${receivables.status} <> 'canceled'`;
  const open = sql`${receivables.status} = 'open'`;
  const [totals] = await db
    .select({
      grossCents: sql<string | null>`sum(${receivables.grossCents}) filter (where ${live})`,
      feeCents: sql<string | null>`sum(${receivables.feeCents}) filter (where ${live})`,
      netCents: sql<string | null>`sum(${receivables.netCents}) filter (where ${live})`,
      openNetCents: sql<string | null>`sum(${receivables.netCents}) filter (where ${open})`,
      count: sql<number>`count(*)::int`,
    })
    .from(receivables)
    .where(matching);
  const expected = await db
    .select({
      date: sql<string>`${receivables.dueDate}::text`,
      netCents: sql<string>`sum(${receivables.netCents})`,
    })
    .from(receivables)
    .where(and(matching, eq(receivables.status, 'open')))
    .groupBy(receivables.dueDate)
    .orderBy(receivables.dueDate);
  return {
    receivables: rows
      .slice(0, receivablesListed)
      .map((row) => toReceivable(row, row.orderId ? (numbers.get(row.orderId) ?? null) : null)),
    more: rows.length > receivablesListed,
    expectedByDay: expected.map((row) => ({ date: row.date, netCents: Number(row.netCents) })),
    totals: {
      count: totals!.count,
      grossCents: Number(totals!.grossCents ?? 0),
      feeCents: Number(totals!.feeCents ?? 0),
      netCents: Number(totals!.netCents ?? 0),
      openNetCents: Number(totals!.openNetCents ?? 0),
    },
  };
}

/** Marks an open receivable received on `on`; it leaves the forecast for realised cash. */
export async function markReceivableReceived(
  db: Executor,
  establishmentId: string,
  id: string,
  on: string,
): Promise<Receivable> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .update(receivables)
    .set({ status: 'received', receivedOn: on })
    .where(
      and(
        eq(receivables.establishmentId, establishmentId),
        eq(receivables.id, id),
        eq(receivables.status, 'open'),
      ),
    )
    .returning();
  if (row) return toReceivable(row, null);
  const [existing] = await db
    .select({ status: receivables.status })
    .from(receivables)
    .where(and(eq(receivables.establishmentId, establishmentId), eq(receivables.id, id)));
  if (!existing) throw notFound();
  throw new AppError(
    'CONFLICT',
    existing.status === 'received'
      ? 'Esta conta já foi recebida'
      : 'Esta conta foi cancelada com o pedido',
  );
}

/** The card fees of the period's sales (by sale date), canceled sales left out. */
export async function cardFeesOfPeriod(
  db: Executor,
  establishmentId: string,
  period: { from: string; to: string },
): Promise<number> {
  const [row] = await db
    .select({ fees: sql<string | null>`sum(${receivables.feeCents})` })
    .from(receivables)
    .where(
      and(
        eq(receivables.establishmentId, establishmentId),
        gte(receivables.saleDate, period.from),
        lte(receivables.saleDate, period.to),
        inArray(receivables.status, ['open', 'received']),
      ),
    );
  return Number(row?.fees ?? 0);
}
