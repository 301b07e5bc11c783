import { and, asc, count, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import {
  addDays,
  lastBusinessDays,
  type DailyRevenue,
  type EstablishmentRevenue,
  type PlatformReport,
  type ReportQuery,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { establishments } from '../establishments/establishments.tables';
import { orders } from '../orders/orders.tables';

/*
 * Read-only figures over the orders of every shop. Only paid orders count (SPEC §4: "pago"
 * are the confirmed ones), and days are the shops' business days in America/Sao_Paulo, the
 * `business_date` each order was numbered on.
 */

const paidBetween = (from: string, to: string) =>
  and(
    eq(orders.paymentStatus, 'paid'),
    gte(orders.businessDate, from),
    lte(orders.businessDate, to),
  );

/** The last `days` business days up to today, each with its confirmed orders and revenue. */
export async function dailyRevenue(
  db: Database,
  days: number,
  now = new Date(),
): Promise<DailyRevenue[]> {
  const { from, to } = lastBusinessDays(days, now);
  const rows = await db
    .select({
      date: orders.businessDate,
      confirmedOrders: count(),
      revenueCents: sum(orders.totalCents),
    })
    .from(orders)
    .where(paidBetween(from, to))
    .groupBy(orders.businessDate);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const row = byDate.get(date);
    return {
      date,
      confirmedOrders: row?.confirmedOrders ?? 0,
      revenueCents: Number(row?.revenueCents ?? 0),
    };
  });
}

/**
 * Every establishment with its confirmed orders and revenue, best first; `period` limits the
 * orders counted (the shops without sales are listed with zeros).
 */
export async function revenueByEstablishment(
  db: Database,
  period?: ReportQuery,
): Promise<EstablishmentRevenue[]> {
  const joinOn = period
    ? and(eq(orders.establishmentId, establishments.id), paidBetween(period.from, period.to))
    : and(eq(orders.establishmentId, establishments.id), eq(orders.paymentStatus, 'paid'));
  const revenue = sql<number>`coalesce(sum(${orders.totalCents}), 0)`;
  const rows = await db
    .select({
      id: establishments.id,
      name: establishments.name,
      active: establishments.active,
      confirmedOrders: count(orders.id),
      revenueCents: revenue,
    })
    .from(establishments)
    .leftJoin(orders, joinOn)
    .groupBy(establishments.id)
    .orderBy(desc(revenue), asc(establishments.name), asc(establishments.id));
  return rows.map((row) => ({ ...row, revenueCents: Number(row.revenueCents) }));
}

export async function platformReport(db: Database, period: ReportQuery): Promise<PlatformReport> {
  const rows = await revenueByEstablishment(db, period);
  return {
    from: period.from,
    to: period.to,
    rows,
    totals: {
      confirmedOrders: rows.reduce((total, row) => total + row.confirmedOrders, 0),
      revenueCents: rows.reduce((total, row) => total + row.revenueCents, 0),
    },
  };
}
