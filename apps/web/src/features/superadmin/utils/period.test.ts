import { describe, expect, it } from 'vitest';
import { presetPeriod, today } from './period';

describe('report periods (business days in America/Sao_Paulo)', () => {
  // 01:30 UTC on the 1st is still the 31st in São Paulo.
  const now = new Date('2026-11-01T01:30:00Z');

  it('takes today from São Paulo, not UTC', () => {
    expect(today(now)).toBe('2026-10-31');
  });

  it.each([
    ['today', { from: '2026-10-31', to: '2026-10-31' }],
    ['last7', { from: '2026-10-25', to: '2026-10-31' }],
    ['last30', { from: '2026-10-02', to: '2026-10-31' }],
    ['thisMonth', { from: '2026-10-01', to: '2026-10-31' }],
  ] as const)('%s → %j', (preset, period) => {
    expect(presetPeriod(preset, now)).toEqual(period);
  });
});
