import { Info, Sigma } from 'lucide-react';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { LoadingSkeleton } from '@/components/load-states';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { accountTotals, plural, unknownBalancesNote } from '../lib/account-format';

/**
 * What the open accounts add up to, one figure per currency (docs/product.md "Accounts"): nothing is
 * converted, and accounts whose balance is not known are left out and counted in a note.
 */
export function AccountTotals({ accounts }: { accounts: readonly BankAccount[] }) {
  const { totals, unknown, closed } = accountTotals(accounts);
  const note = unknownBalancesNote(unknown);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="account-totals">
      <div className="flex flex-col gap-1">
        <h2 id="totals-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Sigma aria-hidden="true" className="size-5 text-gold-300" />
          Totals
        </h2>
        <p className="text-sm text-slate-400">
          The net of your open accounts with a known balance, per currency (what is owed on cards and loans is subtracted). Nothing
          is converted.
          {closed > 0 ? ` ${plural(closed, 'closed account')} ${closed === 1 ? 'is' : 'are'} not counted.` : ''}
        </p>
      </div>
      {totals.length > 0 ? (
        <ul aria-labelledby="totals-heading" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {totals.map((total) => (
            <li key={total.currency} className="flex flex-col rounded-lg border border-white/10 bg-navy-950/50 p-3" data-testid="currency-total">
              <span className="text-sm text-slate-400">{total.currency}</span>
              <span className="text-2xl font-semibold break-words text-white tabular-nums">{total.formatted}</span>
              <span className="text-xs text-slate-400">{plural(total.accounts, 'account')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-300">No open account has a known balance yet, so there is no total.</p>
      )}
      {note ? (
        <p className="flex items-start gap-2 text-sm text-amber-200" data-testid="unknown-balances-note">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      ) : null}
    </Card>
  );
}

export function AccountTotalsSkeleton() {
  return (
    <LoadingSkeleton label="Loading your totals" busy={false} card className="flex flex-col gap-4 p-5">
      <SkeletonBars sizes={['h-7 w-28', 'h-4 w-full max-w-xl']} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-[5.5rem] w-full rounded-lg" />
      </div>
    </LoadingSkeleton>
  );
}
