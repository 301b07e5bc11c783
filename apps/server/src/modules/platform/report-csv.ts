import type { PlatformReport } from '@comanda/shared';
import { csvFile, csvReais } from '../../lib/csv';

/** The Relatórios Gerais table as a CSV file, with a totals line. */
export function reportCsv(report: PlatformReport): string {
  return csvFile([
    ['Estabelecimento', 'Status', 'Pedidos confirmados', 'Receita (R$)'],
    ...report.rows.map((row) => [
      row.name,
      row.active ? 'Ativo' : 'Inativo',
      String(row.confirmedOrders),
      csvReais(row.revenueCents),
    ]),
    ['Total', '', String(report.totals.confirmedOrders), csvReais(report.totals.revenueCents)],
  ]);
}

export function reportFileName(report: PlatformReport): string {
  return `relatorio-${report.from}-a-${report.to}.csv`;
}
