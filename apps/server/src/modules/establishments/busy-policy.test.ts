import { describe, expect, it } from 'vitest';
import { busyMinimumMs, busyOffMinutes, decideBusy } from './busy-policy';

/* Busy mode's own switching (decision 070), on a fake clock: on past the limit, off below a band. */

const t0 = new Date('2026-11-27T12:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('busy mode policy', () => {
  it('turns on only past the limit', () => {
    expect(decideBusy(null, 30, 30, t0).on).toBe(false);
    expect(decideBusy(null, 31, 30, t0)).toEqual({
      on: true,
      why: 'espera estimada de 31 min, limite 30 min',
    });
  });

  it('stays on inside the band and for its minimum, then turns off as the queue drains', () => {
    expect(busyOffMinutes(30)).toBe(24);
    expect(busyOffMinutes(10)).toBe(5);
    // Drained at once: held for the minimum all the same.
    expect(decideBusy(t0, 5, 30, at(2)).on).toBe(true);
    // Past the minimum but still inside the band (just under the limit): on, no flapping.
    expect(decideBusy(t0, 28, 30, at(15)).on).toBe(true);
    expect(decideBusy(t0, 24, 30, new Date(t0.getTime() + busyMinimumMs - 1)).on).toBe(true);
    expect(decideBusy(t0, 24, 30, new Date(t0.getTime() + busyMinimumMs)).on).toBe(false);
  });

  it('a limit switched off undoes what the estimate had turned on', () => {
    expect(decideBusy(t0, 99, null, at(1))).toEqual({ on: false, why: 'limite desligado' });
    expect(decideBusy(null, 99, null, at(1)).on).toBe(false);
  });

  it('a wait that hovers at the limit switches it once, not every minute', () => {
    let since: Date | null = null;
    let changes = 0;
    const waits = [29, 31, 29, 31, 30, 29, 31, 28, 30, 27, 31, 29, 26, 28, 30, 25];
    waits.forEach((wait, minute) => {
      const { on } = decideBusy(since, wait, 30, at(minute));
      if (on !== (since !== null)) changes += 1;
      since = on ? (since ?? at(minute)) : null;
    });
    expect(changes).toBe(1);
  });
});
