import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { Skeleton } from '@/components/ui/skeleton';
import { balanceTotals, type CurrencyTotal } from '@/lib/balances';
import { formatMoney, HIDDEN_AMOUNT } from '../lib/money';

interface BalanceCardProps {
  accounts: BankAccount[] | undefined;
  loading: boolean;
  hidden: boolean;
  onToggleHidden: () => void;
  /** When the accounts were last read from the server (ms), 0 when never. */
  updatedAt: number;
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The net of the user's bank accounts, with the show/hide toggle (docs/product.md "Banking"): one
 * total per currency (nothing converted), over the open accounts whose balance is known; the card
 * says how many accounts it leaves out, and which part of it is sample data.
 */
export function BalanceCard({ accounts, loading, hidden, onToggleHidden, updatedAt }: BalanceCardProps) {
  const summary = accounts ? balanceTotals(accounts) : null;
  const [main, ...others] = summary?.totals ?? [];
  const show = (total: CurrencyTotal) => (hidden ? HIDDEN_AMOUNT : formatMoney(total.total, total.currency));
  return (
    <div className="relative overflow-hidden rounded-2xl border border-gold-400/30 bg-gradient-to-br from-navy-700 via-navy-800 to-navy-900 p-5 shadow-lg shadow-black/30">
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-44 rounded-full bg-gold-400/10 blur-2xl" />
      <div className="relative flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-300">{others.length > 0 ? 'Total balance, per currency' : 'Total balance'}</p>
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
      {main ? (
        <>
          <p className="relative mt-1 font-serif text-4xl font-semibold tracking-tight text-white tabular-nums">
            <span aria-hidden={hidden || undefined} data-testid="total-balance" data-currency={main.currency}>
              {show(main)}
            </span>
            {hidden ? <span className="sr-only">Hidden</span> : null}
          </p>
          {others.length > 0 ? (
            <ul className="relative mt-1 flex flex-col gap-0.5" aria-label="Totals in other currencies">
              {others.map((total) => (
                <li key={total.currency} className="font-serif text-xl font-semibold text-slate-100 tabular-nums">
                  <span aria-hidden={hidden || undefined} data-testid="total-balance-other" data-currency={total.currency}>
                    {show(total)}
                  </span>
                  {hidden ? <span className="sr-only">{total.currency} total hidden</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : loading ? (
        <Skeleton className="relative mt-2 h-10 w-48" />
      ) : (
        <p className="relative mt-1 font-serif text-4xl font-semibold text-slate-500" data-testid="total-balance">
          —
        </p>
      )}
      <p className="relative mt-2 text-xs text-slate-400">
        {accounts ? balanceNote(accounts, summary?.totals ?? [], updatedAt) : loading ? 'Loading your accounts' : 'Accounts unavailable'}
      </p>
      {summary && summary.totals.some((t) => t.sampleAccounts > 0) ? (
        <p className="relative mt-1 text-xs text-fuchsia-100" data-testid="total-sample-note">
          {sampleNote(summary.totals)}
        </p>
      ) : null}
      {summary && summary.unknown > 0 ? (
        <p className="relative mt-1 text-xs text-amber-200" data-testid="total-unknown-note">
          {summary.unknown === 1
            ? '1 account without a known balance is not included. '
            : `${count(summary.unknown, 'account', 'accounts')} without a known balance are not included. `}
          <Link to={PATHS.accounts} className="font-medium text-gold-300 underline underline-offset-2 hover:text-gold-200">
            Set balances on Accounts
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function balanceNote(accounts: BankAccount[], totals: CurrencyTotal[], updatedAt: number): string {
  if (accounts.length === 0) return 'No bank accounts yet';
  const counted = totals.reduce((sum, t) => sum + t.accounts, 0);
  if (counted === 0) return 'No account has a known balance yet';
  const owed = accounts.some((a) => !a.closed && (a.type === 'credit' || a.type === 'loan') && a.balance !== null && a.balance < 0)
    ? ', money owed on cards and loans subtracted'
    : '';
  const perCurrency = totals.length > 1 ? ' · nothing converted between currencies' : '';
  const updated = updatedAt > 0 ? ` · updated ${TIME.format(updatedAt)}` : '';
  return `Across ${count(counted, 'bank account', 'bank accounts')}${owed}${perCurrency}${updated}`;
}

/** Which part of the total is sample data: the accounts of the demo bank, not the user's own. */
function sampleNote(totals: CurrencyTotal[]): string {
  const sample = totals.reduce((sum, t) => sum + t.sampleAccounts, 0);
  const all = totals.reduce((sum, t) => sum + t.accounts, 0);
  if (sample === all) return all === 1 ? 'Includes sample data: the account is a sample.' : `Includes sample data: all ${all} accounts are samples.`;
  return `Includes sample data: ${sample} of ${all} accounts ${sample === 1 ? 'is a sample' : 'are samples'}.`;
}
