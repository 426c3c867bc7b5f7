import { Eye, EyeOff } from 'lucide-react';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, HIDDEN_AMOUNT, totalBalance } from '../lib/money';

interface BalanceCardProps {
  accounts: BankAccount[] | undefined;
  loading: boolean;
  hidden: boolean;
  onToggleHidden: () => void;
  /** When the accounts were last read from the server (ms), 0 when never. */
  updatedAt: number;
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The net of the user's bank accounts, with the show/hide toggle (docs/product.md "Banking"). */
export function BalanceCard({ accounts, loading, hidden, onToggleHidden, updatedAt }: BalanceCardProps) {
  const total = accounts ? totalBalance(accounts) : null;
  let amount;
  if (total !== null) amount = hidden ? HIDDEN_AMOUNT : formatMoney(total);
  return (
    <div className="relative overflow-hidden rounded-2xl border border-gold-400/30 bg-gradient-to-br from-navy-700 via-navy-800 to-navy-900 p-5 shadow-lg shadow-black/30">
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-44 rounded-full bg-gold-400/10 blur-2xl" />
      <div className="relative flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-300">
          Total balance
        </p>
        <button
          type="button"
          onClick={onToggleHidden}
          aria-pressed={hidden}
          aria-label={hidden ? 'Show balances' : 'Hide balances'}
          data-testid="balance-toggle"
          className="-mr-1 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
        >
          {hidden ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {amount !== undefined ? (
        <p className="relative mt-1 font-serif text-4xl font-semibold tracking-tight text-white tabular-nums">
          <span aria-hidden={hidden || undefined} data-testid="total-balance">
            {amount}
          </span>
          {hidden ? <span className="sr-only">Hidden</span> : null}
        </p>
      ) : loading ? (
        <Skeleton className="relative mt-2 h-10 w-48" />
      ) : (
        <p className="relative mt-1 font-serif text-4xl font-semibold text-slate-500" data-testid="total-balance">
          —
        </p>
      )}
      <p className="relative mt-2 text-xs text-slate-400">
        {accounts ? balanceNote(accounts, updatedAt) : loading ? 'Loading your accounts' : 'Accounts unavailable'}
      </p>
    </div>
  );
}

function balanceNote(accounts: BankAccount[], updatedAt: number): string {
  if (accounts.length === 0) return 'No bank accounts yet';
  const count = accounts.length === 1 ? '1 bank account' : `${accounts.length} bank accounts`;
  const owed = accounts.some((a) => a.type === 'credit' && a.balance < 0) ? ', card balances owed subtracted' : '';
  const updated = updatedAt > 0 ? ` · updated ${TIME.format(updatedAt)}` : '';
  return `Across ${count}${owed}${updated}`;
}
