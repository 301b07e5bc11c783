import { z } from 'zod';

/* Apart from platform.ts's forms (decision 090): the owner's dashboard polls it. */

const monitorStatus = z.enum(['healthy', 'degraded', 'critical']);

/**
 * GET /api/health: the process is up, and the server's own monitors (SPEC §4). Counts only:
 * which routes fail and what the errors said stay in the server's log.
 */
export const serverHealthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  /** From the route monitor: critical above 2 failed routes. */
  system: monitorStatus,
  routes: z.object({ degraded: z.number().int(), failed: z.number().int() }),
  errors: z.object({ status: monitorStatus, perMinute: z.number().int() }),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;
