import type { ShopReport, ShopReportTable } from '@comanda/shared';
import { csvFile, csvReais } from '../../lib/csv';

/*
 * Each table of Relatórios as a CSV file, with a totals line. The words are the screen's
 * (apps/web .../reports/locales), so the file reads like the table it came from.
 */

const weekdays = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const methods = { pix: 'Pix', card: 'Cartão', other: 'Outros' } as const;
const origins = { totem: 'Totem', pdv: 'PDV' } as const;
const ordersHeader = ['Pedidos pagos', 'Receita (R$)'];
const itemsHeader = ['Quantidade', 'Receita (R$)'];

type Row = { label: string; count: number; revenueCents: number };

function table(report: ShopReport, name: ShopReportTable): { header: string[]; rows: Row[] } {
  const sales = (label: string, row: { paidOrders: number; revenueCents: number }) => ({
    label,
    count: row.paidOrders,
    revenueCents: row.revenueCents,
  });
  const items = (row: { name: string; quantity: number; revenueCents: number }) => ({
    label: row.name,
    count: row.quantity,
    revenueCents: row.revenueCents,
  });
  switch (name) {
    case 'day':
      return { header: ['Dia', ...ordersHeader], rows: report.byDay.map((r) => sales(r.date, r)) };
    case 'hour':
      return {
        header: ['Hora', ...ordersHeader],
        rows: report.byHour.map((r) => sales(`${String(r.hour).padStart(2, '0')}h`, r)),
      };
    case 'weekday':
      return {
        header: ['Dia da semana', ...ordersHeader],
        rows: report.byWeekday.map((r) => sales(weekdays[r.weekday]!, r)),
      };
    case 'product':
      return { header: ['Produto', ...itemsHeader], rows: report.byProduct.map(items) };
    case 'category':
      return { header: ['Categoria', ...itemsHeader], rows: report.byCategory.map(items) };
    case 'payment-method':
      return {
        header: ['Forma de pagamento', ...ordersHeader],
        rows: report.byPaymentMethod.map((r) => sales(methods[r.method], r)),
      };
    case 'origin':
      return {
        header: ['Origem', ...ordersHeader],
        rows: report.byOrigin.map((r) => sales(origins[r.origin], r)),
      };
  }
}

export function shopReportCsv(report: ShopReport, name: ShopReportTable): string {
  const { header, rows } = table(report, name);
  const total = rows.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      revenueCents: sum.revenueCents + row.revenueCents,
    }),
    { count: 0, revenueCents: 0 },
  );
  return csvFile([
    header,
    ...rows.map((row) => [row.label, String(row.count), csvReais(row.revenueCents)]),
    ['Total', String(total.count), csvReais(total.revenueCents)],
  ]);
}

export function shopReportFileName(report: ShopReport, name: ShopReportTable): string {
  return `vendas-por-${name}-${report.from}-a-${report.to}.csv`;
}
