import { describe, expect, it } from 'vitest';
import { parsePercent } from './percent';

describe('parsePercent', () => {
  it('reads a percentage with a decimal comma or point; blank is the shop default', () => {
    expect(parsePercent('3,5')).toBe(3.5);
    expect(parsePercent(' 2.25 ')).toBe(2.25);
    expect(parsePercent('100')).toBe(100);
    expect(parsePercent('')).toBeNull();
  });

  it('refuses more than two decimals, over 100, negative or text', () => {
    for (const text of ['1,234', '100,01', '-1', 'abc', '3%']) {
      expect(parsePercent(text), text).toBeUndefined();
    }
  });
});
