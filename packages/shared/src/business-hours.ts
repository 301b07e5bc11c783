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

/** When the shop opens next after `now`: in how many days, which weekday, at what time. */
export interface Opening {
  inDays: number;
  weekday: number;
  time: string;
}

/** The next opening after `now` (null: no hours set, or no day with hours). */
export function nextOpening(hours: BusinessHours, now: Date): Opening | null {
  if (!hours) return null;
  const { weekday, time } = businessClockOf(now);
  // Up to a week ahead: a shop open one day a week, past today's closing, opens in 7 days.
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = (weekday + inDays) % 7;
    const today = hours[day];
    if (!today || (inDays === 0 && today.open <= time)) continue;
    return { inDays, weekday: day, time: today.open };
  }
  return null;
}

const weekdayNames = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

/**
 * The server's answer to an order or payment outside the business hours (409), e.g.
 * 'Estabelecimento fechado agora. Abrimos amanhã às 11:00'.
 */
export function closedNowMessage(hours: BusinessHours, now: Date): string {
  const closed = 'Estabelecimento fechado agora.';
  const next = nextOpening(hours, now);
  if (!next) return closed;
  const day =
    next.inDays === 0 ? 'hoje' : next.inDays === 1 ? 'amanhã' : weekdayNames[next.weekday];
  return `${closed} Abrimos ${day} às ${next.time}`;
}
