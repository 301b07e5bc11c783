import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { Realtime } from '../../lib/realtime';
import type { Auditor } from '../audit';
import {
  busyStateOf,
  decideBusy,
  setBusyReason,
  shopsForBusyMode,
  swapBusyIfoodInterruption,
} from '../establishments';
import type { IfoodClientSource } from './ifood-connection.service';
import { endIfoodPause, pauseIfood } from './ifood-pause.service';

/*
 * The busy-mode job (decision 070): every BUSY_MODE_INTERVAL_MS, on each shop with a limit,
 * asks the wait estimate, lets the pure policy (establishments/busy-policy.ts) turn the
 * estimate's reason on or off, and makes iFood follow: paused ("Pausar iFood") while busy mode
 * says so, resumed after. Every instance runs it; the state's conditional updates let one win.
 */

/** Who the audit log names for what busy mode does by itself. */
export const busyModeAuditor: Auditor = {
  id: null,
  email: null,
  name: 'Cozinha cheia (automático)',
  device: null,
};

/** Busy mode pauses iFood this long at most: a server that stops still lets the store reopen. */
const ifoodPauseMinutes = 240;
/** Held while an instance opens the pause on iFood, so no other opens a second. */
const opening = 'opening';

export interface BusyModeDeps {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  ifood: IfoodClientSource;
  /** The wait estimate of a typical order now (orders' WaitEstimates). */
  waitMinutes: (establishmentId: string) => Promise<number>;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface BusyModeReport {
  checked: number;
  /** Shops whose estimate's reason went on, or off, this round. */
  turnedOn: string[];
  turnedOff: string[];
}

/**
 * Makes iFood follow busy mode: opens busy mode's pause while it says to pause, ends that pause
 * (and no other) once it does not. A shop not connected to iFood has nothing to follow.
 */
export async function followBusyModeOnIfood(
  deps: Pick<BusyModeDeps, 'db' | 'ifood' | 'log' | 'now'>,
  establishmentId: string,
): Promise<void> {
  const { db, ifood, log } = deps;
  const { mode, ifoodInterruptionId: held } = await busyStateOf(db, establishmentId);
  try {
    if (mode.pauseIfood && held === null) {
      if (!(await swapBusyIfoodInterruption(db, establishmentId, null, opening))) return;
      const paused = await pauseIfood(
        db,
        ifood,
        establishmentId,
        busyModeAuditor,
        {
          minutes: ifoodPauseMinutes,
          description: 'Cozinha cheia',
        },
        deps.now(),
      ).catch(async (error: unknown) => {
        await swapBusyIfoodInterruption(db, establishmentId, opening, null);
        throw error;
      });
      await swapBusyIfoodInterruption(db, establishmentId, opening, paused.pause?.id ?? null);
    } else if (!mode.pauseIfood && held !== null && held !== opening) {
      if (!(await swapBusyIfoodInterruption(db, establishmentId, held, null))) return;
      await endIfoodPause(db, ifood, establishmentId, busyModeAuditor, held);
    }
  } catch (error) {
    log.warn({ err: error, establishmentId }, 'busy mode could not pause or resume iFood');
  }
}

export function createBusyModeJob(deps: BusyModeDeps): PeriodicJob<BusyModeReport> {
  const runOnce = async (): Promise<BusyModeReport> => {
    const report: BusyModeReport = { checked: 0, turnedOn: [], turnedOff: [] };
    for (const shop of await shopsForBusyMode(deps.db)) {
      report.checked += 1;
      const now = deps.now();
      const wait = shop.busyLimitMinutes === null ? 0 : await deps.waitMinutes(shop.id);
      const decision = decideBusy(shop.busyAutoSince, wait, shop.busyLimitMinutes, now);
      if (decision.on !== (shop.busyAutoSince !== null)) {
        const changed = await setBusyReason(deps.db, deps.realtime, shop.id, {
          reason: 'auto',
          on: decision.on,
          now,
          auditor: busyModeAuditor,
          why: decision.why,
        });
        if (changed) (decision.on ? report.turnedOn : report.turnedOff).push(shop.id);
      }
      await followBusyModeOnIfood(deps, shop.id);
    }
    return report;
  };
  return periodicJob(runOnce, deps.log, 'busy mode failed');
}
