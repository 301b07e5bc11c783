import { describe, expect, it } from 'vitest';
import { lineSharesOf, openPartAmounts, splitByItems, splitByWeights } from './table-tabs';

const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);

describe('splitting a tab by items (decision 085)', () => {
  it('divides a shared line equally, the odd centavos to the first of its parts', () => {
    const lines = [
      { id: 'a', totalCents: 1000 },
      { id: 'b', totalCents: 2590 },
    ];
    expect(lineSharesOf(lines, [['a'], ['a', 'b'], ['a']])).toEqual([334, 333 + 2590, 333]);
    expect(lineSharesOf(lines, [['b'], ['b'], ['b']])).toEqual([864, 863, 863]);
  });

  it('adds up to what is due exactly, for any weights', () => {
    // A small generator of cases (no randomness: the same cases every run).
    for (let seed = 1; seed <= 200; seed += 1) {
      const lines = Array.from({ length: (seed % 5) + 1 }, (_, index) => ({
        id: `l${index}`,
        totalCents: ((seed * 7919 + index * 104729) % 9000) + 1,
      }));
      const parts = (seed % 4) + 1;
      const partItems = Array.from({ length: parts }, (_, part) =>
        lines
          .filter((_, index) => (index + part + seed) % parts === 0 || index === part)
          .map((l) => l.id),
      );
      const holders = partItems.flat();
      if (!lines.every((line) => holders.includes(line.id))) continue;
      const itemsCents = sum(lines.map((line) => line.totalCents));
      const due = itemsCents + Math.round((itemsCents * (seed % 21)) / 100);
      const amounts = splitByItems(due, lines, partItems);
      expect(sum(amounts)).toBe(due);
      expect(amounts.every((amount) => amount >= 0)).toBe(true);
    }
  });

  it('shares a rest in proportion to the weights, the rest of the rounding to the first', () => {
    expect(splitByWeights(1200, [4668, 6666, 666])).toEqual([468, 666, 66]);
    expect(splitByWeights(-300, [1000, 2000])).toEqual([-100, -200]);
  });

  it('prices a part paid while open: its amount, or its items plus their service', () => {
    const lines = [{ id: 'a', totalCents: 2000 }];
    expect(openPartAmounts(lines, [{ itemIds: ['a'] }, { amountCents: 500 }], 10)).toEqual([
      2200, 500,
    ]);
  });
});
