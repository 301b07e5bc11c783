import { describe, expect, it } from 'vitest';
import { setupTimings } from './setup-timings';

describe('setup timings (SPEC §9)', () => {
  it('waits 1 s, 1.5 s and 2 s', () => {
    expect(setupTimings).toEqual({
      signInDelayMs: 1000,
      successRedirectMs: 1500,
      configuredRedirectMs: 2000,
    });
  });
});
