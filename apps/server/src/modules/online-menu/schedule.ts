import {
  addDays,
  businessDateOf,
  scheduleLimits,
  startOfBusinessDay,
  type BusinessHours,
  type ScheduleWindow,
} from '@comanda/shared';

/*
 * Agendar (issue 35, decision 071): an order for later today or tomorrow, inside the business
 * hours, at least `leadMinutes` from now. No hours set: any time of those days.
 */

const minuteMs = 60_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday (0 = Sunday) of a business date. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The intervals a scheduled order may be for, soonest first (empty: none left). */
export function scheduleWindows(
  hours: BusinessHours,
  now: Date,
  schedule: { leadMinutes: number; daysAhead: number },
): { start: Date; end: Date }[] {
  const earliest = now.getTime() + schedule.leadMinutes * minuteMs;
  const today = businessDateOf(now);
  const windows: { start: Date; end: Date }[] = [];
  for (let days = 0; days <= schedule.daysAhead; days++) {
    const date = addDays(today, days);
    const dayStart = startOfBusinessDay(date).getTime();
    const day = hours ? hours[weekdayOf(date)] : { open: '00:00', close: '24:00' };
    if (!day) continue;
    const open = dayStart + minutesOf(day.open) * minuteMs;
    const close = dayStart + minutesOf(day.close) * minuteMs;
    const start = Math.max(open, earliest);
    if (start < close) windows.push({ start: new Date(start), end: new Date(close) });
  }
  return windows;
}

/** Whether `at` falls in one of the windows (their end included). */
export const insideWindows = (windows: { start: Date; end: Date }[], at: Date): boolean =>
  windows.some((window) => window.start <= at && at <= window.end);

/** Every slot (a quarter of an hour on the clock) inside the windows, as ISO instants. */
export function scheduleSlots(windows: { start: Date; end: Date }[]): string[] {
  const step = scheduleLimits.slotMinutes * minuteMs;
  return windows.flatMap((window) => {
    const slots: string[] = [];
    // São Paulo's offset is whole hours, so a quarter on UTC's clock is one on the shop's.
    for (
      let at = Math.ceil(window.start.getTime() / step) * step;
      at <= window.end.getTime();
      at += step
    ) {
      slots.push(new Date(at).toISOString());
    }
    return slots;
  });
}

export const toScheduleWindow = (window: { start: Date; end: Date }): ScheduleWindow => ({
  start: window.start.toISOString(),
  end: window.end.toISOString(),
});
