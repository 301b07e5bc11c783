import { useEffect, useRef, useState } from 'react';

/**
 * Counts `seconds` down from the moment the calling component mounts and calls `onDone` at
 * zero; returns the whole seconds left. Wall-clock based: a throttled timer can run late, but
 * never makes the customer wait longer.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const tick = window.setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left > 0) {
        setRemaining(left);
        return;
      }
      window.clearInterval(tick);
      done.current();
    }, 200);
    return () => window.clearInterval(tick);
  }, [seconds]);

  return remaining;
}
