import { describe, expect, it } from 'vitest';
import { marginPercent } from './margin';

describe('marginPercent', () => {
  it('is the margin over revenue with one decimal comma', () => {
    expect(marginPercent(2_600, 13_000)).toBe('20,0 %');
    expect(marginPercent(-500, 1_000)).toBe('-50,0 %');
    expect(marginPercent(1, 3)).toBe('33,3 %');
  });

  it('is a dash when nothing was sold', () => {
    expect(marginPercent(0, 0)).toBe('–');
  });
});
