import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { progressPercent, statusLabel, statusTone } from '@/lib/business-status';
import { formatMoney } from '../lib/business-format';

/** Active green, paused yellow, completed blue, anything else grey (docs/product.md "Business savings"). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={statusTone(status)} className={className} data-testid="business-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

const BAR_COLOURS: Record<string, string> = {
  active: 'bg-emerald-400',
  paused: 'bg-amber-400',
  completed: 'bg-sky-400',
};

/** Current versus target, and the bar (capped at 100%). */
export function AccountProgress({ account, className }: { account: BusinessAccount; className?: string }) {
  const percent = progressPercent(account.currentAmount, account.targetAmount);
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="business-progress" data-percent={percent}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-slate-300">
          <span className="font-serif text-2xl font-semibold text-white tabular-nums" data-testid="business-current">
            {formatMoney(account.currentAmount)}
          </span>{' '}
          of{' '}
          <span className="font-semibold text-slate-100 tabular-nums" data-testid="business-target">
            {formatMoney(account.targetAmount)}
          </span>
        </p>
        <p className="text-sm font-semibold text-slate-200 tabular-nums" data-testid="business-percent">
          {percent}%
        </p>
      </div>
      <Progress
        value={percent}
        label={`${account.businessName}: ${percent}% of the target saved`}
        indicatorClassName={BAR_COLOURS[account.status] ?? 'bg-slate-400'}
      />
    </div>
  );
}
