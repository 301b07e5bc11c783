import {
  formatDay,
  orderChannelLabels,
  paymentMethodLabels,
  type ShopReport,
  type ShopReportTable,
} from '@comanda/shared';
import {
  countColumn,
  csvFile,
  dateColumn,
  moneyColumn,
  textColumn,
  xlsxFile,
  type SheetTable,
} from '../../lib/spreadsheet';

/*
 * Each table of Relatórios as a file, CSV or XLSX, with a totals line. Both come from one
 * description of the table (its columns and rows), so the two files always agree. The words
 * are the screen's (apps/web .../reports/locales), so the file reads like the table it came
 * from.
 */

const weekdays = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const methods = { ...paymentMethodLabels, other: 'Outros' } as const;

type Cell = string | number;
/** A table of the report as the exporter's table, and its totals line apart. */
interface ReportFileTable extends SheetTable {
  rows: Cell[][];
  /** The totals line: the label, then each numeric column's sum. */
  totals: Cell[];
}

const text = textColumn;
const count = countColumn;
const money = moneyColumn;
const ordersColumns = [count('Pedidos pagos'), money('Receita (R$)')];
const itemsColumns = [count('Quantidade'), money('Receita (R$)')];

type Sales = { paidOrders: number; revenueCents: number };
type Items = { name: string; quantity: number; revenueCents: number };
const sales = (label: string, row: Sales): Cell[] => [label, row.paidOrders, row.revenueCents];
const items = (row: Items): Cell[] => [row.name, row.quantity, row.revenueCents];

function rowsOf(report: ShopReport, name: ShopReportTable) {
  switch (name) {
    case 'day':
      return {
        title: 'Vendas por dia',
        columns: [dateColumn('Dia'), ...ordersColumns],
        rows: report.byDay.map((r) => sales(r.date, r)),
      };
    case 'hour':
      return {
        title: 'Vendas por hora',
        columns: [text('Hora'), ...ordersColumns],
        rows: report.byHour.map((r) => sales(`${String(r.hour).padStart(2, '0')}h`, r)),
      };
    case 'weekday':
      return {
        title: 'Vendas por dia da semana',
        columns: [text('Dia da semana'), ...ordersColumns],
        rows: report.byWeekday.map((r) => sales(weekdays[r.weekday]!, r)),
      };
    case 'product':
      return {
        title: 'Vendas por produto',
        columns: [text('Produto'), ...itemsColumns],
        rows: report.byProduct.map(items),
      };
    case 'category':
      return {
        title: 'Vendas por categoria',
        columns: [text('Categoria'), ...itemsColumns],
        rows: report.byCategory.map(items),
      };
    case 'payment-method':
      return {
        title: 'Vendas por forma de pagamento',
        columns: [text('Forma de pagamento'), ...ordersColumns],
        rows: report.byPaymentMethod.map((r) => sales(methods[r.method], r)),
        // A sale split over several methods counts in each row; the total counts it once.
        totals: sales('Total', report.totals),
      };
    case 'channel':
      return {
        title: 'Vendas por canal',
        columns: [text('Canal'), ...ordersColumns],
        rows: report.byChannel.map((r) => sales(orderChannelLabels[r.channel], r)),
        // Every paid order has one channel: the rows add up to the period's total.
        totals: sales('Total', report.totals),
      };
    case 'product-margin':
      return {
        title: 'CMV e margem por produto',
        columns: [text('Produto'), ...itemsColumns, money('CMV (R$)'), money('Margem bruta (R$)')],
        rows: report.productMargins.map((r) => [...items(r), r.costCents, r.marginCents]),
      };
  }
}

/** One table of the report, with its totals line. */
export function reportFileTable(report: ShopReport, name: ShopReportTable): ReportFileTable {
  const table: Omit<ReportFileTable, 'totals'> & { totals?: Cell[] } = rowsOf(report, name);
  const totals =
    table.totals ??
    table.columns.map((column, index) =>
      index === 0
        ? 'Total'
        : table.rows.reduce<number>((sum, row) => sum + Number(row[index] ?? 0), 0),
    );
  return { ...table, totals };
}

export function shopReportCsv(report: ShopReport, name: ShopReportTable): string {
  return csvFile(reportFileTable(report, name));
}

/** The same table as an Excel workbook: real numbers and dates, text never a formula. */
export async function shopReportXlsx(report: ShopReport, name: ShopReportTable): Promise<Buffer> {
  const table = reportFileTable(report, name);
  return xlsxFile(table, `${table.title}: ${formatDay(report.from)} a ${formatDay(report.to)}`);
}

/** Each table's part of its file name: the owner reads the file name, not the API's path. */
const fileNames: Record<ShopReportTable, string> = {
  day: 'vendas-por-dia',
  hour: 'vendas-por-hora',
  weekday: 'vendas-por-dia-da-semana',
  product: 'vendas-por-produto',
  category: 'vendas-por-categoria',
  'payment-method': 'vendas-por-forma-de-pagamento',
  channel: 'vendas-por-canal',
  'product-margin': 'cmv-e-margem-por-produto',
};

export function shopReportFileName(
  report: ShopReport,
  name: ShopReportTable,
  extension: 'csv' | 'xlsx',
): string {
  return `${fileNames[name]}-${report.from}-a-${report.to}.${extension}`;
}
