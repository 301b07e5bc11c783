import { describe, expect, it } from 'vitest';
import { createErrorLog, errorLogRules, type LoggedError } from './error-log';
import { createRouteMonitor, routeMonitorRules, systemStatusOf } from './route-monitor';

/** A clock the test moves by hand. */
function fakeClock() {
  let at = 1_700_000_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const seconds = 1000;
const minutes = 60 * seconds;

describe('route health monitor (SPEC §4)', () => {
  it('healthy, degraded after 1 error, still degraded at 2, failed after 3', () => {
    const monitor = createRouteMonitor(fakeClock().now);
    expect(monitor.status('/api/x')).toBe('healthy');
    monitor.recordError('/api/x');
    expect(monitor.status('/api/x')).toBe('degraded');
    monitor.recordError('/api/x');
    expect(monitor.status('/api/x')).toBe('degraded');
    monitor.recordError('/api/x');
    expect(monitor.status('/api/x')).toBe('failed');
  });

  it('forgets one error per 2 minutes of quiet, seen at the 30 s checks', () => {
    const clock = fakeClock();
    const monitor = createRouteMonitor(clock.now);
    for (let i = 0; i < 3; i++) monitor.recordError('/api/x');

    // Checks every 30 s: nothing changes before 2 minutes of quiet.
    for (let i = 0; i < 3; i++) {
      clock.advance(routeMonitorRules.checkEveryMs);
      monitor.check();
    }
    expect(monitor.status('/api/x')).toBe('failed');
    clock.advance(routeMonitorRules.checkEveryMs); // 2:00 of quiet
    monitor.check();
    expect(monitor.routes()).toEqual([{ route: '/api/x', errors: 2, status: 'degraded' }]);

    // The next one needs another 2 minutes from the last forgetting, not from the error.
    clock.advance(90 * seconds);
    monitor.check();
    expect(monitor.routes()[0]?.errors).toBe(2);
    clock.advance(30 * seconds);
    monitor.check();
    expect(monitor.routes()[0]?.errors).toBe(1);
    clock.advance(2 * minutes);
    monitor.check();
    expect(monitor.status('/api/x')).toBe('healthy');
    expect(monitor.routes()).toEqual([]);
  });

  it('a new error restarts the quiet', () => {
    const clock = fakeClock();
    const monitor = createRouteMonitor(clock.now);
    monitor.recordError('/api/x');
    clock.advance(110 * seconds);
    monitor.recordError('/api/x');
    clock.advance(30 * seconds);
    monitor.check();
    expect(monitor.routes()[0]?.errors).toBe(2);
  });

  it('the system: critical above 2 failed routes, degraded with any failed or above 2 degraded', () => {
    const routes = (failed: number, degraded: number) => [
      ...Array.from({ length: failed }, () => ({ status: 'failed' as const })),
      ...Array.from({ length: degraded }, () => ({ status: 'degraded' as const })),
      { status: 'healthy' as const },
    ];
    expect(systemStatusOf(routes(0, 0))).toBe('healthy');
    expect(systemStatusOf(routes(0, 2))).toBe('healthy');
    expect(systemStatusOf(routes(0, 3))).toBe('degraded');
    expect(systemStatusOf(routes(1, 0))).toBe('degraded');
    expect(systemStatusOf(routes(2, 5))).toBe('degraded');
    expect(systemStatusOf(routes(3, 0))).toBe('critical');

    const monitor = createRouteMonitor(fakeClock().now);
    for (const route of ['/a', '/b', '/c']) for (let i = 0; i < 3; i++) monitor.recordError(route);
    expect(monitor.systemStatus()).toBe('critical');
  });
});

describe('error logger (SPEC §4, §9)', () => {
  const log = (clock = fakeClock(), external?: (error: LoggedError) => void) =>
    createErrorLog({ now: clock.now, ...(external ? { external } : {}) });

  it('keeps the last 100 errors, newest first', () => {
    const errors = log();
    for (let i = 1; i <= 101; i++) errors.record({ severity: 'low', message: `erro ${i}` });
    expect(errors.entries()).toHaveLength(errorLogRules.capacity);
    expect(errors.entries()[0]?.message).toBe('erro 101');
    expect(errors.entries().at(-1)?.message).toBe('erro 2');
  });

  it('healthy up to 2 a minute, degraded above 2, critical above 5', () => {
    const clock = fakeClock();
    const errors = log(clock);
    const record = (n: number) => {
      for (let i = 0; i < n; i++) errors.record({ severity: 'medium', message: 'x' });
    };
    record(2);
    expect(errors.status()).toBe('healthy');
    record(1);
    expect(errors.status()).toBe('degraded');
    record(2);
    expect(errors.perMinute()).toBe(5);
    expect(errors.status()).toBe('degraded');
    record(1);
    expect(errors.status()).toBe('critical');
    // A minute later those errors are history: the rate is back to zero.
    clock.advance(errorLogRules.windowMs);
    expect(errors.perMinute()).toBe(0);
    expect(errors.status()).toBe('healthy');
  });

  it('one critical error makes it critical for its minute', () => {
    const clock = fakeClock();
    const errors = log(clock);
    errors.record({ severity: 'critical', message: 'banco fora' });
    expect(errors.status()).toBe('critical');
    clock.advance(59 * seconds);
    expect(errors.status()).toBe('critical');
    clock.advance(1 * seconds);
    expect(errors.status()).toBe('healthy');
  });

  it('only critical errors go to the external logger', () => {
    const sent: LoggedError[] = [];
    const errors = log(fakeClock(), (error) => sent.push(error));
    for (const severity of ['low', 'medium', 'high', 'critical'] as const) {
      errors.record({ severity, message: severity });
    }
    expect(sent.map((error) => error.message)).toEqual(['critical']);
  });
});
