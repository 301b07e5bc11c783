import {
  orderChannels,
  type OrderChannel,
  addDays,
  averageTicketCents,
  businessDateOf,
  daysInPeriod,
  reportPaymentMethods,
  type BusinessPeriod,
  type ReportPaymentMethod,
  type ShopDashboard,
  type ShopReport,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { openRegisters } from '../cash-register';
import { productCategoryNames } from '../catalog';
import { overduePayablesSummary } from '../finance';
import {
  canceledOrderCount,
  kitchenStageCounts,
  paidByHour,
  paidByProduct,
  paidByProductWithCost,
  paidOrderIds,
  paidSalesBreakdown,
  paidSplitOrderIds,
  type ProductCosts,
  type ProductSales,
  type SalesFigures,
} from '../orders';
import { approvedAmountsByMethod, type MethodAmounts } from '../payments';
import { costOfGoodsSoldByLine, lowStockItems } from '../stock';

/*
 * The shop's dashboard and reports (issue 17). Every figure comes from the orders module's
 * sums of paid orders, over business days in São Paulo.
 */

const none: SalesFigures = { paidOrders: 0, revenueCents: 0 };
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const topProductsShown = 5;

const mixKey = (method: string | null): ReportPaymentMethod =>
  method === 'pix' || method === 'card' || method === 'cash' ? method : 'other';

/**
 * Sales per method (decision 022): an order paid one way counts under its `paid_method`, as
 * the orders screen shows it; a counter sale split over several methods credits each with
 * what its payment rows took (`splitAmounts`), and counts once under each method it used.
 * `other` is an order paid with no payment recorded, so the mix always adds up to the revenue.
 */
function paymentMix(
  byPaidMethod: Map<string | null, SalesFigures>,
  splitAmounts: Map<string, MethodAmounts>,
) {
  const sums = new Map<ReportPaymentMethod, SalesFigures>();
  const credit = (key: ReportPaymentMethod, figures: SalesFigures) =>
    sums.set(key, sumOf([sums.get(key) ?? none, figures]));
  for (const [method, figures] of byPaidMethod) {
    if (method !== splitMethod) credit(mixKey(method), figures);
  }
  let unaccounted = byPaidMethod.get(splitMethod)?.revenueCents ?? 0;
  for (const [method, amounts] of splitAmounts) {
    credit(mixKey(method), { paidOrders: amounts.orders, revenueCents: amounts.amountCents });
    unaccounted -= amounts.amountCents;
  }
  // A split sale's rows add up to its total (decision 021); should they ever not, the rest
  // shows under 'other' rather than vanish from the mix.
  if (unaccounted !== 0) credit('other', { paidOrders: 0, revenueCents: unaccounted });
  return reportPaymentMethods
    .map((method) => ({ method, ...(sums.get(method) ?? none) }))
    .filter((row) => row.paidOrders > 0 || row.revenueCents !== 0);
}

/** `paid_method` of a counter sale paid with several methods. */
const splitMethod = 'split';

/** The period's split sales' payment rows per method (none: an empty map). */
const splitAmountsOf = (db: Database, establishmentId: string, period: BusinessPeriod) =>
  approvedAmountsByMethod(db, establishmentId, paidSplitOrderIds(db, establishmentId, period));

const withoutProductId = ({ name, quantity, revenueCents }: ProductSales) => ({
  name,
  quantity,
  revenueCents,
});

/**
 * Today's business day: totals, hours against the same weekday last week, mix, top products,
 * and what needs the owner now. `viewerId` is the admin asking: the expected cash of a register
 * they operate themselves is not shown, so their closing count stays blind.
 */
export async function shopDashboard(
  db: Database,
  establishmentId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<ShopDashboard> {
  const today = businessDateOf(now);
  const day = { from: today, to: today };
  const lastWeek = { from: addDays(today, -7), to: addDays(today, -7) };
  const [
    breakdown,
    splitAmounts,
    lastWeekByHour,
    top,
    kitchen,
    lowStock,
    overduePayables,
    registers,
  ] = await Promise.all([
    paidSalesBreakdown(db, establishmentId, day),
    splitAmountsOf(db, establishmentId, day),
    paidByHour(db, establishmentId, lastWeek),
    paidByProduct(db, establishmentId, day, topProductsShown),
    kitchenStageCounts(db, establishmentId),
    lowStockItems(db, establishmentId),
    overduePayablesSummary(db, establishmentId, now),
    openRegisters(db, establishmentId),
  ]);
  const { byHour } = breakdown;
  const totals = sumOf([...breakdown.byDay.values()]);
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
    paymentMix: paymentMix(breakdown.byPaidMethod, splitAmounts),
    byChannel: channelSales(breakdown.byChannel),
    topProducts: top.map(withoutProductId),
    kitchen,
    lowStock: lowStock.map(({ name, unit, levelMilli, minimumMilli }) => ({
      name,
      unit,
      levelMilli,
      minimumMilli,
    })),
    overduePayables,
    openRegisters: registers.map((register) => ({
      name: register.name,
      operator: register.operator,
      openedAt: register.openedAt.toISOString(),
      expectedCashCents:
        viewerId !== null && register.operatorId === viewerId ? null : register.expectedCashCents,
    })),
  };
}

/**
 * Cost and gross margin of the products sold whose lines took something from stock: the CMV
 * the stock ledger wrote for each line at the moment of the sale, its extras, add-ons and
 * options included (their prices are in the line's revenue), so the rows add up to the DRE's
 * CMV (decision 038). Products that took nothing have no known cost and are left out rather
 * than shown at 100 % margin.
 */
function productMargins(products: ProductCosts[]) {
  return products.flatMap(({ costCents, ...product }) => {
    if (costCents === null) return [];
    return [
      {
        ...withoutProductId(product),
        unitCostCents: Math.round(costCents / product.quantity),
        costCents,
        marginCents: product.revenueCents - costCents,
      },
    ];
  });
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

/** The period's sales by day, hour, weekday, product, category, payment method and channel. */
export async function shopReport(
  db: Database,
  establishmentId: string,
  period: BusinessPeriod,
): Promise<ShopReport> {
  // Days, hours, weekdays, channels, methods and totals: one scan of the period's paid orders.
  const lineCosts = costOfGoodsSoldByLine(
    db,
    establishmentId,
    paidOrderIds(db, establishmentId, period),
  );
  const [breakdown, splitAmounts, canceledOrders, products, categoryOf] = await Promise.all([
    paidSalesBreakdown(db, establishmentId, period),
    splitAmountsOf(db, establishmentId, period),
    canceledOrderCount(db, establishmentId, period),
    paidByProductWithCost(db, establishmentId, period, lineCosts),
    productCategoryNames(db, establishmentId),
  ]);
  const { byDay: days, byHour, byChannel: channels } = breakdown;
  const totals = sumOf([...days.values()]);
  const byDay = Array.from({ length: daysInPeriod(period) }, (_, index) => {
    const date = addDays(period.from, index);
    return { date, ...(days.get(date) ?? none) };
  });
  return {
    ...period,
    totals: {
      ...totals,
      averageTicketCents: averageTicketCents(totals.revenueCents, totals.paidOrders),
      canceledOrders,
    },
    byDay,
    byHour: hours.map((hour) => ({ hour, ...(byHour.get(hour) ?? none) })),
    // A business date's weekday (0 = domingo), as the day it was numbered on.
    byWeekday: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ...sumOf(byDay.filter((row) => new Date(`${row.date}T00:00:00Z`).getUTCDay() === weekday)),
    })),
    byProduct: products.map(withoutProductId),
    byCategory: byCategory(products, categoryOf),
    byPaymentMethod: paymentMix(breakdown.byPaidMethod, splitAmounts),
    byChannel: channelSales(channels),
    productMargins: productMargins(products),
  };
}

/** The channels with sales, in the channels' order: each paid order counts in one. */
const channelSales = (byChannel: Map<OrderChannel, SalesFigures>) =>
  orderChannels
    .map((channel) => ({ channel, ...(byChannel.get(channel) ?? none) }))
    .filter((row) => row.paidOrders > 0);

function sumOf(rows: SalesFigures[]): SalesFigures {
  return rows.reduce(
    (sum, row) => ({
      paidOrders: sum.paidOrders + row.paidOrders,
      revenueCents: sum.revenueCents + row.revenueCents,
    }),
    none,
  );
}
