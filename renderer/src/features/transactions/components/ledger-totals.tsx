import type { CurrencyTotal } from '../../../../../shared/contracts/ledger';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { totalLines } from '../lib/ledger-format';

/**
 * The totals of everything the filters select (not only the rows loaded), one line per currency:
 * amounts in different currencies are never added together (docs/product.md "Transactions").
 */
export function LedgerTotals({ totals, busy }: { totals: readonly CurrencyTotal[]; busy: boolean }) {
  const lines = totalLines(totals);
  if (lines.length === 0) return null;
  return (
    <section aria-label="Totals of the transactions shown" aria-busy={busy ? 'true' : undefined} data-testid="ledger-totals">
      <ul className={cn('grid gap-3', lines.length > 1 && 'md:grid-cols-2', busy && 'opacity-70')}>
        {lines.map((line) => (
          <li key={line.currency} data-currency={line.currency}>
            <Card className="flex flex-col gap-2 p-4">
              <p className="text-sm text-slate-300">
                <span className="font-semibold text-white">{line.currency}</span> · {line.count}
              </p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div className="flex min-w-0 flex-col">
                  <dt className="text-xs text-slate-400">Money in</dt>
                  <dd className="break-words font-semibold text-emerald-300 tabular-nums">{line.moneyIn}</dd>
                </div>
                <div className="flex min-w-0 flex-col">
                  <dt className="text-xs text-slate-400">Money out</dt>
                  <dd className="break-words font-semibold text-slate-100 tabular-nums">{line.moneyOut}</dd>
                </div>
                <div className="flex min-w-0 flex-col">
                  <dt className="text-xs text-slate-400">Net</dt>
                  <dd className={cn('break-words font-semibold tabular-nums', line.netDirection === 'in' ? 'text-emerald-300' : 'text-slate-100')}>{line.net}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
