import { Briefcase, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { progressPercent, statusLabel, statusTone } from '@/lib/business-status';
import { formatMoney, HIDDEN_AMOUNT } from '../lib/money';

interface BusinessAccountListProps {
  accounts: BusinessAccount[];
  hidden: boolean;
  onOpen: (account: BusinessAccount) => void;
}

/** Business savings accounts; tapping one opens its sheet (docs/product.md "Banking"). */
export function BusinessAccountList({ accounts, hidden, onOpen }: BusinessAccountListProps) {
  if (accounts.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-white/15 p-4" data-testid="business-accounts-empty">
        <p className="text-sm text-slate-300">No business savings accounts yet. Create one with a target and a weekly contribution.</p>
        <Link to={SCREENS.business[0]} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Open Business Accounts
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {accounts.map((account) => {
        const progress = progressPercent(account.currentAmount, account.targetAmount);
        return (
          <li key={account.id}>
            <button
              type="button"
              onClick={() => onOpen(account)}
              className="flex w-full flex-col gap-2.5 rounded-xl border border-white/10 bg-navy-900/80 p-3 text-left transition-colors hover:border-gold-400/40 hover:bg-navy-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
              data-testid="business-account-item"
              aria-haspopup="dialog"
            >
              <span className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-700 text-gold-300">
                  <Briefcase aria-hidden="true" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-white" data-testid="business-account-name">
                    {account.businessName}
                  </span>
                  <span className="text-xs text-slate-400 tabular-nums">
                    {hidden ? HIDDEN_AMOUNT : formatMoney(account.currentAmount)} of {formatMoney(account.targetAmount)}
                  </span>
                </span>
                <Badge variant={statusTone(account.status)} data-testid="business-account-status">
                  {statusLabel(account.status)}
                </Badge>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              </span>
              <Progress
                value={progress}
                label={`${account.businessName}: ${Math.round(progress)}% of target`}
                indicatorClassName="bg-emerald-400"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
