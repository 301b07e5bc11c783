import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatShortDay } from './dates';

describe('dates', () => {
  it.each([
    ['2026-11-21T15:04:00Z', '21/11/2026 às 12:04'],
    // Just after midnight UTC is still the previous evening in São Paulo.
    ['2026-01-01T02:30:00Z', '31/12/2025 às 23:30'],
    ['2026-07-09T00:00:00-03:00', '09/07/2026 às 00:00'],
  ])("%s → %s ('dd/MM/yyyy às HH:mm', America/Sao_Paulo)", (iso, text) => {
    expect(formatDateTime(iso)).toBe(text);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(formatDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 às 23:30');
  });

  it("formats an instant's business day (23:36 in Brasília is not the next day)", () => {
    expect(formatDate('2026-11-28T02:36:00Z')).toBe('27/11/2026');
  });

  it('formats business days', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatShortDay('2026-03-05')).toBe('05/03');
  });
});
