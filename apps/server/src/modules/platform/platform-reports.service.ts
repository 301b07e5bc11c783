import {
  addDays,
  lastBusinessDays,
  type DailyRevenue,
  type EstablishmentRevenue,
  type PlatformReport,
  type ReportQuery,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { listEstablishmentsByName } from '../establishments';
import { confirmedTotalsByBusinessDate, confirmedTotalsByEstablishment } from '../orders';

/*
 * Read-only figures over the orders of every shop. Only paid orders count (SPEC §4: "pago"
 * are the confirmed ones), and days are the shops' business days in America/Sao_Paulo, the
 * `business_date` each order was numbered on. The figures come from the orders module.
 */

const none = { confirmedOrders: 0, revenueCents: 0 };

/** The last `days` business days up to today, each with its confirmed orders and revenue. */
export async function dailyRevenue(
  db: Database,
  days: number,
  now = new Date(),
): Promise<DailyRevenue[]> {
  const period = lastBusinessDays(days, now);
  const byDate = await confirmedTotalsByBusinessDate(db, period);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(period.from, index);
    return { date, ...(byDate.get(date) ?? none) };
  });
}

/**
 * Every establishment with its confirmed orders and revenue, best first (then by name and
 * id); `period` limits the orders counted (the shops without sales are listed with zeros).
 */
export async function revenueByEstablishment(
  db: Database,
  period?: ReportQuery,
): Promise<EstablishmentRevenue[]> {
  const [shops, totals] = await Promise.all([
    listEstablishmentsByName(db),
    confirmedTotalsByEstablishment(db, period),
  ]);
  // Shops come sorted by name and id; the sort is stable, so ties keep that order.
  return shops
    .map((shop) => ({ ...shop, ...(totals.get(shop.id) ?? none) }))
    .sort((a, b) => b.revenueCents - a.revenueCents);
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
