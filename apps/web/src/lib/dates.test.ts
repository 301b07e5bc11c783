import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it("shows São Paulo time as 'dd/MM/yyyy às HH:mm'", () => {
    expect(formatDateTime('2026-11-21T15:04:00Z')).toBe('21/11/2026 às 12:04');
    // Just after midnight UTC is still the previous evening in São Paulo.
    expect(formatDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 às 23:30');
  });
});
