import { businessTimeZone, type ReportQuery } from '@comanda/shared';

const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's business day (America/Sao_Paulo) as YYYY-MM-DD, as the server counts days. */
export function today(now = new Date()): string {
  return businessDay.format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const periodPresets = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The period a preset button stands for, both days included. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): ReportQuery {
  const to = today(now);
  switch (preset) {
    case 'today':
      return { from: to, to };
    case 'last7':
      return { from: addDays(to, -6), to };
    case 'last30':
      return { from: addDays(to, -29), to };
    case 'thisMonth':
      return { from: `${to.slice(0, 8)}01`, to };
  }
}
