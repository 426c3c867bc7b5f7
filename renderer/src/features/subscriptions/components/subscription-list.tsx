import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import type { Subscription, SubscriptionList as SubscriptionListData } from '../../../../../shared/contracts/subscriptions';
import { sortForReview } from '../lib/subscription-format';
import { SubscriptionItem } from './subscription-item';

interface SubscriptionListProps {
  list: SubscriptionListData;
  pending: ReadonlyMap<string, 'cancel' | 'dismiss'>;
  onCancel: (subscription: Subscription) => void;
  onDismiss: (subscription: Subscription) => void;
}

/** "1 more active subscription is not listed on the Free plan; the totals above include it." */
export function unlistedText(n: number): string {
  return n === 1
    ? '1 more active subscription is not listed on the Free plan; the totals above include it.'
    : `${n} more active subscriptions are not listed on the Free plan; the totals above include them.`;
}

export function SubscriptionList({ list, pending, onCancel, onDismiss }: SubscriptionListProps) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="subscription-list">
        {sortForReview(list.subscriptions).map((s) => (
          <SubscriptionItem
            key={s.id}
            subscription={s}
            currency={list.currency}
            onCancel={onCancel}
            onDismiss={onDismiss}
            cancelling={pending.get(s.id) === 'cancel'}
            dismissing={pending.get(s.id) === 'dismiss'}
          />
        ))}
      </ul>
      {list.limitedByPlan ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300" data-testid="plan-limit-notice">
          {unlistedText(list.total - list.subscriptions.length)}
          <Link to={PATHS.pricing} className="inline-flex items-center gap-1 font-semibold text-gold-300 underline-offset-4 hover:underline">
            Upgrade to see them all
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
