import { describe, expect, it } from 'vitest';
import { freshToastMs, noteToasts, staleToasts } from './stale-toasts';

describe('toasts on navigation', () => {
  it('dismisses the previous screen’s toasts and keeps the one the navigating action raised', () => {
    const seen = new Map<string | number, number>();
    noteToasts(seen, ['old-error'], 1000);
    // The save raises its toast and navigates in the same moment.
    expect(staleToasts(seen, ['old-error', 'saved'], 1000 + freshToastMs + 500)).toEqual([
      'old-error',
    ]);
  });

  it('forgets toasts that closed by themselves', () => {
    const seen = new Map<string | number, number>();
    noteToasts(seen, ['a'], 0);
    noteToasts(seen, [], 10);
    expect(seen.size).toBe(0);
    expect(staleToasts(seen, ['a'], 5000)).toEqual([]);
  });
});
