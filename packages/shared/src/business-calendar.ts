import { businessTimeZone, formatOnFirstUse } from './dates';

/*
 * The one business calendar (DESIGN §4): shops count days in America/Sao_Paulo, whatever the
 * server's or the device's clock zone. A business date is 'YYYY-MM-DD'; order numbers restart
 * on each one and reports group by it. Formatting for people lives in dates.ts.
 */

const dayMs = 86_400_000;

/** en-CA writes a date as YYYY-MM-DD; the wall clock adds the time to it. */
const businessDay = {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
} as const;

const businessDayFormat = formatOnFirstUse(() => new Intl.DateTimeFormat('en-CA', businessDay));

const wallClockFormat = formatOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      ...businessDay,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** A period of business dates, both ends included. */
export interface BusinessPeriod {
  from: string;
  to: string;
}

/**
 * The last second asked and its date: every order asks for its business date, and Intl's
 * format costs more than the rest of its pricing. A zone's offsets are whole seconds, so all
 * the instants of one second fall on one date.
 */
let lastDate: { second: number; date: string } | undefined;

/** The business date (YYYY-MM-DD) an instant falls on. */
export function businessDateOf(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (lastDate?.second === second) return lastDate.date;
  const date = businessDayFormat().format(instant);
  if (!Number.isNaN(second)) lastDate = { second, date };
  return date;
}

/** `date` plus `days` calendar days (negative goes back), both as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** How many business days a period holds, both ends included. */
export function daysInPeriod({ from, to }: BusinessPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** The last `days` business days up to the one `now` falls on. */
export function lastBusinessDays(days: number, now: Date): BusinessPeriod {
  const to = businessDateOf(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** From the first of `now`'s business month up to its business day. */
export function businessMonthToDate(now: Date): BusinessPeriod {
  const to = businessDateOf(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** How far the business zone's wall clock is ahead of UTC at an instant (negative in Brazil). */
function zoneOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(
    wallClockFormat()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a business date begins (its 00:00 in São Paulo). */
export function startOfBusinessDay(date: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Two passes: the offset at the guess may differ from the offset at the answer (DST).
  let instant = midnightUtc - zoneOffsetMs(new Date(midnightUtc));
  instant = midnightUtc - zoneOffsetMs(new Date(instant));
  return new Date(instant);
}

/** The instant a business date ends: the start of the next one (exclusive). */
export function endOfBusinessDay(date: string): Date {
  return startOfBusinessDay(addDays(date, 1));
}
