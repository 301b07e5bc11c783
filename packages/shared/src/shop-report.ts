import { z } from 'zod';
import {
  channelSalesSchema,
  hourSalesSchema,
  paymentMethodSalesSchema,
  productSalesSchema,
} from './shop-reports';

/*
 * The Relatórios screen's report, apart from the dashboard's schemas in shop-reports.ts: the
 * owner's dashboard builds only what it parses (decision 090).
 */

const cents = z.number().int();
const sales = { paidOrders: z.number().int(), revenueCents: cents };

/** GET /api/admin/reports?from&to: the period's sales cut every way the owner asks. */
export const shopReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({ ...sales, averageTicketCents: cents, canceledOrders: z.number().int() }),
  /** Every day of the period, also those without sales. */
  byDay: z.array(z.object({ date: z.iso.date(), ...sales })),
  /** Every hour 0-23. */
  byHour: z.array(hourSalesSchema),
  /** Every weekday, 0 = domingo. */
  byWeekday: z.array(z.object({ weekday: z.number().int().min(0).max(6), ...sales })),
  byProduct: z.array(productSalesSchema),
  byCategory: z.array(productSalesSchema),
  byPaymentMethod: z.array(paymentMethodSalesSchema),
  /** Sales by channel (issue 34); the channels add up to the period's totals. */
  byChannel: z.array(channelSalesSchema),
  /**
   * Products whose sales took stock (their ficha técnica, extras, add-ons, options): the cost
   * (CMV) the stock ledger wrote for those sales, the DRE's CMV by product, and the gross
   * margin, revenue (extras' prices included) less cost.
   */
  productMargins: z.array(
    productSalesSchema.extend({ unitCostCents: cents, costCents: cents, marginCents: cents }),
  ),
});
export type ShopReport = z.infer<typeof shopReportSchema>;
