import { z } from 'zod';

/*
 * "Pronto em cerca de N min" (issue 36, decision 065): when a new order would be ready, for the
 * kiosk's summary and payment screens and the PDV.
 */

/** GET /api/public/wait-estimate and /api/admin/pdv/wait-estimate: the cart's product ids. */
export const waitEstimateQuerySchema = z.object({
  /** Product ids separated by commas, one per unit; none: the shop's typical order. */
  products: z.string().max(4000).optional(),
});
export type WaitEstimateQuery = z.infer<typeof waitEstimateQuerySchema>;

export const waitEstimateSchema = z.object({
  /** Whole minutes, at least 1. */
  minutes: z.number().int().min(1),
  /** The shop is in busy mode ("Cozinha cheia", decision 070): the kiosk shows the wait large. */
  busy: z.boolean(),
});
export type WaitEstimate = z.infer<typeof waitEstimateSchema>;

/** Realtime event on the kiosk's menu stream: the kitchen's queue moved, ask again. */
export const waitChangedEvent = 'wait.changed';
