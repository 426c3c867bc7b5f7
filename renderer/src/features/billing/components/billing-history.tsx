import { ReceiptText } from 'lucide-react';
import { Fragment } from 'react';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { TableHead, type TableColumn } from '@/components/ui/table-head';
import { formatBillingDate, formatCents, statusLabel } from '../lib/billing-format';

const COLUMNS: readonly TableColumn[] = [
  ['Date', 'py-2 pr-4 font-medium'],
  ['Amount', 'py-2 pr-4 text-right font-medium'],
  ['Status', 'py-2 pr-4 font-medium'],
  ['Invoice', 'py-2 font-medium'],
];

export function BillingHistory({ history, currency }: { history: BillingInfo['history']; currency: string }) {
  return (
    <Card className="flex flex-col gap-4 p-6" data-testid="billing-history">
      <h2 id="billing-history-heading" className="text-lg font-semibold text-white">
        Recent Billing History
      </h2>
      {history.length === 0 ? (
        <div className="flex items-start gap-3 text-slate-300" data-testid="billing-history-empty">
          <ReceiptText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <p>No invoices yet. Each payment you make appears here with its invoice number.</p>
        </div>
      ) : (
        // Scrolls sideways inside the card on a narrow phone instead of widening the page; focusable so the keyboard can scroll it.
        <div className="-mx-2 overflow-x-auto px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300" tabIndex={0} role="region" aria-label="Invoices">
          <table className="w-full min-w-[26rem] text-left text-sm">
            <caption className="sr-only">Invoices, newest first</caption>
            <TableHead className="text-xs text-slate-400 uppercase" columns={COLUMNS} />
            <tbody className="divide-y divide-white/10">
              {history.map((row) => (
                <Fragment key={row.invoice_id}>
                <tr data-testid="billing-history-row">
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-200">
                    <time dateTime={row.date}>{formatBillingDate(row.date)}</time>
                  </td>
                  <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap text-white tabular-nums">
                    {formatCents(row.amount, currency)}
                  </td>
                  <td className="py-3 pr-4">
                    <Badge variant={row.status.toLowerCase() === 'paid' ? 'success' : 'secondary'}>{statusLabel(row.status)}</Badge>
                  </td>
                  <td className="py-3 font-mono text-xs break-all text-slate-300">{row.invoice_id}</td>
                </tr>
                {/* A plan change's invoice shows how its amount was worked out: the credit and the charge. */}
                {row.lines.map((line) => (
                  <tr key={line.description} className="border-t-0" data-testid="invoice-line">
                    <td className="pb-2 pl-4 text-xs text-slate-400">{line.description}</td>
                    <td className="pr-4 pb-2 text-right text-xs whitespace-nowrap text-slate-300 tabular-nums">{formatCents(line.amount, currency)}</td>
                    <td colSpan={2} />
                  </tr>
                ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
