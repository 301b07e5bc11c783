import { describe, expect, it } from 'vitest';
import {
  applyTenders,
  cashDenominations,
  countedCents,
  discountCentsOf,
  discountOverLimit,
} from './counter-sale-math';

describe('discountCentsOf', () => {
  it('takes a value or a rounded percent, never more than the subtotal', () => {
    expect(discountCentsOf(3100, { kind: 'percent', value: 20 })).toBe(620);
    expect(discountCentsOf(999, { kind: 'percent', value: 10 })).toBe(100);
    expect(discountCentsOf(3100, { kind: 'value', value: 500 })).toBe(500);
    expect(discountCentsOf(3100, { kind: 'value', value: 9000 })).toBe(3100);
    expect(discountCentsOf(3100, null)).toBe(0);
  });

  it('is over the limit only beyond the percent of the subtotal', () => {
    expect(discountOverLimit(3100, 310, 10)).toBe(false);
    expect(discountOverLimit(3100, 311, 10)).toBe(true);
  });
});

describe('applyTenders', () => {
  it('gives change from cash and records what the cash pays', () => {
    expect(applyTenders(3100, [{ method: 'cash', amountCents: 5000 }])).toEqual({
      applied: [{ method: 'cash', amountCents: 3100, receivedCents: 5000, changeCents: 1900 }],
      missingCents: 0,
      changeCents: 1900,
      problem: null,
    });
  });

  it('splits cash and card until the total is covered', () => {
    const split = applyTenders(2400, [
      { method: 'cash', amountCents: 2000 },
      { method: 'card', amountCents: 400 },
    ]);
    expect(split.problem).toBeNull();
    expect(split.applied.map((tender) => tender.amountCents)).toEqual([400, 2000]);
    expect(applyTenders(2400, [{ method: 'card', amountCents: 400 }])).toMatchObject({
      missingCents: 2000,
      problem: 'missing',
    });
  });

  it('refuses change from a card, cash nobody needs, and two cash tenders', () => {
    expect(applyTenders(1000, [{ method: 'card', amountCents: 1200 }]).problem).toBe(
      'card_or_pix_over_total',
    );
    expect(
      applyTenders(1000, [
        { method: 'pix', amountCents: 1000 },
        { method: 'cash', amountCents: 500 },
      ]).problem,
    ).toBe('cash_not_needed');
    expect(
      applyTenders(1000, [
        { method: 'cash', amountCents: 500 },
        { method: 'cash', amountCents: 500 },
      ]).problem,
    ).toBe('one_cash_tender');
  });
});

it('counts the drawer by denomination', () => {
  expect(countedCents({ '10000': 1, '2000': 1, '50': 1 })).toBe(12_050);
});

it("has the real's notes and coins down to the centavo, and a free amount", () => {
  // Notes of 200, 100, 50, 20, 10, 5 and 2 reais; coins of 1 real and 50, 25, 10, 5 and 1 centavos.
  expect([...cashDenominations]).toEqual([
    20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5, 1,
  ]);
  // 'outros' is an amount in centavos, not a quantity.
  expect(countedCents({ '1': 3, '5': 1, outros: 1234 })).toBe(1242);
});
