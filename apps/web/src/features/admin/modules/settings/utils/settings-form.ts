import type { BusinessHours, ShopSettings, ShopSettingsInput } from '@comanda/shared';
import { formatReaisInput, parseReais } from '@/lib/money-input';

/*
 * The settings form's values (text for every number, so a half-typed field stays as typed)
 * and the conversion both ways. The server validates; this only reshapes.
 */

export interface DayForm {
  open: boolean;
  from: string;
  to: string;
}

/** The whole-number settings, typed as text in the form. */
export const numberFields = [
  'kioskIdleSeconds',
  'kdsWarningMinutes',
  'kdsLateMinutes',
  'kdsCanceledMinutes',
  'discountLimitPercent',
  'pinLockMinutes',
  'terminalIdleMinutes',
  'busyExtraPrepMinutes',
] as const;
export type NumberFieldName = (typeof numberFields)[number];

export type SettingsForm = Omit<
  ShopSettings,
  | NumberFieldName
  | 'sangriaApprovalCents'
  | 'closeDifferenceApprovalCents'
  | 'businessHours'
  | 'slogan'
  | 'receiptFooter'
  | 'busyLimitMinutes'
> &
  Record<NumberFieldName, string> & {
    /** Blank: busy mode never turns on by itself (only by the switch). */
    busyLimitMinutes: string;
    slogan: string;
    receiptFooter: string;
    /** The approval thresholds, in reais as typed. */
    sangriaApprovalCents: string;
    closeDifferenceApprovalCents: string;
    /** Off: always open, the days below are ignored. */
    useBusinessHours: boolean;
    days: DayForm[];
  };

/** `value` of every number field, keyed by the field. */
function eachNumberField<T>(value: (field: NumberFieldName) => T): Record<NumberFieldName, T> {
  return Object.fromEntries(numberFields.map((field) => [field, value(field)])) as Record<
    NumberFieldName,
    T
  >;
}

const defaultDay: DayForm = { open: true, from: '08:00', to: '18:00' };

export function formOf(settings: ShopSettings): SettingsForm {
  const hours = settings.businessHours;
  return {
    ...settings,
    slogan: settings.slogan ?? '',
    receiptFooter: settings.receiptFooter ?? '',
    ...eachNumberField((field) => String(settings[field])),
    busyLimitMinutes: settings.busyLimitMinutes === null ? '' : String(settings.busyLimitMinutes),
    sangriaApprovalCents: formatReaisInput(settings.sangriaApprovalCents),
    closeDifferenceApprovalCents: formatReaisInput(settings.closeDifferenceApprovalCents),
    useBusinessHours: hours !== null,
    days: Array.from({ length: 7 }, (_, weekday) => {
      const day = hours?.[weekday];
      if (day === undefined) return defaultDay;
      return day ? { open: true, from: day.open, to: day.close } : { ...defaultDay, open: false };
    }),
  };
}

/** A money field as typed: centavos, else NaN for the server to refuse. */
const centsOf = (text: string) => parseReais(text) ?? Number.NaN;

/** A number field as typed: a number when it is one, else NaN for the server to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function inputOf(form: SettingsForm): ShopSettingsInput {
  const { useBusinessHours, days, ...rest } = form;
  const businessHours: BusinessHours = useBusinessHours
    ? days.map((day) => (day.open ? { open: day.from, close: day.to } : null))
    : null;
  return {
    ...rest,
    ...eachNumberField((field) => numberOf(form[field])),
    busyLimitMinutes: form.busyLimitMinutes.trim() === '' ? null : numberOf(form.busyLimitMinutes),
    sangriaApprovalCents: centsOf(form.sangriaApprovalCents),
    closeDifferenceApprovalCents: centsOf(form.closeDifferenceApprovalCents),
    businessHours,
  };
}
