import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

const switchedOff = new WeakSet<AsyncLocalStorage<unknown>>();

/**
 * Switches `storage` off whenever none of its `run`s is in flight, and back on by its next
 * `run`: on Node 20 the first `run` of any AsyncLocalStorage turns on a promise hook for the
 * whole process and leaves it on, and from then every promise of every request pays for it
 * (about 5 % of a kiosk order's CPU, ADR 095). A run in flight keeps its store across its
 * awaits, and so do the runs overlapping it; what it left behind without awaiting (a timer, a
 * promise nobody awaits) no longer sees the store once every run has settled.
 */
export function switchOffWhenIdle<T>(storage: AsyncLocalStorage<T>) {
  // Once per storage: better-auth's are the process's, and each app built (tests build many)
  // asks again.
  if (switchedOff.has(storage)) return;
  switchedOff.add(storage);
  const run = storage.run.bind(storage);
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running === 0) storage.disable();
  };
  storage.run = <R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R => {
    running += 1;
    let result: R;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      settled();
      throw error;
    }
    if (!(result instanceof Promise)) {
      settled();
      return result;
    }
    return result.finally(settled) as R;
  };
}

/**
 * better-auth's three stores (the endpoint's context, the request's state, the adapter's
 * transaction), each switched off while no auth call runs: a kiosk's order, which never calls
 * better-auth, then runs without the promise hook even after someone has signed in.
 */
export async function switchAuthContextsOffWhenIdle() {
  const storages = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  for (const storage of storages) switchOffWhenIdle(storage as AsyncLocalStorage<unknown>);
}
