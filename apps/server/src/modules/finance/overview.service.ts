import { and, eq, gte, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  daysInPeriod,
  payableCategories,
  type BusinessPeriod,
  type CashFlowGranularity,
  type FinanceOverview,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { paidOrderIds, paidTotals } from '../orders';
import { costOfGoodsSold } from '../stock';
import { payables, receivables } from './finance.tables';
import { cardFeesOfPeriod } from './receivables.service';

/*
 * The cash flow and the result (DRE) of a period. Realised money is what was received
 * (receivables, on `received_on`) and paid (payables, on `paid_on`); forecast money is what
 * is still open, on its due date. The result counts sales by business date, card fees by sale
 * date, the cost of goods the stock ledger took for those sales, and the expenses due in the
 * period, except purchases of stock: they reach the result as CMV when sold.
 */

type Sums = Map<string, number>;

/** `amount` summed per date column, over rows matching `where`. */
async function sumsByDate(
  db: Executor,
  table: typeof receivables | typeof payables,
  dateColumn: PgColumn,
  amount: PgColumn,
  where: SQL | undefined,
): Promise<Sums> {
  const rows = await db
    .select({ date: sql<string>`${dateColumn}::text`, cents: sql<string>`sum(${amount})` })
    .from(table)
    .where(where)
    .groupBy(dateColumn);
  return new Map(rows.map((row) => [row.date, Number(row.cents)]));
}

async function sumOf(
  db: Executor,
  table: typeof receivables | typeof payables,
  amount: PgColumn,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${amount})` })
    .from(table)
    .where(where);
  return Number(row?.cents ?? 0);
}

/** The first day of the bucket `date` falls in: itself, its week's Monday, its month's 1st. */
export function bucketStart(date: string, by: CashFlowGranularity): string {
  if (by === 'day') return date;
  if (by === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const inRange = (column: PgColumn, period: BusinessPeriod) =>
  and(gte(column, period.from), lte(column, period.to));

/** Realised and forecast money per day of the period, and what came before it. */
async function dailyCashFlow(db: Executor, establishmentId: string, period: BusinessPeriod) {
  const ownReceivables = eq(receivables.establishmentId, establishmentId);
  const ownPayables = eq(payables.establishmentId, establishmentId);
  const received = and(ownReceivables, eq(receivables.status, 'received'));
  const openReceivable = and(ownReceivables, eq(receivables.status, 'open'));
  const paid = and(ownPayables, eq(payables.status, 'paid'));
  const openPayable = and(ownPayables, eq(payables.status, 'open'));
  const [realisedIn, realisedOut, forecastIn, forecastOut, before] = await Promise.all([
    sumsByDate(
      db,
      receivables,
      receivables.receivedOn,
      receivables.netCents,
      and(received, inRange(receivables.receivedOn, period)),
    ),
    sumsByDate(
      db,
      payables,
      payables.paidOn,
      payables.amountCents,
      and(paid, inRange(payables.paidOn, period)),
    ),
    sumsByDate(
      db,
      receivables,
      receivables.dueDate,
      receivables.netCents,
      and(openReceivable, inRange(receivables.dueDate, period)),
    ),
    sumsByDate(
      db,
      payables,
      payables.dueDate,
      payables.amountCents,
      and(openPayable, inRange(payables.dueDate, period)),
    ),
    Promise.all([
      sumOf(
        db,
        receivables,
        receivables.netCents,
        and(received, lt(receivables.receivedOn, period.from)),
      ),
      sumOf(db, payables, payables.amountCents, and(paid, lt(payables.paidOn, period.from))),
      sumOf(
        db,
        receivables,
        receivables.netCents,
        and(openReceivable, lt(receivables.dueDate, period.from)),
      ),
      sumOf(
        db,
        payables,
        payables.amountCents,
        and(openPayable, lt(payables.dueDate, period.from)),
      ),
    ]),
  ]);
  const [inBefore, outBefore, openInBefore, openOutBefore] = before;
  return {
    realisedIn,
    realisedOut,
    forecastIn,
    forecastOut,
    openingBalanceCents: inBefore - outBefore,
    openingForecastCents: openInBefore - openOutBefore,
  };
}

/** The cash flow of the period in buckets of a day, a week or a month, with running balances. */
export async function cashFlow(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
  by: CashFlowGranularity,
) {
  const daily = await dailyCashFlow(db, establishmentId, period);
  const rows: FinanceOverview['cashFlow'] = [];
  let balance = daily.openingBalanceCents;
  let projected = daily.openingBalanceCents + daily.openingForecastCents;
  for (let index = 0; index < daysInPeriod(period); index++) {
    const date = addDays(period.from, index);
    const start = index === 0 ? period.from : bucketStart(date, by);
    if (rows.at(-1)?.start !== start && (index === 0 || start === date)) {
      rows.push({
        start,
        realisedInCents: 0,
        realisedOutCents: 0,
        forecastInCents: 0,
        forecastOutCents: 0,
        balanceCents: balance,
        projectedBalanceCents: projected,
      });
    }
    const row = rows.at(-1)!;
    const day = {
      realisedIn: daily.realisedIn.get(date) ?? 0,
      realisedOut: daily.realisedOut.get(date) ?? 0,
      forecastIn: daily.forecastIn.get(date) ?? 0,
      forecastOut: daily.forecastOut.get(date) ?? 0,
    };
    row.realisedInCents += day.realisedIn;
    row.realisedOutCents += day.realisedOut;
    row.forecastInCents += day.forecastIn;
    row.forecastOutCents += day.forecastOut;
    balance += day.realisedIn - day.realisedOut;
    projected += day.realisedIn - day.realisedOut + day.forecastIn - day.forecastOut;
    row.balanceCents = balance;
    row.projectedBalanceCents = projected;
  }
  return {
    openingBalanceCents: daily.openingBalanceCents,
    openingForecastCents: daily.openingForecastCents,
    cashFlow: rows,
  };
}

/** The period's result: revenue, card fees, CMV, expenses by category. */
export async function resultOfPeriod(
  db: Executor,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<FinanceOverview['dre']> {
  const [sales, cardFeesCents, costOfGoodsSoldCents, expenseRows] = await Promise.all([
    paidTotals(db, establishmentId, period),
    cardFeesOfPeriod(db, establishmentId, period),
    costOfGoodsSold(db, establishmentId, paidOrderIds(db, establishmentId, period)),
    db
      .select({ category: payables.category, cents: sql<string>`sum(${payables.amountCents})` })
      .from(payables)
      .where(
        and(
          eq(payables.establishmentId, establishmentId),
          ne(payables.status, 'canceled'),
          isNull(payables.purchaseId),
          inRange(payables.dueDate, period),
        ),
      )
      .groupBy(payables.category),
  ]);
  const byCategory = new Map(expenseRows.map((row) => [row.category, Number(row.cents)]));
  const expenses = payableCategories
    .filter((category) => byCategory.has(category))
    .map((category) => ({ category, amountCents: byCategory.get(category)! }));
  const expensesCents = expenses.reduce((total, row) => total + row.amountCents, 0);
  const grossProfitCents = sales.revenueCents - cardFeesCents - costOfGoodsSoldCents;
  return {
    revenueCents: sales.revenueCents,
    cardFeesCents,
    costOfGoodsSoldCents,
    grossProfitCents,
    expenses,
    expensesCents,
    resultCents: grossProfitCents - expensesCents,
  };
}

/** GET /api/admin/finance/overview: the cash flow and the result of one period. */
export async function financeOverview(
  db: Executor,
  establishmentId: string,
  query: BusinessPeriod & { by: CashFlowGranularity },
): Promise<FinanceOverview> {
  const [flow, dre] = await Promise.all([
    cashFlow(db, establishmentId, query, query.by),
    resultOfPeriod(db, establishmentId, query),
  ]);
  return { from: query.from, to: query.to, by: query.by, ...flow, dre };
}
