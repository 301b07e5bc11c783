import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [1290, 'R$ 12,90'],
    [100000, 'R$ 1.000,00'],
    [123456789, 'R$ 1.234.567,89'],
    [-350, '-R$ 3,50'],
  ])('%i → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractions of a centavo', () => {
    expect(() => formatCents(12.5)).toThrow(TypeError);
  });
});
