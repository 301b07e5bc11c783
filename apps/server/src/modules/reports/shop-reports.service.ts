import {
  addDays,
  averageTicketCents,
  businessDateOf,
  daysInPeriod,
  reportPaymentMethods,
  type BusinessPeriod,
  type ShopDashboard,
  type ShopReport,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { productCategoryNames } from '../catalog';
import {
  canceledOrderCount,
  paidByBusinessDate,
  paidByHour,
  paidByOrigin,
  paidByProduct,
  paidByWeekday,
  paidOrderIds,
  paidTotals,
  type ProductSales,
  type SalesFigures,
} from '../orders';
import { paymentMixOf } from '../payments';

/*
 * The shop's dashboard and reports (issue 17). Every figure comes from the orders module's
 * sums of paid orders (and the payments module's methods), over business days in São Paulo.
 */

const none: SalesFigures = { paidOrders: 0, revenueCents: 0 };
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const topProductsShown = 5;

/** Sales per method, with `other` for paid orders that no approved payment explains. */
async function paymentMix(db: Database, establishmentId: string, period: BusinessPeriod) {
  const [byMethod, totals] = await Promise.all([
    paymentMixOf(db, establishmentId, paidOrderIds(db, establishmentId, period)),
    paidTotals(db, establishmentId, period),
  ]);
  const known = [...byMethod.values()];
  const other = {
    paidOrders: totals.paidOrders - known.reduce((n, row) => n + row.paidOrders, 0),
    revenueCents: totals.revenueCents - known.reduce((n, row) => n + row.revenueCents, 0),
  };
  return reportPaymentMethods
    .map((method) => ({ method, ...(method === 'other' ? other : (byMethod.get(method) ?? none)) }))
    .filter((row) => row.paidOrders > 0);
}

const withoutProductId = ({ name, quantity, revenueCents }: ProductSales) => ({
  name,
  quantity,
  revenueCents,
});

/** Today's business day: totals, hours against the same weekday last week, mix, top products. */
export async function shopDashboard(
  db: Database,
  establishmentId: string,
  now = new Date(),
): Promise<ShopDashboard> {
  const today = businessDateOf(now);
  const day = { from: today, to: today };
  const lastWeek = { from: addDays(today, -7), to: addDays(today, -7) };
  const [totals, byHour, lastWeekByHour, mix, top] = await Promise.all([
    paidTotals(db, establishmentId, day),
    paidByHour(db, establishmentId, day),
    paidByHour(db, establishmentId, lastWeek),
    paymentMix(db, establishmentId, day),
    paidByProduct(db, establishmentId, day, topProductsShown),
  ]);
  return {
    businessDate: today,
    today: {
      ...totals,
      averageTicketCents: averageTicketCents(totals.revenueCents, totals.paidOrders),
    },
    byHour: hours.map((hour) => ({
      hour,
      ...(byHour.get(hour) ?? none),
      lastWeekRevenueCents: lastWeekByHour.get(hour)?.revenueCents ?? 0,
    })),
    paymentMix: mix,
    topProducts: top.map(withoutProductId),
  };
}

/** Product sales summed by the product's current category ("Sem categoria" once deleted). */
function byCategory(products: ProductSales[], categoryOf: Map<string, string>) {
  const sums = new Map<string, { quantity: number; revenueCents: number }>();
  for (const product of products) {
    const name = (product.productId && categoryOf.get(product.productId)) || 'Sem categoria';
    const sum = sums.get(name) ?? { quantity: 0, revenueCents: 0 };
    sums.set(name, {
      quantity: sum.quantity + product.quantity,
      revenueCents: sum.revenueCents + product.revenueCents,
    });
  }
  return [...sums]
    .map(([name, sum]) => ({ name, ...sum }))
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'pt-BR'));
}

/** The period's sales by day, hour, weekday, product, category, payment method and origin. */
export async function shopReport(
  db: Database,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<ShopReport> {
  const [totals, canceledOrders, days, byHour, weekdays, products, categoryOf, mix, origins] =
    await Promise.all([
      paidTotals(db, establishmentId, period),
      canceledOrderCount(db, establishmentId, period),
      paidByBusinessDate(db, establishmentId, period),
      paidByHour(db, establishmentId, period),
      paidByWeekday(db, establishmentId, period),
      paidByProduct(db, establishmentId, period),
      productCategoryNames(db, establishmentId),
      paymentMix(db, establishmentId, period),
      paidByOrigin(db, establishmentId, period),
    ]);
  return {
    ...period,
    totals: {
      ...totals,
      averageTicketCents: averageTicketCents(totals.revenueCents, totals.paidOrders),
      canceledOrders,
    },
    byDay: Array.from({ length: daysInPeriod(period) }, (_, index) => {
      const date = addDays(period.from, index);
      return { date, ...(days.get(date) ?? none) };
    }),
    byHour: hours.map((hour) => ({ hour, ...(byHour.get(hour) ?? none) })),
    byWeekday: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ...(weekdays.get(weekday) ?? none),
    })),
    byProduct: products.map(withoutProductId),
    byCategory: byCategory(products, categoryOf),
    byPaymentMethod: mix,
    byOrigin: (['totem', 'pdv'] as const)
      .map((origin) => ({ origin, ...(origins.get(origin) ?? none) }))
      .filter((row) => row.paidOrders > 0),
  };
}
