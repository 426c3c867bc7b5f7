import { BadgeAlert, TrendingUp } from 'lucide-react';
import type { SubscriptionAlert } from '../../../../../shared/contracts/subscriptions';
import { Badge } from '@/components/ui/badge';

/** Beside the name of a subscription whose price rose. */
export function PriceUpBadge() {
  return (
    <Badge variant="warning" data-testid="price-up-badge">
      <TrendingUp aria-hidden="true" className="size-3" />
      Price up
    </Badge>
  );
}

/**
 * The server's sentence about an alert, in a visible block. Not a live region: it is part of the
 * page as loaded, not news arriving while the user works.
 */
export function AlertBlock({ alert }: { alert: SubscriptionAlert }) {
  const afterCancel = alert.kind === 'charged-after-cancel';
  const Icon = afterCancel ? BadgeAlert : TrendingUp;
  return (
    <div
      className={
        afterCancel
          ? 'flex items-start gap-3 rounded-lg border border-red-400/50 bg-red-500/10 p-3 text-sm text-red-50'
          : 'flex items-start gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-50'
      }
      data-testid={afterCancel ? 'charged-after-cancel-alert' : 'price-increase-alert'}
      data-alert-kind={alert.kind}
    >
      <Icon aria-hidden="true" className={afterCancel ? 'mt-0.5 size-5 shrink-0 text-red-300' : 'mt-0.5 size-5 shrink-0 text-amber-300'} />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold">{afterCancel ? 'Charged again after you cancelled' : 'Price increase'}</p>
        <p data-testid="alert-message">{alert.message}</p>
      </div>
    </div>
  );
}
