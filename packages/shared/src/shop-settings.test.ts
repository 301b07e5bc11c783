import { describe, expect, it } from 'vitest';
import {
  closedNowMessage,
  hoursOn,
  isOpenAt,
  nextOpening,
  type BusinessHours,
} from './business-hours';
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

  it("says when the shop opens next, in the shop's time: today, tomorrow or on a weekday", () => {
    // Monday 07:00 São Paulo (10:00 UTC): opens today.
    expect(nextOpening(weekdaysOnly, at('07:00'))).toEqual({
      inDays: 0,
      weekday: 1,
      time: '08:00',
    });
    expect(closedNowMessage(weekdaysOnly, at('07:00'))).toBe(
      'Estabelecimento fechado agora. Abrimos hoje às 08:00',
    );
    // Monday 23:46 São Paulo is already Tuesday in UTC: still 'amanhã', Tuesday's opening.
    expect(closedNowMessage(weekdaysOnly, at('23:46'))).toBe(
      'Estabelecimento fechado agora. Abrimos amanhã às 08:00',
    );
    // Friday after closing: Monday.
    expect(closedNowMessage(weekdaysOnly, at('18:30', '2026-11-27'))).toBe(
      'Estabelecimento fechado agora. Abrimos segunda-feira às 08:00',
    );
    const onlyMonday: BusinessHours = [
      null,
      { open: '11:00', close: '15:00' },
      ...Array(5).fill(null),
    ];
    expect(nextOpening(onlyMonday, at('16:00'))).toEqual({ inDays: 7, weekday: 1, time: '11:00' });
    expect(closedNowMessage(Array(7).fill(null), at('12:00'))).toBe(
      'Estabelecimento fechado agora.',
    );
    expect(nextOpening(null, at('12:00'))).toBeNull();
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
    kdsCanceledMinutes: 5,
    discountLimitPercent: 15,
    sangriaApprovalCents: 20_000,
    closeDifferenceApprovalCents: 2_000,
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
