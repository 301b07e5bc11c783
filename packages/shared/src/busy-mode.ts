import { z } from 'zod';

/*
 * Busy mode, "Cozinha cheia" (issue 36 item 2, decision 070): when the wait estimate passes the
 * shop's limit, or staff switch it on by hand, each channel slows down by the shop's rules
 * (more preparation minutes told to the marketplaces, iFood paused, the online menu on
 * scheduled orders only, the wait shown large on the kiosk) until the queue drains.
 */

export const busyModeSchema = z.object({
  /** Either reason holds it on. */
  active: z.boolean(),
  /** Since when the estimate keeps it on; null: not by itself. */
  autoSince: z.iso.datetime({ offset: true }).nullable(),
  /** Since when staff keep it on by hand ("Cozinha cheia"); null: not by hand. */
  manualSince: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes to add to the marketplaces' preparation time now (0 while not busy). */
  extraPrepMinutes: z.number().int().min(0),
  /** The online menu takes scheduled orders only, now. */
  scheduledOnly: z.boolean(),
  /** iFood is to be paused now. */
  pauseIfood: z.boolean(),
});
export type BusyMode = z.infer<typeof busyModeSchema>;

/** "Cozinha cheia" by hand, on the admin or the kitchen display. */
export const busyModeInputSchema = z.object({ on: z.boolean() });
export type BusyModeInput = z.infer<typeof busyModeInputSchema>;

/** Realtime event on the shop's stream (kitchen displays, admin): busy mode went on or off. */
export const busyModeChangedEvent = 'busy.changed';
