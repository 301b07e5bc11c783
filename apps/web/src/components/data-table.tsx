import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DataColumn {
  key: string;
  label: string;
  /** Figures: the header right-aligned over them. */
  numeric?: boolean;
}

/** The admin's listing table: a labelled table, its column headers, and rows ruled apart. */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly DataColumn[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead className="border-b border-border text-left text-muted-foreground">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn('py-2 pr-4 font-medium', column.numeric && 'text-right')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{children}</tbody>
    </table>
  );
}
