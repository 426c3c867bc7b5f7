import { AlarmClock } from 'lucide-react';
import type { SubscriptionList } from '../../../../../shared/contracts/subscriptions';
import { formatPrice } from '../lib/subscription-format';

/**
 * Shown when any active subscription looks forgotten: how many, and what they cost a month. The
 * figures are the list's own (every active subscription, also those the Free plan does not list).
 */
export function ForgottenBanner({ list }: { list: Pick<SubscriptionList, 'forgottenCount' | 'forgottenMonthly' | 'currency'> }) {
  if (list.forgottenCount === 0) return null;
  const count = list.forgottenCount === 1 ? '1 subscription you may have forgotten' : `${list.forgottenCount} subscriptions you may have forgotten`;
  const cost = list.forgottenMonthly;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-amber-50"
      data-testid="forgotten-banner"
    >
      <AlarmClock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-300" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          We found <span data-testid="forgotten-banner-count">{count}</span>
        </p>
        <p className="text-sm text-amber-100/90">
          Together they cost <span className="font-semibold tabular-nums" data-testid="forgotten-banner-cost">{formatPrice(cost, list.currency)}</span> a
          month. Each one listed below says why it is flagged and how to cancel it.
        </p>
      </div>
    </div>
  );
}
