import { z } from 'zod';
import { paymentStatuses } from './orders';
import { demoOutcomeSchema, kioskPaymentSchema } from './payments';

/*
 * Staff's side of payments (admin Pedidos): apart from the kiosk's contracts in payments.ts so
 * that the kiosk downloads only those.
 */

/** A payment as staff see it: with the provider's own status word and its times. */
export const adminPaymentSchema = kioskPaymentSchema.omit({ pix: true }).extend({
  providerStatus: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/orders/awaiting-payment: unpaid orders, newest first. */
export const awaitingPaymentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const awaitingPaymentOrderSchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  totalCents: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: z.iso.datetime({ offset: true }),
  /** The order's latest payment attempt, if the customer chose a method. */
  payment: adminPaymentSchema.nullable(),
});
export type AwaitingPaymentOrder = z.infer<typeof awaitingPaymentOrderSchema>;

export const awaitingPaymentPageSchema = z.object({
  items: z.array(awaitingPaymentOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AwaitingPaymentPage = z.infer<typeof awaitingPaymentPageSchema>;

/** POST /api/admin/payments/:paymentId/demo-outcome: staff approve or decline a demo payment. */
export const adminDemoOutcomeSchema = demoOutcomeSchema.omit({ token: true });
