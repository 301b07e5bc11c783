import { useEffect } from 'react';
import { useLockTerminal, useTerminal } from './api';

const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The terminal's idle lock on the screen: after the shop's minutes without a touch or a key,
 * the terminal locks (the server would refuse the next request anyway, decision 056).
 */
export function useIdleLock(onTerminal: boolean) {
  const terminal = useTerminal(onTerminal);
  const lock = useLockTerminal();
  const minutes = terminal.data?.idleMinutes;
  const { mutate } = lock;
  useEffect(() => {
    if (!onTerminal || !minutes) return;
    let timer = window.setTimeout(() => mutate(), minutes * 60_000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => mutate(), minutes * 60_000);
    };
    for (const kind of activity) window.addEventListener(kind, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const kind of activity) window.removeEventListener(kind, restart);
    };
  }, [onTerminal, minutes, mutate]);
}
