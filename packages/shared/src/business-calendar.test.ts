import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  businessMonthToDate,
  daysInPeriod,
  endOfBusinessDay,
  lastBusinessDays,
  startOfBusinessDay,
} from './business-calendar';

describe('business calendar (America/Sao_Paulo)', () => {
  it.each([
    // 23:59 in São Paulo is still the same business day, though UTC has moved on.
    ['2026-03-05T23:59:00-03:00', '2026-03-05'],
    ['2026-03-06T02:59:59Z', '2026-03-05'],
    // 00:01 in São Paulo starts the next one.
    ['2026-03-06T00:01:00-03:00', '2026-03-06'],
    ['2026-03-06T03:00:00Z', '2026-03-06'],
    // New Year's Eve: UTC is already in the next year.
    ['2027-01-01T02:30:00Z', '2026-12-31'],
    // While Brazil still had summer time (UTC-2), 23:59 local was 01:59 UTC.
    ['2018-12-01T01:59:00Z', '2018-11-30'],
  ])('%s falls on %s', (instant, date) => {
    expect(businessDateOf(new Date(instant))).toBe(date);
  });

  it.each([
    ['2026-03-05', 1, '2026-03-06'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-10-31', -29, '2026-10-02'],
    ['2026-10-31', 0, '2026-10-31'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-05', '2026-03-05T03:00:00.000Z', '2026-03-06T03:00:00.000Z'],
    // A summer-time day (UTC-2) began at 02:00 UTC.
    ['2018-12-01', '2018-12-01T02:00:00.000Z', '2018-12-02T02:00:00.000Z'],
  ])('%s runs from %s up to %s', (date, start, end) => {
    expect(startOfBusinessDay(date).toISOString()).toBe(start);
    expect(endOfBusinessDay(date).toISOString()).toBe(end);
  });

  it('a day starts at its first instant and ends just before the next one', () => {
    const start = startOfBusinessDay('2026-11-23');
    expect(businessDateOf(start)).toBe('2026-11-23');
    expect(businessDateOf(new Date(start.getTime() - 1))).toBe('2026-11-22');
    expect(businessDateOf(new Date(endOfBusinessDay('2026-11-23').getTime() - 1))).toBe(
      '2026-11-23',
    );
  });

  describe('periods, both ends included', () => {
    it.each([
      ['2026-03-05', '2026-03-05', 1],
      ['2026-02-28', '2026-03-01', 2],
      ['2026-01-01', '2026-12-31', 365],
      ['2028-01-01', '2028-12-31', 366],
    ])('%s to %s holds %i days', (from, to, days) => {
      expect(daysInPeriod({ from, to })).toBe(days);
    });

    // 23:59 on Oct 31st in São Paulo is already November in UTC.
    const lateEvening = new Date('2026-10-31T23:59:00-03:00');
    // 00:01 on Nov 1st in São Paulo.
    const justAfterMidnight = new Date('2026-11-01T00:01:00-03:00');

    it.each([
      [lateEvening, 1, { from: '2026-10-31', to: '2026-10-31' }],
      [lateEvening, 7, { from: '2026-10-25', to: '2026-10-31' }],
      [lateEvening, 30, { from: '2026-10-02', to: '2026-10-31' }],
      [justAfterMidnight, 1, { from: '2026-11-01', to: '2026-11-01' }],
      [justAfterMidnight, 7, { from: '2026-10-26', to: '2026-11-01' }],
    ])('the last business days up to %s (%i days)', (now, days, period) => {
      expect(lastBusinessDays(days, now)).toEqual(period);
    });

    it.each([
      [lateEvening, { from: '2026-10-01', to: '2026-10-31' }],
      [justAfterMidnight, { from: '2026-11-01', to: '2026-11-01' }],
    ])('the business month up to %s', (now, period) => {
      expect(businessMonthToDate(now)).toEqual(period);
    });
  });
});
