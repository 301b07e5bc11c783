import { describe, expect, it } from 'vitest';
import type { StockMovement } from '@comanda/shared';
import { movementsCsv } from './stock-items.service';

describe('stock/movements.csv (issue 31, 4)', () => {
  it('writes item names, reasons and user names that start a formula as text', () => {
    const movement = {
      createdAt: '2026-11-27T10:00:00.000Z',
      stockItemName: '=HYPERLINK("http://mal.example","clique")',
      unit: 'un',
      kind: 'loss',
      quantityMilli: -1000,
      levelAfterMilli: 0,
      reason: '@SUM(1+1)',
      userName: '+Fulano',
    } as unknown as StockMovement;
    const [, line] = movementsCsv([movement]).trim().split('\r\n');
    const cells = line!.split(';');
    expect(cells[1]).toBe(`"'=HYPERLINK(""http://mal.example"",""clique"")"`);
    expect(cells[6]).toBe("'@SUM(1+1)");
    expect(cells[7]).toBe("'+Fulano");
    // Numbers are not text: a negative quantity stays a number.
    expect(cells[4]).toBe('-1');
  });
});
