import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  countColumn,
  csvFile,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  quantityColumn,
  textColumn,
  xlsxFile,
  type SheetTable,
} from './spreadsheet';
import { csvCells } from '../test/csv';

/** 23:36 on 27/11/2026 in Brasília: already the 28th in UTC. */
const lateEvening = '2026-11-28T02:36:00.000Z';

const table: SheetTable = {
  title: 'Teste',
  columns: [
    dateColumn('Dia'),
    dateTimeColumn('Quando'),
    textColumn('Nome'),
    countColumn('Quantidade'),
    moneyColumn('Valor (R$)'),
    quantityColumn('Peso'),
  ],
  rows: [
    ['2026-11-27', lateEvening, '=HYPERLINK("http://x")', -3, -150, -1500],
    ['2026-11-26', lateEvening, '-desconto', 2, 1234, 250],
    ['2026-11-25', lateEvening, '\tTab', 0, 0, 0],
    ['2026-11-24', lateEvening, '@SUM(1)', 0, 0, 0],
    ['2026-11-23', lateEvening, '+55 11', 0, 0, 0],
    ['2026-11-22', lateEvening, '\rCR', 0, 0, 0],
  ],
  totals: ['Total', null, '', -1, 1084, -1250],
};

describe('the one exporter (issue 31, 4; issue 30, 10)', () => {
  it('CSV: text that starts a formula is neutralised, numbers stay numbers', () => {
    const [header, ...rows] = csvCells(csvFile(table));
    expect(header).toEqual(['Dia', 'Quando', 'Nome', 'Quantidade', 'Valor (R$)', 'Peso']);
    expect(rows.map((row) => row[2])).toEqual([
      `'=HYPERLINK("http://x")`,
      "'-desconto",
      "'\tTab",
      "'@SUM(1)",
      "'+55 11",
      "'\rCR",
      '',
    ]);
    // A negative amount is a number, not a formula: no apostrophe.
    expect(rows[0]!.slice(3)).toEqual(['-3', '-1,50', '-1,5']);
    expect(rows[1]!.slice(3)).toEqual(['2', '12,34', '0,25']);
  });

  it("CSV: dates are dd/mm/aaaa in the shop's business time, whatever the server's zone", () => {
    const [, first] = csvCells(csvFile(table));
    expect(first![0]).toBe('27/11/2026');
    expect(first![1]).toBe('27/11/2026 23:36');
  });

  it('CSV: the totals line puts its label under a date column', () => {
    const rows = csvCells(csvFile(table));
    expect(rows.at(-1)).toEqual(['Total', '', '', '-1', '10,84', '-1,25']);
  });

  it('XLSX: real date cells at the business wall clock, numbers as numbers, text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxFile(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const first = sheet.getRow(3);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 27)));
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 27, 23, 36)));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(3).value).toBe(`'=HYPERLINK("http://x")`);
    expect(first.getCell(4).value).toBe(-3);
    expect(first.getCell(5).value).toBe(-1.5);
    expect(first.getCell(6).value).toBe(-1.5);
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
    expect(sheet.lastRow!.getCell(1).value).toBe('Total');
  });
});
