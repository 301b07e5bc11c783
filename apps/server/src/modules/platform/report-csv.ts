import type { PlatformReport } from '@comanda/shared';
import { countColumn, csvFile, moneyColumn, textColumn } from '../../lib/spreadsheet';

/** The Relatórios Gerais table as a CSV file, with a totals line. */
export function reportCsv(report: PlatformReport): string {
  return csvFile({
    columns: [
      textColumn('Estabelecimento'),
      textColumn('Status'),
      countColumn('Pedidos confirmados'),
      moneyColumn('Receita (R$)'),
    ],
    rows: report.rows.map((row) => [
      row.name,
      row.active ? 'Ativo' : 'Inativo',
      row.confirmedOrders,
      row.revenueCents,
    ]),
    totals: ['Total', '', report.totals.confirmedOrders, report.totals.revenueCents],
  });
}

export function reportFileName(report: PlatformReport): string {
  return `relatorio-${report.from}-a-${report.to}.csv`;
}
