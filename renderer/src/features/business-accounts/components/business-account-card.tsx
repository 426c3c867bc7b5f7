import { CalendarClock, ChevronRight, LoaderCircle, PiggyBank } from 'lucide-react';
import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useContribute } from '../api/contribute';
import { contributeBlockedLabel, formatCalendarDate, formatInstant, formatMoney } from '../lib/business-format';
import { BUSINESS_TOASTS, contributedToast } from '../messages';
import { AccountProgress, StatusBadge } from './account-summary';

interface BusinessAccountCardProps {
  account: BusinessAccount;
  /** Whether payments run on the local demo provider (the toast says so). */
  demo: boolean;
  /** Signed out, looking at the public demo sandbox: the server takes no contributions. */
  readOnly?: boolean;
  /** Opens the details; the button is where focus returns when they close. */
  onOpen: (opener: HTMLButtonElement) => void;
}

/** One account in the list (docs/product.md "Business savings"); the whole card opens its details. */
export function BusinessAccountCard({ account, demo, readOnly = false, onOpen }: BusinessAccountCardProps) {
  const contribute = useContribute({
    onSuccess: ({ account: updated }) => toast(contributedToast(account.weeklyContribution, updated.businessName, demo)),
    onError: (error) => {
      console.error('Contribution failed', error);
      toast(BUSINESS_TOASTS.paymentFailed);
    },
  });
  const amount = formatMoney(account.weeklyContribution);
  // The server takes contributions for active accounts only (completed: target reached; paused: resume first).
  const blocked = contributeBlockedLabel(account.status);

  return (
    <li
      data-testid="business-card"
      data-account-id={account.id}
      data-status={account.status}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border border-white/10 bg-navy-900/80 p-5 shadow-lg shadow-black/20 transition-colors',
        'hover:border-gold-400/40 hover:bg-navy-800/80 has-[[data-open-details]:focus-visible]:ring-2 has-[[data-open-details]:focus-visible]:ring-gold-300',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="min-w-0 text-lg font-semibold break-words text-white">
            {/* Stretched over the whole card (its ::after), so a click anywhere opens the details. */}
            <button
              type="button"
              data-open-details=""
              onClick={(event) => onOpen(event.currentTarget)}
              aria-haspopup="dialog"
              className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
            >
              {account.businessName}
            </button>
          </h3>
          <p className="text-xs text-slate-400" data-testid="business-created">
            Created {formatInstant(account.createdAt)}
          </p>
        </div>
        <StatusBadge status={account.status} />
      </div>

      <AccountProgress account={account} />

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <IconText as="dt" icon={PiggyBank} iconClassName="size-3.5" className="flex items-center gap-1.5 text-xs text-slate-400">
            Weekly contribution
          </IconText>
          <dd className="font-semibold text-white tabular-nums" data-testid="business-weekly">
            {amount}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <IconText as="dt" icon={CalendarClock} iconClassName="size-3.5" className="flex items-center gap-1.5 text-xs text-slate-400">
            Target date
          </IconText>
          <dd className="font-semibold text-white" data-testid="business-target-date">
            {account.targetDate ? formatCalendarDate(account.targetDate) : <span className="font-normal text-slate-400">None set</span>}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Above the stretched button, so it keeps its own click. */}
        {readOnly ? null : (
          <Button
            size="sm"
            variant={blocked === null ? 'default' : 'secondary'}
            className="relative z-10"
            data-testid="business-contribute"
            disabled={blocked !== null || contribute.isPending}
            onClick={() => contribute.mutate({ accountId: account.id, amount: account.weeklyContribution })}
            aria-label={blocked !== null || contribute.isPending ? undefined : `Contribute ${amount} to ${account.businessName}`}
          >
            {contribute.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {blocked ?? (contribute.isPending ? 'Processing...' : `Contribute ${amount}`)}
          </Button>
        )}
        <span aria-hidden="true" className="ml-auto flex items-center gap-1 text-sm text-gold-300">
          Details
          <ChevronRight className="size-4" />
        </span>
      </div>
    </li>
  );
}
