import { ChevronRight, FileUp, Link2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { EMPTY_ACCOUNTS_MESSAGE } from '../messages';
import { formatBalance, HIDDEN_AMOUNT, transactionsHref } from '../lib/money';
import { ACCOUNT_TYPE_LABELS, AccountIcon } from './account-icon';

/**
 * The user's bank accounts; each row opens its transactions on /transactions (docs/product.md
 * "Banking"). Closed accounts come last, muted; a balance that is not known says so.
 */
export function BankAccountList({ accounts, hidden }: { accounts: BankAccount[]; hidden: boolean }) {
  const ordered = [...accounts.filter((a) => !a.closed), ...accounts.filter((a) => a.closed)];
  return (
    <ul className="flex flex-col gap-2">
      {ordered.map((account) => {
        const owed = (account.type === 'credit' || account.type === 'loan') && account.balance !== null && account.balance < 0;
        const unknown = account.balance === null;
        const notes = [ACCOUNT_TYPE_LABELS[account.type], owed ? 'owed' : null, account.closed ? 'closed' : null, account.source === 'demo' ? 'sample' : null];
        return (
          <li key={account.id} data-testid="bank-account" data-account-id={account.id} data-closed={account.closed || undefined}>
            <Link
              to={transactionsHref(account.id)}
              className={cn(
                'flex items-center gap-3 rounded-xl border border-white/10 bg-navy-900/80 p-3 transition-colors hover:border-gold-400/40 hover:bg-navy-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300',
                account.closed && 'opacity-70',
              )}
            >
              <AccountIcon type={account.type} />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate font-medium text-white" data-testid="bank-account-name">
                  {account.name}
                </p>
                <p className="truncate text-xs text-slate-400">
                  <span className="tabular-nums">{account.accountNumber}</span> · {account.institution}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end">
                <p
                  className={cn(
                    'tabular-nums',
                    unknown && !hidden ? 'text-sm font-medium text-amber-200' : 'font-semibold',
                    !unknown && (owed ? 'text-rose-200' : 'text-white'),
                  )}
                  data-testid="bank-account-balance"
                  data-currency={account.currency}
                >
                  {hidden ? HIDDEN_AMOUNT : formatBalance(account)}
                </p>
                <p className="text-xs text-slate-400">{notes.filter(Boolean).join(' · ')}</p>
              </div>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="sr-only">, see its transactions</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** No accounts at all: say so, and offer both ways to add one. */
export function BankAccountsEmpty({ onConnect, onImport, connecting }: { onConnect: () => void; onImport: () => void; connecting: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-white/15 p-4" data-testid="bank-accounts-empty">
      <p className="text-sm text-slate-300">{EMPTY_ACCOUNTS_MESSAGE}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onConnect} disabled={connecting}>
          <Link2 aria-hidden="true" className="size-4" />
          {connecting ? 'Connecting...' : 'Connect a bank'}
        </Button>
        <Button size="sm" variant="outline" onClick={onImport}>
          <FileUp aria-hidden="true" className="size-4" />
          Import a bank file
        </Button>
      </div>
    </div>
  );
}
