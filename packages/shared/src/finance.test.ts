import { describe, expect, it } from 'vitest';
import { addMonthsClamped, cardFeeCents, payableInputSchema } from './finance';

describe('finance helpers', () => {
  it('card fees round half up to the centavo', () => {
    expect(cardFeeCents(10_000, 3.5)).toBe(350);
    expect(cardFeeCents(3_333, 3.5)).toBe(117); // 116,655
    expect(cardFeeCents(1_000, 2.25)).toBe(23); // 22,5
    expect(cardFeeCents(1_000, 0)).toBe(0);
  });

  it('months later keep the day, or take the last one of a shorter month', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('a monthly recurrence is not split in installments', () => {
    const base = {
      description: 'Aluguel',
      category: 'rent',
      amountCents: 100,
      firstDueDate: '2026-01-01',
    };
    expect(payableInputSchema.safeParse({ ...base, recurrence: 'monthly' }).success).toBe(true);
    const both = payableInputSchema.safeParse({ ...base, recurrence: 'monthly', installments: 3 });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['installments']);
  });
});
