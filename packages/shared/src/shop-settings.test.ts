import { describe, expect, it } from 'vitest';
import { hoursOn, isOpenAt, type BusinessHours } from './business-hours';
import { shopSettingsInputSchema } from './shop-settings';

// 2026-11-23 is a Monday; São Paulo is UTC-3.
const at = (localTime: string, date = '2026-11-23') => new Date(`${date}T${localTime}:00-03:00`);
const weekdaysOnly: BusinessHours = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '18:00' })),
  null,
];

describe('business hours', () => {
  it('no hours set: always open', () => {
    expect(isOpenAt(null, at('03:00'))).toBe(true);
    expect(hoursOn(null, at('03:00'))).toBeUndefined();
  });

  it('open from the opening minute until just before closing, in São Paulo time', () => {
    expect(isOpenAt(weekdaysOnly, at('07:59'))).toBe(false);
    expect(isOpenAt(weekdaysOnly, at('08:00'))).toBe(true);
    expect(isOpenAt(weekdaysOnly, at('17:59'))).toBe(true);
    expect(isOpenAt(weekdaysOnly, at('18:00'))).toBe(false);
    expect(hoursOn(weekdaysOnly, at('12:00'))).toEqual({ open: '08:00', close: '18:00' });
  });

  it('a day without hours is closed all day', () => {
    const sunday = '2026-11-22';
    expect(isOpenAt(weekdaysOnly, at('12:00', sunday))).toBe(false);
    expect(hoursOn(weekdaysOnly, at('12:00', sunday))).toBeNull();
  });
});

describe('shop settings validation', () => {
  const valid = {
    name: 'Lanchonete',
    logoUrl: null,
    slogan: '  ',
    theme: 'default',
    kioskIdleSeconds: 90,
    askCustomerName: true,
    askOrderType: false,
    kdsWarningMinutes: 10,
    kdsLateMinutes: 20,
    discountLimitPercent: 15,
    businessHours: weekdaysOnly,
    receiptFooter: 'Volte sempre!',
  };

  it('accepts a valid form and blanks optional text to null', () => {
    const parsed = shopSettingsInputSchema.parse(valid);
    expect(parsed.slogan).toBeNull();
    expect(parsed.receiptFooter).toBe('Volte sempre!');
  });

  it('refuses red before yellow, closing before opening, and a bad time', () => {
    expect(shopSettingsInputSchema.safeParse({ ...valid, kdsLateMinutes: 5 }).success).toBe(false);
    const backwards = [...weekdaysOnly!];
    backwards[1] = { open: '18:00', close: '08:00' };
    expect(shopSettingsInputSchema.safeParse({ ...valid, businessHours: backwards }).success).toBe(
      false,
    );
    backwards[1] = { open: '8h', close: '18:00' };
    expect(shopSettingsInputSchema.safeParse({ ...valid, businessHours: backwards }).success).toBe(
      false,
    );
    expect(shopSettingsInputSchema.safeParse({ ...valid, discountLimitPercent: 101 }).success).toBe(
      false,
    );
  });
});
