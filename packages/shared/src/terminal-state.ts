import { z } from 'zod';
import { shopRoles } from './staff-roles';

/* Apart from staff.ts's forms (decision 090): the panels' shell asks for it. */

/** A person who may sign in at the terminal (or approve) by PIN, as the PIN screen lists them. */
export const pinPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(shopRoles),
});
export type PinPerson = z.infer<typeof pinPersonSchema>;

/**
 * GET /api/admin/terminal: whether this session is the shop's terminal, who operates it now
 * (null: locked, the PIN screen), the idle lock's minutes and who may switch in.
 */
export const terminalStateSchema = z.object({
  terminal: z.boolean(),
  operator: pinPersonSchema.nullable(),
  idleMinutes: z.number().int(),
  people: z.array(pinPersonSchema),
});
export type TerminalState = z.infer<typeof terminalStateSchema>;
