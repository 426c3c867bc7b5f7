import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Column<Row> {
  key: string;
  header: string;
  /** Numbers sit right-aligned. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A plain data table with the app's look; the first column heads each row. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  rowTestId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId: string;
  rowTestId?: (row: Row) => string;
}) {
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-white/10 text-slate-400">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn('px-3 py-2 font-medium', c.numeric && 'text-right')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-white/5 last:border-0" data-testid={rowTestId?.(row)}>
              {columns.map((c, i) => {
                const className = cn('px-3 py-2 text-slate-200', c.numeric && 'text-right tabular-nums', i === 0 && 'font-medium text-white');
                return i === 0 ? (
                  <th key={c.key} scope="row" className={className} data-col={c.key}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={className} data-col={c.key}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
