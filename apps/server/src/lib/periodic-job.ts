import type { FastifyBaseLogger } from 'fastify';

/** A background job that runs now and then: by hand in tests, on a timer in the server. */
export interface PeriodicJob<Report> {
  runOnce(): Promise<Report>;
  /** Runs every `intervalMs` (0 or less: never) until stopped; once started, again is a no-op. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run under way, so shutdown never cuts one in half. */
  stop(): Promise<void>;
}

/**
 * Wraps `runOnce` in a timer. A failed run is logged with `failure` and the next tick tries
 * again; the timer does not keep the process alive.
 */
export function periodicJob<Report>(
  runOnce: () => Promise<Report>,
  log: FastifyBaseLogger,
  failure: string,
): PeriodicJob<Report> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runOnce().catch((error: unknown) => log.error({ err: error }, failure));
  };
  return {
    runOnce,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
