import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('resolves with the work when it finishes in time', async () => {
    const result = withTimeout(() => Promise.resolve('ok'), 5000);
    await expect(result).resolves.toBe('ok');
  });

  it('rejects with TimeoutError and aborts the work when time runs out', async () => {
    let workSignal: AbortSignal | undefined;
    const result = withTimeout((signal) => {
      workSignal = signal;
      return new Promise(() => {});
    }, 5000);
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4999);
    expect(workSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(workSignal?.aborted).toBe(true);
  });

  it('passes an outer abort on to the work', () => {
    const outer = new AbortController();
    let workSignal: AbortSignal | undefined;
    void withTimeout(
      (signal) => {
        workSignal = signal;
        return new Promise(() => {});
      },
      5000,
      outer.signal,
    ).catch(() => {});
    outer.abort();
    expect(workSignal?.aborted).toBe(true);
  });
});
