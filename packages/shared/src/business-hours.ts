import { businessTimeZone, formatOnFirstUse } from './dates';

/*
 * Business hours, free of zod so the kiosk's welcome screen can ask "open now?" without
 * downloading the schemas (bench/kiosk-bundle-size.ts). The schemas are in shop-settings.ts.
 */

/** Opening hours of one weekday, 'HH:MM' in the business time zone; null: closed all day. */
export type DayHours = { open: string; close: string } | null;

/** Seven entries, Sunday first (Date#getDay order). null as a whole: always open. */
export type BusinessHours = DayHours[] | null;

const weekdayFormat = formatOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: businessTimeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The business weekday (0 = Sunday) and 'HH:MM' an instant falls on. */
export function businessClockOf(instant: Date): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    weekdayFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: weekdays.indexOf(parts.weekday ?? ''), time: `${parts.hour}:${parts.minute}` };
}

/** Whether the shop takes orders at `now`: no hours set means always; closing time excluded. */
export function isOpenAt(hours: BusinessHours, now: Date): boolean {
  if (!hours) return true;
  const { weekday, time } = businessClockOf(now);
  const today = hours[weekday];
  return !!today && today.open <= time && time < today.close;
}

/** Today's hours at `now` (null: closed all day; undefined: no hours set). */
export function hoursOn(hours: BusinessHours, now: Date): DayHours | undefined {
  return hours ? (hours[businessClockOf(now).weekday] ?? null) : undefined;
}
