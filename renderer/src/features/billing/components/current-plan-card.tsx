import { ArrowDownRight, ArrowUpRight, CreditCard, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { PAID_PLAN_IDS, PLANS, planPriceCents, type PaidPlanId, type PlanId } from '../../../../../shared/plans';
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
  /** Opens the confirmation for a move to this plan (the current one: call off a waiting downgrade). */
  onChangePlan: (plan: PaidPlanId) => void;
  changing: boolean;
  onResume: () => void;
  resuming: boolean;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The plans a subscriber can move to from here (those sold on /pricing), cheapest first. */
function otherPlans(current: string): PaidPlanId[] {
  return PAID_PLAN_IDS.filter((id) => PLANS[id].onPricingPage && id !== current).sort((a, b) => PLANS[a].monthlyCents - PLANS[b].monthlyCents);
}

export function CurrentPlanCard({ billing, onManage, managing, onCancel, cancelling, onChangePlan, changing, onResume, resuming }: CurrentPlanCardProps) {
  const { subscription } = billing;
  const live = subscription !== null && LIVE.has(subscription.status.toLowerCase());
  const interval = subscription?.interval === 'year' ? 'year' : 'month';
  const currentPrice = subscription && subscription.plan in PLANS ? planPriceCents(subscription.plan as PlanId, interval) : 0;
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
            {live ? (
              <p className="text-sm text-slate-300" data-testid="plan-period-end">
                {subscription.cancel_at_period_end ? 'Cancels on ' : 'Renews on '}
                <time dateTime={subscription.current_period_end}>{formatBillingDate(subscription.current_period_end)}</time>
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-300" data-testid="plan-period-end">
                  Ended on <time dateTime={subscription.current_period_end}>{formatBillingDate(subscription.current_period_end)}</time>
                </p>
                <Link to={PATHS.pricing} className={buttonVariants({ className: 'self-start' })}>
                  Choose a plan
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </Link>
              </>
            )}
            {live && subscription.pending_plan ? (
              <p className="rounded-md border border-sky-400/30 bg-sky-400/5 px-3 py-2 text-sm text-sky-100" data-testid="plan-pending-change">
                Changes to {planName(subscription.pending_plan)} on{' '}
                <time dateTime={subscription.current_period_end}>{formatBillingDate(subscription.current_period_end)}</time>
              </p>
            ) : null}
            {subscription.next_charge ? (
              <p className="text-sm text-slate-300" data-testid="next-charge">
                Next charge:{' '}
                <span className="font-semibold text-white tabular-nums">{formatCents(subscription.next_charge.amount, subscription.currency)}</span> for{' '}
                {planName(subscription.next_charge.plan)} on{' '}
                <time dateTime={subscription.next_charge.date}>{formatBillingDate(subscription.next_charge.date)}</time>
              </p>
            ) : null}
            {live && !subscription.cancel_at_period_end ? (
              <div className="flex flex-col gap-2 border-t border-white/10 pt-4">
                <h3 className="text-sm font-semibold text-white">Change plan</h3>
                <p className="text-xs text-slate-400">Upgrades start today and are prorated; downgrades start when this period ends, without a refund.</p>
                <div className="flex flex-wrap gap-2">
                  {otherPlans(subscription.plan).map((id) => {
                    const up = planPriceCents(id, interval) > currentPrice;
                    const Icon = up ? ArrowUpRight : ArrowDownRight;
                    return (
                      <Button
                        key={id}
                        variant={up ? 'default' : 'outline'}
                        size="sm"
                        onClick={() => onChangePlan(id)}
                        disabled={changing || subscription.pending_plan === id}
                        data-testid={`change-to-${id}`}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        {up ? 'Upgrade' : 'Downgrade'} to {PLANS[id].name}
                      </Button>
                    );
                  })}
                  {subscription.pending_plan && subscription.plan in PLANS ? (
                    <Button variant="outline" size="sm" onClick={() => onChangePlan(subscription.plan as PaidPlanId)} disabled={changing} data-testid="keep-plan">
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Keep {planName(subscription.plan)}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : null}
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
          {live && subscription.cancel_at_period_end ? (
            <Button onClick={onResume} disabled={resuming} data-testid="resume-subscription">
              <RotateCcw aria-hidden="true" className="size-4" />
              {resuming ? 'Processing...' : 'Undo cancellation'}
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
