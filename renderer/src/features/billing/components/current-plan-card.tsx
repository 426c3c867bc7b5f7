import { ArrowUpRight, CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { PLANS, type PlanId } from '../../../../../shared/plans';
import { PATHS } from '../../../../../shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  canCancel,
  formatBillingDate,
  formatCents,
  formatDollars,
  intervalLabel,
  planName,
  statusBadgeVariant,
  statusLabel,
} from '../lib/billing-format';

interface CurrentPlanCardProps {
  billing: BillingInfo;
  onManage: () => void;
  managing: boolean;
  onCancel: () => void;
  cancelling: boolean;
}

export function CurrentPlanCard({ billing, onManage, managing, onCancel, cancelling }: CurrentPlanCardProps) {
  const { subscription } = billing;
  return (
    <Card className="flex flex-col" data-testid="current-plan">
      <div className="flex flex-col gap-4 p-6">
        <h2 id="current-plan-heading" className="text-lg font-semibold text-white">
          Current Plan
        </h2>
        {subscription ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-serif text-3xl font-semibold text-white" data-testid="plan-name">
                {planName(subscription.plan)}
              </p>
              <Badge variant={statusBadgeVariant(subscription.status)} data-testid="plan-status">
                {statusLabel(subscription.status)}
              </Badge>
            </div>
            <p className="text-slate-200" data-testid="plan-price">
              <span className="text-2xl font-semibold text-white">{formatCents(subscription.amount, subscription.currency)}</span>
              <span className="text-slate-400"> / {intervalLabel(subscription.interval)}</span>
            </p>
            <p className="text-sm text-slate-300" data-testid="plan-period-end">
              {subscription.cancel_at_period_end ? 'Ends on ' : 'Renews on '}
              <time dateTime={subscription.current_period_end}>{formatBillingDate(subscription.current_period_end)}</time>
            </p>
          </>
        ) : (
          <NoSubscription tier={billing.tier} />
        )}
      </div>
      {subscription ? (
        <div className="mt-auto flex flex-wrap gap-3 border-t border-white/10 p-6">
          <Button variant="outline" onClick={onManage} disabled={managing}>
            <CreditCard aria-hidden="true" className="size-4" />
            {managing ? 'Opening...' : 'Manage Subscription'}
          </Button>
          {canCancel(subscription) || cancelling ? (
            <Button variant="destructive" onClick={onCancel} disabled={cancelling} data-testid="cancel-subscription">
              {cancelling ? 'Processing...' : 'Cancel Subscription'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** No subscription with the provider: the Free plan from the catalogue (or a plan granted without billing). */
function NoSubscription({ tier }: { tier: string }) {
  const plan = tier in PLANS ? PLANS[tier as PlanId] : PLANS.free;
  const free = plan.id === 'free';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-serif text-3xl font-semibold text-white" data-testid="plan-name">
          {plan.name}
        </p>
        {plan.badge ? <Badge variant="secondary">{plan.badge}</Badge> : null}
      </div>
      {free ? (
        <p className="text-slate-200" data-testid="plan-price">
          <span className="text-2xl font-semibold text-white">{formatDollars(plan.monthlyCents / 100)}</span>
          <span className="text-slate-400"> / month</span>
        </p>
      ) : (
        <p className="text-sm text-slate-300">This plan is on your account without a subscription to bill.</p>
      )}
      <p className="text-sm text-slate-300">{plan.description}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-300" aria-label={`${plan.name} plan includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {free ? (
        <Link to={PATHS.pricing} className={buttonVariants({ className: 'self-start' })}>
          Upgrade
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </>
  );
}
