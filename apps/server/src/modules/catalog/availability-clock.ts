import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { expireSoldOutMarks } from './availability.service';

/** setTimeout's longest delay is about 24.8 days; a later end is looked at again then. */
const longestDelayMs = 2 ** 31 - 1;

export interface AvailabilityClock {
  /**
   * At `at`, clears the shop's ended marks and announces the menu (decision 069), so open
   * kiosks and the PDV hear that something is back. Keeps the earliest time asked per shop.
   */
  wakeAt(establishmentId: string, at: Date): void;
  stop(): void;
}

/**
 * This instance's timers for the ends of the marks it has seen in a menu it read. Every
 * instance that read the menu wakes; the first clears the marks and announces, the others
 * find nothing (`expireSoldOutMarks`). No timer is needed for availability itself: the menu
 * computes it from the ends, and the menu cache re-reads at the earliest one.
 */
export function createAvailabilityClock(deps: {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  log: FastifyBaseLogger;
}): AvailabilityClock {
  const timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  const wakeAt = (establishmentId: string, at: Date) => {
    const time = at.getTime();
    const current = timers.get(establishmentId);
    if (stopped || (current && current.at <= time)) return;
    if (current) clearTimeout(current.timer);
    const delay = Math.min(Math.max(time - Date.now(), 0), longestDelayMs);
    const timer = setTimeout(() => {
      timers.delete(establishmentId);
      if (time > Date.now()) return wakeAt(establishmentId, new Date(time));
      expireSoldOutMarks(deps.db, deps.realtime, establishmentId).catch((error: unknown) =>
        deps.log.error({ err: error, establishmentId }, 'ending sold-out marks failed'),
      );
    }, delay);
    timer.unref();
    timers.set(establishmentId, { at: time, timer });
  };

  return {
    wakeAt,
    stop() {
      stopped = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
