import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@comanda/shared';
import { formOf, inputOf } from './settings-form';

const settings: ShopSettings = {
  name: 'Loja',
  logoUrl: null,
  slogan: null,
  welcomeImageUrl: null,
  theme: 'default',
  kioskIdleSeconds: 90,
  askCustomerName: false,
  askOrderType: true,
  kdsWarningMinutes: 10,
  kdsLateMinutes: 20,
  kdsCanceledMinutes: 5,
  discountLimitPercent: 10,
  pinLockMinutes: 15,
  terminalIdleMinutes: 5,
  sangriaApprovalCents: 25_050,
  closeDifferenceApprovalCents: 0,
  businessHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '17:30' }))],
  receiptFooter: null,
  busyLimitMinutes: 30,
  busyExtraPrepMinutes: 10,
  busyPauseIfood: false,
  busyScheduledOnly: true,
  kdsExpo: true,
};

describe('settings form', () => {
  it('round-trips the settings, closed days included', () => {
    const input = inputOf(formOf(settings));
    expect(input).toEqual({ ...settings, slogan: '', receiptFooter: '' });
  });

  it('a blank busy-mode limit is none: only the switch turns it on (decision 070)', () => {
    expect(inputOf({ ...formOf(settings), busyLimitMinutes: ' ' }).busyLimitMinutes).toBeNull();
    expect(formOf({ ...settings, busyLimitMinutes: null }).busyLimitMinutes).toBe('');
  });

  it('turning business hours off means always open', () => {
    expect(inputOf({ ...formOf(settings), useBusinessHours: false }).businessHours).toBeNull();
  });

  it('shows the approval thresholds in reais and sends centavos (issue 32)', () => {
    const form = formOf(settings);
    expect([form.sangriaApprovalCents, form.closeDifferenceApprovalCents]).toEqual([
      '250,50',
      '0,00',
    ]);
    const input = inputOf({
      ...form,
      sangriaApprovalCents: '1.000,00',
      closeDifferenceApprovalCents: '',
    });
    expect(input.sangriaApprovalCents).toBe(100_000);
    expect(input.closeDifferenceApprovalCents).toBeNaN();
  });

  it('an empty number field is sent as NaN, for the server to refuse under the field', () => {
    expect(inputOf({ ...formOf(settings), kdsLateMinutes: ' ' }).kdsLateMinutes).toBeNaN();
  });
});
