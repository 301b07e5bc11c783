import { shopReportTables, type ShopReport } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { shopReportFileName } from './shop-report-files';

const period = { from: '2026-11-01', to: '2026-11-30' } as ShopReport;

// Issue 30: 'vendas-por-day-...' reached the owner's downloads folder.
describe('report file names', () => {
  it.each(shopReportTables)('name the %s table in Portuguese, with its period', (table) => {
    for (const extension of ['csv', 'xlsx'] as const) {
      const name = shopReportFileName(period, table, extension);
      expect(name).toMatch(new RegExp(`^[a-z-]+-2026-11-01-a-2026-11-30\\.${extension}$`));
      expect(name).not.toMatch(
        /\b(day|hour|weekday|week|month|product|category|payment|method|origin|margin|by|sales)\b/,
      );
    }
  });

  it('give every table a file name of its own', () => {
    const names = shopReportTables.map((table) => shopReportFileName(period, table, 'csv'));
    expect(new Set(names).size).toBe(names.length);
  });
});
