import { Check, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AVERAGE_MONTHLY_SAVING, type Plan } from '../../../../../shared/plans';
import { SCREENS } from '../../../../../shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatCents, type PlanPrice } from '../lib/plan-pricing';

export interface PlanCardProps {
  plan: Plan;
  price: PlanPrice;
  /** This card's checkout is being started. */
  pending: boolean;
  /** Some checkout is under way (every paid button waits). */
  busy: boolean;
  onChoose: (plan: Plan) => void;
  /**
   * How this plan stands to a signed-in subscriber's plan: the current one is marked and managed
   * in Billing; the others change the subscription there (null: nobody's plan, buy as usual).
   */
  relation?: 'current' | 'upgrade' | 'downgrade' | null;
}

/** Where a subscriber changes plan: Billing, with the change's confirmation open. */
function billingChangeHref(plan: Plan): string {
  return plan.id === 'free' ? SCREENS.billing[0] : `${SCREENS.billing[0]}?change=${plan.id}`;
}

const PER = { month: 'month', year: 'year' } as const;

/** One plan: price for the chosen interval, the "was" price, a discount's first payment, payback, features, and its button. */
export function PlanCard({ plan, price, pending, busy, onChoose, relation = null }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  const paid = price.priceCents > 0;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'flex h-full w-full flex-col gap-5 p-6',
        relation === 'current' ? 'border-emerald-400/60 ring-1 ring-emerald-400/40' : plan.badge ? 'border-gold-400/50 shadow-gold-400/5' : undefined,
      )}
      data-testid="plan-card"
      data-plan={plan.id}
      data-current={relation === 'current' || undefined}
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-white">
          {plan.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          {relation === 'current' ? (
            <Badge variant="success" data-testid="current-plan-badge">
              Current plan
            </Badge>
          ) : null}
          {plan.badge ? <Badge data-testid="plan-badge">{plan.badge}</Badge> : null}
        </div>
      </div>
      <p className="text-sm text-slate-300">{plan.description}</p>

      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-semibold text-white tabular-nums" data-testid="plan-price">
            {formatCents(price.priceCents)}
          </span>
          <span className="text-slate-400">/{PER[price.interval]}</span>
          {price.originalCents !== null ? (
            <s className="text-lg text-slate-500 tabular-nums" data-testid="plan-original-price">
              <span className="sr-only">was </span>
              {formatCents(price.originalCents)}
            </s>
          ) : null}
        </p>
        {price.perMonthCents !== null ? (
          <p className="text-sm text-slate-400" data-testid="plan-annual-detail">
            {formatCents(price.perMonthCents)} a month, billed yearly
            {price.twelveMonthlyCents !== null ? ` (${formatCents(price.twelveMonthlyCents)} if paid monthly)` : ''}
          </p>
        ) : null}
        {price.discount ? (
          <p className="mt-1 rounded-md border border-emerald-400/40 bg-emerald-400/10 px-3 py-2 text-sm text-emerald-100" data-testid="plan-discount">
            First payment{' '}
            <span className="font-semibold tabular-nums" data-testid="plan-discounted-price">
              {formatCents(price.discount.firstPaymentCents)}
            </span>{' '}
            with {price.discount.code} ({price.discount.percentOff}% off), then {formatCents(price.priceCents)}/{PER[price.interval]}.
          </p>
        ) : null}
        {price.paybackDays !== null ? (
          <p className="text-sm text-gold-200" data-testid="plan-payback">
            Pays for itself in {price.paybackDays} {price.paybackDays === 1 ? 'day' : 'days'}
            <span className="block text-xs text-slate-400">
              Based on our claim of a ${AVERAGE_MONTHLY_SAVING} average monthly saving.
            </span>
          </p>
        ) : null}
      </div>

      <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-200" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            {feature}
          </li>
        ))}
      </ul>

      {relation === 'current' ? (
        <Link to={SCREENS.billing[0]} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')} data-testid="plan-cta">
          Manage in Billing
        </Link>
      ) : relation !== null ? (
        <Link
          to={billingChangeHref(plan)}
          className={cn(buttonVariants({ variant: relation === 'upgrade' ? 'default' : 'outline', size: 'lg' }), 'w-full')}
          data-testid="plan-cta"
        >
          {relation === 'upgrade' ? 'Upgrade' : 'Downgrade'} to {plan.name}
        </Link>
      ) : paid ? (
        <Button
          size="lg"
          className="w-full"
          onClick={() => onChoose(plan)}
          disabled={busy}
          aria-busy={pending || undefined}
          data-testid="plan-cta"
        >
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? 'Starting checkout…' : `Choose ${plan.name}`}
        </Button>
      ) : (
        <Link
          to={SCREENS.subscriptions[0]}
          onClick={() => onChoose(plan)}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          data-testid="plan-cta"
        >
          Start Free Scan
        </Link>
      )}
    </Card>
  );
}
