import type { ImportPreview } from '../../../../../shared/contracts/banking';
import { TableHead, type TableColumn } from '@/components/ui/table-head';
import { cn } from '@/lib/utils';
import { formatStoredAmount, formatTransactionDate } from '../lib/money';

const COLUMNS: readonly TableColumn[] = [
  ['Date', 'px-3 py-2 font-medium'],
  ['Description', 'px-3 py-2 font-medium'],
  ['Amount', 'px-3 py-2 text-right font-medium'],
];

/** The first rows exactly as they would be stored (signs flipped when the user asked), in the file's currency. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  if (preview.sample.length === 0) return null;
  return (
    // The description cell takes only the width left (w-full max-w-0, truncated): the date and the amount
    // keep their full width, so the table never outgrows a 390 px sheet and the amount is never clipped.
    <div className="overflow-x-auto rounded-lg border border-white/10">
      <table className="w-full text-left text-sm" data-testid="import-preview">
        <caption className="sr-only">
          The first {preview.sample.length} of {preview.totalRows} transactions as they will be imported
        </caption>
        <TableHead className="bg-white/5 text-xs text-slate-400" columns={COLUMNS} />
        <tbody className="divide-y divide-white/5">
          {preview.sample.map((row, index) => {
            const amount = formatStoredAmount(row.amount, preview.currency);
            return (
              <tr key={`${row.bankId ?? ''}-${index}`} data-testid="import-preview-row">
                <td className="px-3 py-2 whitespace-nowrap text-slate-300">{formatTransactionDate(row.date)}</td>
                <td className="w-full max-w-0 px-3 py-2">
                  <span className="block truncate text-white" title={row.description}>
                    {row.description}
                  </span>
                  {row.category ? <span className="block truncate text-xs text-slate-400">{row.category}</span> : null}
                </td>
                <td
                  className={cn(
                    'px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums',
                    amount.direction === 'in' ? 'text-emerald-300' : 'text-slate-100',
                  )}
                >
                  {amount.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
