import { hoursOn, isOpenAt, type BusinessHours, type DayHours } from '@comanda/shared';
import { useEffect, useState } from 'react';

/** How often a kiosk screen looks at the clock again for opening and closing time. */
const openCheckMs = 30_000;

/** Whether the shop is open now, and today's hours; `now` too, for what follows from it. */
export function useOpenNow(hours: BusinessHours): {
  open: boolean;
  today: DayHours | undefined;
  now: Date;
} {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), openCheckMs);
    return () => window.clearInterval(timer);
  }, []);
  return { open: isOpenAt(hours, now), today: hoursOn(hours, now), now };
}
