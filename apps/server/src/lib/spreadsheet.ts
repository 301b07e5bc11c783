import { businessClock, formatDay, milliPerUnit } from '@comanda/shared';

/*
 * The one exporter (issue 31, 4; issue 30, 10): every CSV and XLSX file the product hands out
 * is written here, from one description of a table (typed columns and their rows), so every
 * file follows the same rules:
 * - text someone typed is never run as a formula: a text cell starting with = + - @ tab or CR
 *   gets a leading apostrophe; numbers stay numbers (a negative amount is not text);
 * - dates are the shop's business time (America/Sao_Paulo), never the server's clock zone:
 *   dd/mm/aaaa in a CSV, real date cells in a workbook;
 * - CSV for spreadsheets in Brazil: Excel reads `;`-separated files with decimal commas, and
 *   UTF-8 only with a BOM.
 */

/**
 * text: a string; count: an integer; money: centavos (written as reais); quantity: thousandths
 * of a unit (1500 is 1,5 kg); date: a business day 'YYYY-MM-DD'; dateTime: an instant.
 */
export type ColumnKind = 'text' | 'count' | 'money' | 'quantity' | 'date' | 'dateTime';
export interface SheetColumn {
  header: string;
  kind: ColumnKind;
}
export type SheetCell = string | number | Date | null;
export interface SheetTable {
  /** The workbook's sheet name and its first line. */
  title: string;
  columns: SheetColumn[];
  rows: SheetCell[][];
  /** A totals line, written bold after the rows: its label first, then the columns' sums. */
  totals?: SheetCell[];
}

export const textColumn = (header: string): SheetColumn => ({ header, kind: 'text' });
export const countColumn = (header: string): SheetColumn => ({ header, kind: 'count' });
export const moneyColumn = (header: string): SheetColumn => ({ header, kind: 'money' });
export const quantityColumn = (header: string): SheetColumn => ({ header, kind: 'quantity' });
export const dateColumn = (header: string): SheetColumn => ({ header, kind: 'date' });
export const dateTimeColumn = (header: string): SheetColumn => ({ header, kind: 'dateTime' });

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it stays text. */
export const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Reais with a decimal comma and no thousands separator, e.g. 1234,50. */
export function csvReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths as a Brazilian decimal: 1500 -> "1,5". */
export const formatMilli = (milli: number) =>
  (milli / milliPerUnit).toLocaleString('pt-BR', { maximumFractionDigits: 3, useGrouping: false });

/** One cell as the CSV's text, before quoting. */
function csvText(value: SheetCell, kind: ColumnKind): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'count':
      return String(Number(value));
    case 'money':
      return csvReais(Number(value));
    case 'quantity':
      return formatMilli(Number(value));
    case 'date':
      return formatDay(String(value));
    case 'dateTime': {
      const clock = businessClock(value as string | Date);
      return `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}`;
    }
    case 'text':
      return neutralised(String(value));
  }
}

const quoted = (text: string) => (/[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const separator = ';';
const bom = '\uFEFF';

/** The kind of each cell of a line: the totals line's label is text, whatever its column. */
const kindsOf = (table: Pick<SheetTable, 'columns'>, totals: boolean) =>
  table.columns.map((column, index) => (totals && index === 0 ? 'text' : column.kind));

/** The data lines: the rows, then the totals line if any, each cell with its kind. */
function dataLines(table: Pick<SheetTable, 'columns' | 'rows' | 'totals'>) {
  const lines = table.rows.map((cells) => ({ cells, kinds: kindsOf(table, false) }));
  if (table.totals) lines.push({ cells: table.totals, kinds: kindsOf(table, true) });
  return lines;
}

/** The table as a CSV file's text: a header line, its rows and its totals line. */
export function csvFile(table: Pick<SheetTable, 'columns' | 'rows' | 'totals'>): string {
  const lines = [
    table.columns.map((column) => quoted(neutralised(column.header))),
    ...dataLines(table).map(({ cells, kinds }) =>
      kinds.map((kind, index) => quoted(csvText(cells[index] ?? null, kind))),
    ),
  ];
  return bom + lines.map((line) => line.join(separator)).join('\r\n') + '\r\n';
}

/**
 * A Date whose UTC fields read the business zone's wall clock: a workbook's date cell has no
 * zone, so 23:36 in Brasília must be written as 23:36, not as the next day's 02:36.
 */
function wallClockDate(value: SheetCell, kind: 'date' | 'dateTime'): Date {
  if (kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  const clock = businessClock(value as string | Date);
  return new Date(Date.UTC(+clock.year, +clock.month - 1, +clock.day, +clock.hour, +clock.minute));
}

function xlsxValue(value: SheetCell, kind: ColumnKind): string | number | Date | null {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'count':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'quantity':
      return Number(value) / milliPerUnit;
    case 'date':
    case 'dateTime':
      return wallClockDate(value, kind);
    case 'text':
      return neutralised(String(value));
  }
}

const numberFormats: Partial<Record<ColumnKind, string>> = {
  money: '#,##0.00',
  quantity: '#,##0.###',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
};

/**
 * The same table as an Excel workbook: a bold title line (`heading`, or the title), the header,
 * then real numbers and dates, so sums, filters and charts work; text stays text (no formula is
 * ever written).
 */
export async function xlsxFile(table: SheetTable, heading = table.title): Promise<Buffer> {
  // Loaded with the first spreadsheet: exceljs took about an eighth of the server's start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Comanda';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31));
  sheet.addRow([neutralised(heading)]).font = { bold: true };
  sheet.addRow(table.columns.map((column) => neutralised(column.header))).font = { bold: true };
  for (const { cells, kinds } of dataLines(table)) {
    sheet.addRow(kinds.map((kind, index) => xlsxValue(cells[index] ?? null, kind)));
  }
  if (table.totals) sheet.lastRow!.font = { bold: true };
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.kind === 'text' ? 32 : 18;
    const numFmt = numberFormats[column.kind];
    if (numFmt) sheetColumn.numFmt = numFmt;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
