import { FileUp, Link2 } from 'lucide-react';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { EMPTY_ACCOUNTS_MESSAGE } from '../messages';
import { formatMoney, HIDDEN_AMOUNT } from '../lib/money';
import { ACCOUNT_TYPE_LABELS, AccountIcon } from './account-icon';

export function BankAccountList({ accounts, hidden }: { accounts: BankAccount[]; hidden: boolean }) {
  return (
    <ul className="flex flex-col gap-2">
      {accounts.map((account) => {
        const owed = account.type === 'credit' && account.balance < 0;
        return (
          <li
            key={account.id}
            className="flex items-center gap-3 rounded-xl border border-white/10 bg-navy-900/80 p-3"
            data-testid="bank-account"
            data-account-id={account.id}
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
                className={cn('font-semibold tabular-nums', owed ? 'text-rose-200' : 'text-white')}
                data-testid="bank-account-balance"
              >
                {hidden ? HIDDEN_AMOUNT : formatMoney(account.balance)}
              </p>
              <p className="text-xs text-slate-400">
                {ACCOUNT_TYPE_LABELS[account.type]}
                {owed ? ' · owed' : ''}
              </p>
            </div>
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
