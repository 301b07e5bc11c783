import { z } from 'zod';
import { orderChannels } from './order-channels';

/*
 * A shop's own numbers (the admin's Dashboard and Relatórios). Only paid orders are sales
 * (SPEC §4), days are business days in America/Sao_Paulo (the `business_date` an order was
 * numbered on), hours and weekdays are the São Paulo wall clock when the order was placed.
 * Money is integer centavos.
 */

const cents = z.number().int();
const sales = { paidOrders: z.number().int(), revenueCents: cents };

/**
 * How a paid order was paid; `other` is a paid order with no approved payment (by hand). A
 * counter sale split over several methods counts under each, with what each took (ADR 022).
 */
export const reportPaymentMethods = ['pix', 'card', 'cash', 'other'] as const;
export type ReportPaymentMethod = (typeof reportPaymentMethods)[number];

export const hourSalesSchema = z.object({ hour: z.number().int().min(0).max(23), ...sales });
export const productSalesSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  revenueCents: cents,
});
export const paymentMethodSalesSchema = z.object({
  method: z.enum(reportPaymentMethods),
  ...sales,
});

export const channelSalesSchema = z.object({ channel: z.enum(orderChannels), ...sales });

/** GET /api/admin/dashboard: today's business day as it happens. */
export const shopDashboardSchema = z.object({
  businessDate: z.iso.date(),
  today: z.object({ ...sales, averageTicketCents: cents }),
  /** Every hour 0-23 of today, with the same hour of the same weekday last week. */
  byHour: z.array(hourSalesSchema.extend({ lastWeekRevenueCents: cents })),
  paymentMix: z.array(paymentMethodSalesSchema),
  /** Today's sales by channel (Totem, Balcão, iFood...), those with sales only. */
  byChannel: z.array(channelSalesSchema),
  topProducts: z.array(productSalesSchema),
  /** The kitchen's queue now: paid orders received or being prepared, and ready ones. */
  kitchen: z.object({ preparing: z.number().int(), ready: z.number().int() }),
  /** Stock items at or below their minimum, lowest first. */
  lowStock: z.array(
    z.object({
      name: z.string(),
      unit: z.string(),
      levelMilli: z.number().int(),
      minimumMilli: z.number().int(),
    }),
  ),
  /** Open payables due before today. */
  overduePayables: z.object({ count: z.number().int(), amountCents: cents }),
  /**
   * Cash registers open now, oldest first, with the cash their ledger says the drawer holds.
   * Null on the viewer's own register: its count at the closing is blind (decision 021).
   */
  openRegisters: z.array(
    z.object({
      name: z.string(),
      operator: z.string(),
      openedAt: z.iso.datetime({ offset: true }),
      expectedCashCents: cents.nullable(),
    }),
  ),
});
export type ShopDashboard = z.infer<typeof shopDashboardSchema>;

/** The tables of the report, each downloadable at /api/admin/reports/{csv,xlsx}/<table>. */
export const shopReportTables = [
  'day',
  'hour',
  'weekday',
  'product',
  'category',
  'payment-method',
  'channel',
  'product-margin',
] as const;
export type ShopReportTable = (typeof shopReportTables)[number];

/** Integer division rounded half up; 0 when there are no orders. */
export function averageTicketCents(revenueCents: number, paidOrders: number): number {
  return paidOrders === 0 ? 0 : Math.round(revenueCents / paidOrders);
}
