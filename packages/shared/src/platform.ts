import { z } from 'zod';

/** GET /api/superadmin/overview: the four cards of the global dashboard (SPEC §2). */
export const platformOverviewSchema = z.object({
  establishments: z.number().int(),
  users: z.number().int(),
  confirmedOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;
