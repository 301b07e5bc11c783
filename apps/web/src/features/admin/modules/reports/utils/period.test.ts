import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod } from './period';

// 2026-03-01 01:30 UTC is still 28 February in São Paulo (22:30, UTC-3).
const lateOnTheLastOfFebruary = new Date('2026-03-01T01:30:00Z');

describe('report period presets', () => {
  it.each([
    ['today', '2026-02-28', '2026-02-28'],
    ['yesterday', '2026-02-27', '2026-02-27'],
    ['last7', '2026-02-22', '2026-02-28'],
    ['thisMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s counts business days in São Paulo, not UTC', (preset, from, to) => {
    expect(presetPeriod(preset, lateOnTheLastOfFebruary)).toEqual({ from, to });
  });

  it('last month is the whole previous calendar month, across the year too', () => {
    expect(presetPeriod('lastMonth', lateOnTheLastOfFebruary)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(presetPeriod('lastMonth', new Date('2026-01-15T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('recognises a preset and leaves a typed period custom', () => {
    const now = lateOnTheLastOfFebruary;
    expect(presetOf({ from: '2026-01-01', to: '2026-01-31' }, now)).toBe('lastMonth');
    expect(presetOf({ from: '2026-01-02', to: '2026-01-31' }, now)).toBeUndefined();
  });
});
