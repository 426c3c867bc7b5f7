import { AlarmClock, ChevronDown, CircleCheck, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { priceAlertOf } from '../lib/alerts';
import { formatAmountPerFrequency, formatBillDate, formatPrice, showsMonthlyEquivalent } from '../lib/subscription-format';
import { CancelHelper } from './cancel-helper';
import { SampleDataBadge } from './sample-data-badge';
import { AlertBlock, PriceUpBadge } from './subscription-alerts';

interface SubscriptionItemProps {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
  onDismiss: (subscription: Subscription) => void;
  cancelling: boolean;
  dismissing: boolean;
  /** The currency of its amounts (the list's: the user's home currency). */
  currency?: string;
}

export function SubscriptionItem({ subscription: s, onCancel, onDismiss, cancelling, dismissing, currency = 'USD' }: SubscriptionItemProps) {
  const [open, setOpen] = useState(false);
  const helperId = useId();
  const titleId = useId();
  const nextBill = formatBillDate(s.nextBillDate);
  const busy = cancelling || dismissing;
  const priceAlert = priceAlertOf(s);
  return (
    <li data-testid="subscription-item" data-subscription-id={s.id} data-forgotten={s.isForgotten} aria-labelledby={titleId}>
      <Card className={cn('flex flex-col gap-4 p-4 sm:p-5', s.isForgotten && 'border-amber-400/40')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="text-lg font-semibold break-words text-white" data-testid="subscription-name">
                {s.name}
              </h3>
              {s.isForgotten ? (
                <Badge variant="warning" data-testid="forgotten-badge">
                  <AlarmClock aria-hidden="true" className="size-3" />
                  Forgotten
                </Badge>
              ) : null}
              {priceAlert ? <PriceUpBadge /> : null}
              {s.source === 'demo' ? <SampleDataBadge /> : null}
              {s.category ? (
                <Badge variant="secondary" data-testid="subscription-category">
                  {s.category}
                </Badge>
              ) : null}
            </div>
            {s.merchantName && s.merchantName !== s.name ? <p className="text-xs text-slate-400">Charged as {s.merchantName}</p> : null}
          </div>
          <div className="flex flex-col sm:items-end">
            <p className="font-serif text-xl font-semibold text-white tabular-nums" data-testid="subscription-amount">
              {formatAmountPerFrequency(s.amount, s.frequency, currency)}
            </p>
            {showsMonthlyEquivalent(s) ? (
              <p className="text-sm text-slate-300 tabular-nums" data-testid="subscription-monthly">
                about {formatPrice(s.monthlyCost, currency)} a month
              </p>
            ) : (
              <p className="sr-only" data-testid="subscription-monthly">
                {formatPrice(s.monthlyCost, currency)} a month
              </p>
            )}
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-slate-400">Next bill</dt>
            <dd className="text-slate-100" data-testid="subscription-next-bill">
              {nextBill ?? 'Not known yet'}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-400">Last charged</dt>
            <dd className="text-slate-100" data-testid="subscription-last-bill">
              {formatBillDate(s.lastBillDate) ?? 'Not known'}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-400">Monthly cost</dt>
            <dd className="text-slate-100 tabular-nums">{formatPrice(s.monthlyCost, currency)}</dd>
          </div>
        </dl>

        {priceAlert ? <AlertBlock alert={priceAlert} /> : null}

        {s.isForgotten && s.forgottenReasons.length > 0 ? (
          <div className="rounded-lg border border-amber-400/25 bg-amber-400/5 p-3 text-sm">
            <p className="font-semibold text-amber-100">Why we think it is forgotten</p>
            <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-amber-50/90" data-testid="forgotten-reasons">
              {s.forgottenReasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? helperId : undefined}
            onClick={() => setOpen((v) => !v)}
            data-testid="cancel-helper-toggle"
            className="justify-start sm:justify-center"
          >
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
            How to cancel
          </Button>
          <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={() => onDismiss(s)} disabled={busy} data-testid="dismiss-subscription">
              <EyeOff aria-hidden="true" className="size-4" />
              {dismissing ? 'Removing...' : 'Not a subscription'}
            </Button>
            <Button size="sm" onClick={() => onCancel(s)} disabled={busy} data-testid="mark-cancelled">
              <CircleCheck aria-hidden="true" className="size-4" />
              {cancelling ? 'Saving...' : 'Mark Cancelled'}
            </Button>
          </div>
        </div>
        {open ? <CancelHelper subscription={s} id={helperId} /> : null}
      </Card>
    </li>
  );
}
