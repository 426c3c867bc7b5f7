import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../../shared/constants';
import type { Subscription, SubscriptionList as SubscriptionListData } from '../../../../../shared/contracts/subscriptions';
import { PATHS } from '../../../../../shared/routes';
import { sortForReview } from '../lib/subscription-format';
import { SubscriptionItem } from './subscription-item';

interface SubscriptionListProps {
  list: SubscriptionListData;
  pending: ReadonlyMap<string, 'cancel' | 'dismiss'>;
  onCancel: (subscription: Subscription) => void;
  onDismiss: (subscription: Subscription) => void;
}

export function SubscriptionList({ list, pending, onCancel, onDismiss }: SubscriptionListProps) {
  return (
    <div className="flex flex-col gap-3">
      {list.limitedByPlan ? (
        <p
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100"
          data-testid="plan-limit-notice"
        >
          The Free plan shows your first {FREE_PLAN_SUBSCRIPTIONS} of {list.total} active subscriptions.
          <Link to={PATHS.pricing} className="inline-flex items-center gap-1 font-semibold text-gold-300 underline-offset-4 hover:underline">
            Upgrade to see them all
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="subscription-list">
        {sortForReview(list.subscriptions).map((s) => (
          <SubscriptionItem
            key={s.id}
            subscription={s}
            onCancel={onCancel}
            onDismiss={onDismiss}
            cancelling={pending.get(s.id) === 'cancel'}
            dismissing={pending.get(s.id) === 'dismiss'}
          />
        ))}
      </ul>
    </div>
  );
}
