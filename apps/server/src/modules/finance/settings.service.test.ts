import { describe, expect, it } from 'vitest';
import type { FinanceSettings } from '@comanda/shared';
import { channelTermsOf, settlementTermsOf } from './settings.service';

const settings: FinanceSettings = {
  cardFeePercent: 3.5,
  methods: {
    card: { feePercent: null, settlementDays: 30 },
    debit: { feePercent: 1.25, settlementDays: 1 },
    credit: { feePercent: null, settlementDays: 31 },
    voucher: { feePercent: 6, settlementDays: 15 },
  },
  channels: {
    ifood: { commissionPercent: 23, settlementDays: 7 },
    open_delivery: { commissionPercent: 10, settlementDays: 14 },
  },
};

describe('settlementTermsOf', () => {
  it("card-like methods pay their own fee, or the shop's card fee, D+N days later", () => {
    expect(settlementTermsOf(settings, 'card')).toEqual({ feePercent: 3.5, days: 30 });
    expect(settlementTermsOf(settings, 'debit')).toEqual({ feePercent: 1.25, days: 1 });
    expect(settlementTermsOf(settings, 'credit')).toEqual({ feePercent: 3.5, days: 31 });
    expect(settlementTermsOf(settings, 'voucher')).toEqual({ feePercent: 6, days: 15 });
  });

  it('Pix, cash and any other method land whole on the day', () => {
    for (const method of ['pix', 'cash', 'other', 'something-new']) {
      expect(settlementTermsOf(settings, method)).toEqual({ feePercent: 0, days: 0 });
    }
  });

  it('a shop without a card fee charges none unless the method has its own', () => {
    const none = { ...settings, cardFeePercent: null };
    expect(settlementTermsOf(none, 'card')).toEqual({ feePercent: 0, days: 30 });
    expect(settlementTermsOf(none, 'debit').feePercent).toBe(1.25);
  });
});

describe('channelTermsOf', () => {
  it("a marketplace's payout is its commission off, on its D+N", () => {
    expect(channelTermsOf(settings, 'ifood')).toEqual({ feePercent: 23, days: 7 });
    expect(channelTermsOf(settings, 'open_delivery')).toEqual({ feePercent: 10, days: 14 });
  });

  it("the shop's own channels follow the payment's method", () => {
    for (const channel of ['totem', 'balcao', 'cardapio_digital', 'mesa']) {
      expect(channelTermsOf(settings, channel)).toBeNull();
    }
  });
});
