import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { Realtime } from '../../lib/realtime';
import { setHeld } from './kitchen-expo.service';
import { lockOrder } from './orders.service';
import { orders } from './orders.tables';

/*
 * Scheduled orders (issues 35 and 36): an online-menu order for later ("Agendar") joins the
 * kitchen's queue held (`kitchen_held_at`, with its time in `kitchen_hold_until`), so it is
 * neither cooked nor counted in the wait estimate nor in "em preparo" hours early. Every
 * SCHEDULED_ORDERS_INTERVAL_MS this job releases each one whose time, less its shop's wait
 * estimate now, has come: the kitchen starts it so it is ready for its time, never later than
 * the time itself. Every instance runs it, as busy mode's job: each release locks the order
 * and changes it only while it is still held for its time, so one instance releases it.
 */

/** A wait longer than this is not believed: a held order is released this long before at most. */
const longestLeadMs = 4 * 3_600_000;

export interface ScheduledReleaseDeps {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  /** The wait estimate of a typical order now (orders' WaitEstimates). */
  waitMinutes: (establishmentId: string) => Promise<number>;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface ScheduledReleaseReport {
  /** The orders this instance released, this round. */
  released: string[];
}

/** Held scheduled orders whose time is within the longest lead, by shop. */
async function heldScheduledOrders(db: Database, now: Date) {
  const rows = await db
    .select({
      id: orders.id,
      establishmentId: orders.establishmentId,
      until: orders.kitchenHoldUntil,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.kitchenHeldAt),
        isNotNull(orders.kitchenHoldUntil),
        lte(orders.kitchenHoldUntil, new Date(now.getTime() + longestLeadMs)),
        inArray(orders.stage, ['received', 'preparing']),
      ),
    );
  const byShop = new Map<string, { id: string; until: Date }[]>();
  for (const row of rows) {
    const shop = byShop.get(row.establishmentId) ?? [];
    shop.push({ id: row.id, until: row.until! });
    byShop.set(row.establishmentId, shop);
  }
  return byShop;
}

/** Releases the order if it is still held for its time; true when this call released it. */
async function release(
  deps: ScheduledReleaseDeps,
  establishmentId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, establishmentId, orderId);
    if (!order?.kitchenHeldAt || !order.kitchenHoldUntil) return false;
    await setHeld(tx, deps.realtime, order, false, now);
    return true;
  });
}

/** When a held order for `until` joins the queue: its time less the wait, never after it. */
export function releaseTimeOf(until: Date, waitMinutes: number): Date {
  const leadMs = Math.min(Math.max(0, waitMinutes) * 60_000, longestLeadMs);
  return new Date(until.getTime() - leadMs);
}

export function createScheduledReleaseJob(
  deps: ScheduledReleaseDeps,
): PeriodicJob<ScheduledReleaseReport> {
  const runOnce = async (): Promise<ScheduledReleaseReport> => {
    const report: ScheduledReleaseReport = { released: [] };
    const now = deps.now();
    for (const [establishmentId, held] of await heldScheduledOrders(deps.db, now)) {
      const wait = await deps.waitMinutes(establishmentId);
      for (const order of held) {
        if (releaseTimeOf(order.until, wait) > now) continue;
        if (await release(deps, establishmentId, order.id, now)) report.released.push(order.id);
      }
    }
    return report;
  };
  return periodicJob(runOnce, deps.log, 'releasing scheduled orders failed');
}
