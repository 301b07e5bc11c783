import {
  addDays,
  businessDateOf,
  businessMonthToDate,
  lastBusinessDays,
  type ReportQuery,
} from '@comanda/shared';

/** The preset buttons of the period picker; typing dates is the custom period. */
export const periodPresets = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The business days (America/Sao_Paulo) a preset stands for, both ends included. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): ReportQuery {
  const today = businessDateOf(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return lastBusinessDays(7, now);
    case 'thisMonth':
      return businessMonthToDate(now);
    case 'lastMonth': {
      const lastDay = addDays(businessMonthToDate(now).from, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset a period equals, if any, to show its button pressed. */
export function presetOf(period: ReportQuery, now = new Date()): PeriodPreset | undefined {
  return periodPresets.find((preset) => {
    const candidate = presetPeriod(preset, now);
    return candidate.from === period.from && candidate.to === period.to;
  });
}
