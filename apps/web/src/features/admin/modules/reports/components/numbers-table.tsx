import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region';
import { cn } from '@/lib/cn';

/** One row of a report's table: its name, then its figures, already formatted. */
export interface NumbersRow {
  key: string;
  label: string;
  cells: ReactNode[];
}

/**
 * A report's table: a named row each, its figures right-aligned, and the 'Total' line.
 * `columns` are the headers, the rows' own first; `total` the figures of the total line.
 */
export function NumbersTable({
  title,
  className,
  columns,
  rows,
  total,
}: {
  title: string;
  className: string;
  columns: [string, ...string[]];
  rows: NumbersRow[];
  total: ReactNode[];
}) {
  const { t } = useTranslation();
  const [nameColumn, ...figureColumns] = columns;
  // The last column reaches the card's edge; the others keep a gap to their right.
  const figureClass = (index: number) =>
    cn('py-2 text-right', index < figureColumns.length - 1 && 'pr-4');
  const figures = (cells: ReactNode[]) =>
    cells.map((cell, index) => (
      <td key={figureColumns[index]} className={cn(figureClass(index), 'tabular-nums')}>
        {cell}
      </td>
    ));
  return (
    <ScrollRegion label={title} className={className}>
      <table className="w-full text-sm" aria-label={title}>
        <thead className="border-b border-border text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {nameColumn}
            </th>
            {figureColumns.map((column, index) => (
              <th key={column} scope="col" className={cn(figureClass(index), 'font-medium')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {row.label}
              </th>
              {figures(row.cells)}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-4 text-left">
              {t('admin.reports.total')}
            </th>
            {figures(total)}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
