import {
  businessDateOf,
  businessMonthToDate,
  lastBusinessDays,
  type ReportQuery,
} from '@comanda/shared';

/** Today's business day (America/Sao_Paulo) as YYYY-MM-DD, as the server counts days. */
export function today(now = new Date()): string {
  return businessDateOf(now);
}

export const periodPresets = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The period a preset button stands for, both days included. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): ReportQuery {
  switch (preset) {
    case 'today':
      return lastBusinessDays(1, now);
    case 'last7':
      return lastBusinessDays(7, now);
    case 'last30':
      return lastBusinessDays(30, now);
    case 'thisMonth':
      return businessMonthToDate(now);
  }
}
