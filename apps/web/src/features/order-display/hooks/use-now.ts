import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`: order ages, and canceled orders leaving the screen. */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
