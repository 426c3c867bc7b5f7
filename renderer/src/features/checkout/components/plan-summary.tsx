import { Check, Tag } from 'lucide-react';
import { useId } from 'react';
import type { BillingInterval, Plan } from '../../../../../shared/plans';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { billedLabel, formatCents, perInterval, type CheckoutPrice } from '../lib/price';

interface PlanSummaryProps {
  plan: Plan;
  interval: BillingInterval;
  price: CheckoutPrice;
  rejectedDiscount: string | null;
}

/** The left column: what is being bought, every figure from the catalogue (shared/plans.ts). */
export function PlanSummary({ plan, interval, price, rejectedDiscount }: PlanSummaryProps) {
  const headingId = useId();
  const per = perInterval(interval);
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-5 p-6 sm:p-8"
      data-testid="plan-summary"
      data-plan={plan.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold text-white" data-testid="plan-name">
          {plan.name}
        </h2>
        {plan.badge ? <Badge data-testid="plan-badge">{plan.badge}</Badge> : null}
      </div>
      <p className="text-slate-300">{plan.description}</p>

      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-serif text-4xl font-semibold text-white" data-testid="plan-price">
            {formatCents(price.listCents)}
            <span className="ml-1 text-base font-normal text-slate-400">{per}</span>
          </span>
          {price.originalCents !== null ? (
            <s className="text-lg text-slate-500" data-testid="plan-original-price">
              <span className="sr-only">Was </span>
              {formatCents(price.originalCents)}
              {per}
            </s>
          ) : null}
        </p>
        <p className="text-sm text-slate-400" data-testid="plan-interval">
          {billedLabel(interval)}; cancel anytime.
        </p>
      </div>

      {price.discount ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-400/30 bg-emerald-400/5 px-4 py-3 text-sm"
          data-testid="discount-line"
        >
          <span className="flex items-center gap-2 text-emerald-100">
            <Tag aria-hidden="true" className="size-4" />
            <span>
              <span className="font-semibold">{price.discount.code}</span>: {price.discount.label}
            </span>
          </span>
          <span className="font-semibold text-emerald-200">
            <span className="sr-only">Discount of </span>−{formatCents(price.discount.savingCents)}
          </span>
        </div>
      ) : null}
      {rejectedDiscount !== null ? (
        <p className="text-sm text-amber-200" data-testid="discount-rejected">
          The code {rejectedDiscount} does not apply to the {plan.name} plan, so the full price is shown.
        </p>
      ) : null}

      <dl className="flex flex-col gap-1 border-t border-white/10 pt-4">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-white">Due today</dt>
          <dd className="text-xl font-semibold text-white" data-testid="due-today">
            {formatCents(price.dueCents)}
          </dd>
        </div>
        {price.discount ? (
          <div className="flex items-baseline justify-between gap-3 text-sm text-slate-400">
            <dt>Then</dt>
            <dd data-testid="renewal-price">
              {formatCents(price.listCents)}
              {per}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">What you get</h3>
        <ul className="flex flex-col gap-2" data-testid="plan-features">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-200">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
