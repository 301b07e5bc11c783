import { describe, expect, it } from 'vitest';
import { restoreGate, restoreRunningMessage, restoresBusyMessage } from './restore-gate';

describe('restores at once (issue 31, item 5)', () => {
  it('one per shop (409), a few on the server (429), and the next once one ends', async () => {
    const gate = restoreGate(2);
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const first = gate.run('loja-a', () => slow.then(() => 'a'));
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        (value) => ({ value }),
        (error: { code: string; message: string }) => ({
          code: error.code,
          message: error.message,
        }),
      );
    expect(await outcome(gate.run('loja-a', async () => 'again'))).toEqual({
      code: 'CONFLICT',
      message: restoreRunningMessage,
    });
    const second = gate.run('loja-b', () => slow.then(() => 'b'));
    expect(await outcome(gate.run('loja-c', async () => 'c'))).toEqual({
      code: 'RATE_LIMITED',
      message: restoresBusyMessage,
    });
    finish();
    expect([await first, await second]).toEqual(['a', 'b']);
    expect(await gate.run('loja-c', async () => 'c')).toBe('c');
    // A failed restore frees its shop too.
    await expect(gate.run('loja-a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await gate.run('loja-a', async () => 'a')).toBe('a');
  });
});
