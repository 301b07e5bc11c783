/** Business dates are Brazilian (DESIGN §4): shown in São Paulo time whatever the device says. */
export const businessTimeZone = 'America/Sao_Paulo';

/**
 * A formatter made on its first use, not when the module loads: the first one with a time zone
 * loads the browser's zone data, tens of milliseconds on a kiosk tablet, which a screen that
 * never formats a date (the kiosk's first screen of a shop without hours) should not wait for.
 */
export function formatOnFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= make());
}

const dateTimeParts = formatOnFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: businessTimeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** An instant's wall clock in the business zone, whatever the device's or server's zone. */
export function businessClock(value: string | Date) {
  const parts = Object.fromEntries(
    dateTimeParts()
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: parts.day!,
    month: parts.month!,
    year: parts.year!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** SPEC §9 date display: 'dd/MM/yyyy às HH:mm', on screens and on printed receipts. */
export function formatDateTime(value: string | Date): string {
  const clock = businessClock(value);
  return `${clock.day}/${clock.month}/${clock.year} às ${clock.hour}:${clock.minute}`;
}

/** The business day an instant falls on, as 'dd/MM/yyyy' (a purchase at 23:36 stays that day). */
export function formatDate(value: string | Date): string {
  const clock = businessClock(value);
  return `${clock.day}/${clock.month}/${clock.year}`;
}

/** A business day 'YYYY-MM-DD' as 'dd/MM/yyyy'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A business day 'YYYY-MM-DD' as 'dd/MM'. */
export function formatShortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
