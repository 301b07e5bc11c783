import { useEffect, useSyncExternalStore } from 'react';

/*
 * A screen that waits on something other than the customer (a payment being approved) pauses
 * the idle timeout while it waits, so the kiosk never abandons an order mid-payment. Route
 * handles (`kioskIdle: false`) switch it off for a whole screen; this is for part of one.
 */
let pauses = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number) {
  pauses += delta;
  listeners.forEach((listener) => listener());
}

/** Pauses the idle timeout while `paused` is true and the calling component is mounted. */
export function useIdlePause(paused: boolean) {
  useEffect(() => {
    if (!paused) return;
    change(1);
    return () => change(-1);
  }, [paused]);
}

export function useIdlePaused(): boolean {
  return useSyncExternalStore(subscribe, () => pauses > 0);
}
