import type { PlatformReport } from '@comanda/shared';

/** Excel in Brazil reads `;`-separated files with decimal commas, and UTF-8 only with a BOM. */
const separator = ';';
const bom = '\uFEFF';

/**
 * One cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets
 * a leading apostrophe, so a shop named "=HYPERLINK(...)" stays text.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Reais with a decimal comma and no thousands separator, e.g. 1234,50. */
function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The Relatórios Gerais table as a CSV file, with a totals line. */
export function reportCsv(report: PlatformReport): string {
  const lines = [
    ['Estabelecimento', 'Status', 'Pedidos confirmados', 'Receita (R$)'],
    ...report.rows.map((row) => [
      row.name,
      row.active ? 'Ativo' : 'Inativo',
      String(row.confirmedOrders),
      reais(row.revenueCents),
    ]),
    ['Total', '', String(report.totals.confirmedOrders), reais(report.totals.revenueCents)],
  ];
  return bom + lines.map((line) => line.map(cell).join(separator)).join('\r\n') + '\r\n';
}

export function reportFileName(report: PlatformReport): string {
  return `relatorio-${report.from}-a-${report.to}.csv`;
}
