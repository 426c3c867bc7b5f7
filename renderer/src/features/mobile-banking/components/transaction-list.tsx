import { ArrowDownLeft, ArrowUpRight, ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BankAccount, BankingTransaction } from '../../../../../shared/contracts/banking';
import { IconText } from '@/components/icon-text';
import { cn } from '@/lib/utils';
import { RECENT_DAYS, RECENT_TRANSACTION_COUNT } from '../api/get-bank-transactions';
import { formatTransactionAmount, formatTransactionDate, transactionsHref } from '../lib/money';

interface TransactionListProps {
  /** Newest first, as the server sends them; this list shows the first RECENT_TRANSACTION_COUNT. */
  transactions: BankingTransaction[];
  accounts: BankAccount[] | undefined;
}

/** Every transaction is on /transactions; this list only shows the latest few. */
function SeeAllLink() {
  return (
    <Link
      to={transactionsHref()}
      className="inline-flex items-center gap-1 self-start rounded-md py-1 text-sm font-medium text-gold-300 hover:text-gold-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
      data-testid="see-all-transactions"
    >
      See all transactions
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/**
 * The 5 latest transactions (docs/product.md "Banking"): credits green with +, debits with -, pending
 * marked, each in its account's currency; then a link to every transaction on /transactions.
 */
export function TransactionList({ transactions, accounts }: TransactionListProps) {
  const latest = transactions.slice(0, RECENT_TRANSACTION_COUNT);
  const accountOf = (id: string | null) => (id ? accounts?.find((a) => a.id === id) : undefined);
  if (latest.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        <p className="rounded-xl border border-dashed border-white/15 p-4 text-sm text-slate-400" data-testid="transactions-empty">
          No transactions in the last {RECENT_DAYS} days.
        </p>
        <SeeAllLink />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-white/5 rounded-xl border border-white/10 bg-navy-900/80">
        {latest.map((tx) => {
          const credit = tx.type === 'credit';
          const account = accountOf(tx.accountId);
          return (
            <li
              key={tx.id}
              className={cn('flex items-center gap-3 px-3 py-3', tx.pending && 'bg-amber-400/[0.03]')}
              data-testid="transaction-item"
              data-type={tx.type}
              data-pending={tx.pending}
            >
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full',
                  credit ? 'bg-emerald-400/10 text-emerald-300' : 'bg-white/5 text-slate-300',
                )}
              >
                {credit ? <ArrowDownLeft aria-hidden="true" className="size-4" /> : <ArrowUpRight aria-hidden="true" className="size-4" />}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate text-sm font-medium text-white" data-testid="transaction-description">
                  {tx.description}
                </p>
                <p className="truncate text-xs text-slate-400">
                  {[tx.category, formatTransactionDate(tx.date), account?.name].filter(Boolean).join(' · ')}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-0.5">
                <p
                  className={cn('text-sm font-semibold tabular-nums', credit ? 'text-emerald-300' : 'text-slate-100', tx.pending && 'opacity-80')}
                  data-testid="transaction-amount"
                >
                  <span className="sr-only">{credit ? 'Money in: ' : 'Money out: '}</span>
                  {formatTransactionAmount(tx, account?.currency)}
                </p>
                {tx.pending ? (
                  <IconText icon={Clock} iconClassName="size-3" className="inline-flex items-center gap-1 text-[0.7rem] font-medium text-amber-200" data-testid="transaction-pending">
                    Pending
                  </IconText>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {latest.length < RECENT_TRANSACTION_COUNT ? (
        <p className="text-xs text-slate-400" data-testid="transactions-few">
          {latest.length === 1 ? 'Only 1 transaction' : `Only ${latest.length} transactions`} in the last {RECENT_DAYS} days.
        </p>
      ) : null}
      <SeeAllLink />
    </div>
  );
}
