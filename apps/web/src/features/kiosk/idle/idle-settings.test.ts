import { describe, expect, it } from 'vitest';
import { idleCountdownOverrideKey, idleSecondsOverrideKey, idleSettings } from './idle-settings';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('idleSettings', () => {
  it("uses the establishment's timeout and a 15 s countdown", () => {
    expect(idleSettings(90, storageWith({}))).toEqual({ idleMs: 90_000, countdownSeconds: 15 });
    expect(idleSettings(45, undefined)).toEqual({ idleMs: 45_000, countdownSeconds: 15 });
  });

  it('honours the sessionStorage overrides', () => {
    const storage = storageWith({ [idleSecondsOverrideKey]: '2', [idleCountdownOverrideKey]: '3' });
    expect(idleSettings(90, storage)).toEqual({ idleMs: 2000, countdownSeconds: 3 });
  });

  it.each(['', '0', '-5', 'abc'])('ignores the override %j', (raw) => {
    const storage = storageWith({ [idleSecondsOverrideKey]: raw, [idleCountdownOverrideKey]: raw });
    expect(idleSettings(90, storage)).toEqual({ idleMs: 90_000, countdownSeconds: 15 });
  });
});
