/*
 * CSV files for spreadsheets in Brazil: Excel reads `;`-separated files with decimal commas,
 * and UTF-8 only with a BOM.
 */
const separator = ';';
const bom = '\uFEFF';

/**
 * One cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets
 * a leading apostrophe, so a name like "=HYPERLINK(...)" stays text.
 */
export const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function cell(value: string): string {
  const safe = neutralised(value);
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Reais with a decimal comma and no thousands separator, e.g. 1234,50. */
export function csvReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Lines of cells (the first is the header) as a CSV file's text. */
export function csvFile(lines: string[][]): string {
  return bom + lines.map((line) => line.map(cell).join(separator)).join('\r\n') + '\r\n';
}
