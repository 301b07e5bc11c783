// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { MarginTable } from './margin-table';
import { ReportTable } from './report-table';

afterEach(cleanup);

const period = { from: '2026-11-01', to: '2026-11-30' };
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the report tables', () => {
  it('list each row by revenue and total them, or the count given for split payments', () => {
    renderWithApp(
      <ReportTable
        table="payment-method"
        period={period}
        countColumn="orders"
        totalCount={3}
        rows={[
          { key: 'pix', label: 'Pix', count: 2, revenueCents: 3000 },
          { key: 'cash', label: 'Dinheiro', count: 2, revenueCents: 1250 },
        ]}
      />,
      strings,
    );
    const table = screen.getByRole('table');
    const [header, pix, , total] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader')).toHaveLength(3);
    expect(cellsOf(pix!)).toEqual(['2', 'R$ 30,00']);
    expect(within(total!).getByRole('rowheader').textContent).toBe('Total');
    expect(cellsOf(total!)).toEqual(['3', 'R$ 42,50']);
  });

  it('sum the margins of the products with a recipe, with the margin of the sum', () => {
    const product = { quantity: 1, revenueCents: 2000, unitCostCents: 800 };
    renderWithApp(
      <MarginTable
        period={period}
        rows={[
          { ...product, name: 'X-Salada', costCents: 800, marginCents: 1200 },
          {
            ...product,
            name: 'X-Bacon',
            quantity: 2,
            revenueCents: 4000,
            costCents: 1600,
            marginCents: 2400,
          },
        ]}
      />,
      strings,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(cellsOf(rows.at(-1)!)).toEqual(['3', 'R$ 60,00', 'R$ 24,00', 'R$ 36,00', '60,0 %']);
  });

  it('say so when no product sold has a recipe', () => {
    renderWithApp(<MarginTable period={period} rows={[]} />, strings);
    expect(screen.getByText(/Nenhum produto vendido tem ficha técnica/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
