import { ArrowRight, CreditCard, FileUp, HandCoins, Landmark, Link2, PiggyBank, Settings2, TrendingUp, WalletCards } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BankAccount, BankAccountType } from '../../../../../shared/contracts/banking';
import { EmptyState } from '@/components/empty-state';
import { LoadingSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ACCOUNT_TYPE_NAMES, balanceView, groupAccounts, plural } from '../lib/account-format';
import { IMPORT_HREF, LINK_BANK_HREF, transactionsHref } from '../lib/links';

const ICONS: Record<BankAccountType, typeof Landmark> = {
  checking: Landmark,
  savings: PiggyBank,
  credit: CreditCard,
  loan: HandCoins,
  investment: TrendingUp,
};

interface AccountRowProps {
  account: BankAccount;
  onManage: (account: BankAccount) => void;
}

/** One account: who holds it, what it is, its balance in its own currency (or that it is not known), and its rows. */
export function AccountRow({ account, onManage }: AccountRowProps) {
  const Icon = ICONS[account.type];
  const balance = balanceView(account);
  return (
    <li data-testid="account-row" data-account-id={account.id}>
      <Card className={cn('flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5', account.closed && 'opacity-80')}>
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-700 text-gold-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 font-semibold break-words text-white" data-testid="account-name">
                {account.name}
              </h3>
              {account.source === 'demo' ? (
                <Badge variant="demo" title="Part of the sample data, not your own money">
                  Sample data
                </Badge>
              ) : null}
              {account.closed ? <Badge variant="secondary">Closed</Badge> : null}
            </div>
            <p className="text-sm break-words text-slate-400">
              {account.institution}
              {account.accountNumber ? (
                <>
                  {' · '}
                  <span className="tabular-nums">{account.accountNumber}</span>
                </>
              ) : null}
            </p>
            <p className="text-sm text-slate-400">
              {ACCOUNT_TYPE_NAMES[account.type]} · {account.currency} · {plural(account.transactionCount, 'transaction')}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <div className="flex flex-col sm:items-end" data-testid="account-balance">
            {balance.known ? (
              <>
                <p className={cn('text-xl font-semibold tabular-nums', balance.owed ? 'text-rose-200' : 'text-white')}>
                  {balance.amount}
                  {balance.owed ? <span className="ml-1 text-xs font-normal text-slate-400">owed</span> : null}
                </p>
                {balance.detail ? <p className="text-xs text-slate-400">{balance.detail}</p> : null}
              </>
            ) : (
              <p className="max-w-64 text-sm text-amber-200 sm:text-right">{balance.amount}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={transactionsHref(account.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              View transactions<span className="sr-only"> of {account.name}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Button variant="secondary" size="sm" onClick={() => onManage(account)} aria-label={`Manage ${account.name}`}>
              <Settings2 aria-hidden="true" className="size-4" />
              Manage
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

/** Open accounts, then the closed ones under their own heading. */
export function AccountGroups({ accounts, onManage }: { accounts: readonly BankAccount[]; onManage: (account: BankAccount) => void }) {
  const { open, closed } = groupAccounts(accounts);
  return (
    <div className="flex flex-col gap-6">
      {open.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Open accounts" data-testid="open-accounts">
          {open.map((account) => (
            <AccountRow key={account.id} account={account} onManage={onManage} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">Every account is closed.</p>
      )}
      {closed.length > 0 ? (
        <section aria-labelledby="closed-accounts-heading" className="flex flex-col gap-3">
          <h3 id="closed-accounts-heading" className="text-base font-semibold text-slate-200">
            Closed accounts
            <span className="ml-2 text-sm font-normal text-slate-400">kept, read-only, not in the totals</span>
          </h3>
          <ul className="flex flex-col gap-3" aria-label="Closed accounts" data-testid="closed-accounts">
            {closed.map((account) => (
              <AccountRow key={account.id} account={account} onManage={onManage} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The rows' final shape while they load, so nothing moves when they arrive. */
export function AccountsSkeleton() {
  return (
    <LoadingSkeleton label="Loading your accounts" testId="accounts-loading" className="flex flex-col gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5">
          <div className="flex flex-1 items-start gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBars sizes={['h-6 w-40', 'h-4 w-52', 'h-4 w-44']} />
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <SkeletonBars sizes={['h-7 w-32', 'h-4 w-40']} />
            <div className="flex gap-2">
              <Skeleton className="h-9 w-44" />
              <Skeleton className="h-9 w-28" />
            </div>
          </div>
        </Card>
      ))}
    </LoadingSkeleton>
  );
}

/** No accounts: where they come from, and both ways to add one. */
export function AccountsEmpty() {
  return (
    <EmptyState
      icon={WalletCards}
      title="No accounts yet"
      heading="h3"
      testId="accounts-empty"
      prose
      actions={
        <div className="flex flex-wrap gap-3">
          <Link to={IMPORT_HREF} className={buttonVariants()}>
            <FileUp aria-hidden="true" className="size-4" />
            Import a bank file
          </Link>
          <Link to={LINK_BANK_HREF} className={buttonVariants({ variant: 'outline' })}>
            <Link2 aria-hidden="true" className="size-4" />
            Link a bank
          </Link>
        </div>
      }
    >
      An account appears here when you import a file your bank exports (CSV, OFX, QFX or QIF) or link a bank on the banking
      screen. You can then rename it, set its balance from a statement and see its transactions.
    </EmptyState>
  );
}
