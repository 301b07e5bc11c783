import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { switchOffWhenIdle } from './auth-contexts-when-idle';

describe('an auth store switched off when idle', () => {
  it('keeps each run’s store across its awaits while runs overlap', async () => {
    const storage = new AsyncLocalStorage<string>();
    switchOffWhenIdle(storage);
    const seen = async (store: string, ms: number) =>
      storage.run(store, async () => {
        const first = storage.getStore();
        await sleep(ms);
        return [first, storage.getStore()];
      });
    // The short run settles while the long one still awaits: the long one keeps its store.
    const [long, short] = await Promise.all([seen('long', 30), seen('short', 5)]);
    expect(long).toEqual(['long', 'long']);
    expect(short).toEqual(['short', 'short']);
    // And nested runs of the same store.
    const nested = await storage.run('outer', async () => {
      const inner = await storage.run('inner', async () => {
        await sleep(1);
        return storage.getStore();
      });
      await sleep(1);
      return [inner, storage.getStore()];
    });
    expect(nested).toEqual(['inner', 'outer']);
  });

  it('is off once every run has settled, so later promises carry no store', async () => {
    const storage = new AsyncLocalStorage<string>();
    switchOffWhenIdle(storage);
    // Asked again (each app built asks): still one wrapper.
    const run = storage.run;
    switchOffWhenIdle(storage);
    expect(storage.run).toBe(run);
    let later: Promise<string | undefined> | undefined;
    await storage.run('request', async () => {
      // Left behind without awaiting: a plain AsyncLocalStorage would still hand it the store.
      later = sleep(10).then(() => storage.getStore());
    });
    expect(await later).toBeUndefined();
    // The next run switches it on again.
    expect(await storage.run('next', async () => (await sleep(1), storage.getStore()))).toBe(
      'next',
    );
  });

  it('settles a run that throws, synchronously or not', async () => {
    const storage = new AsyncLocalStorage<string>();
    switchOffWhenIdle(storage);
    expect(() =>
      storage.run('x', () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    await expect(
      storage.run('y', async () => {
        await sleep(1);
        throw new Error('async');
      }),
    ).rejects.toThrow('async');
    let later: Promise<string | undefined> | undefined;
    await storage.run('z', async () => {
      later = sleep(5).then(() => storage.getStore());
    });
    expect(await later).toBeUndefined();
  });
});
