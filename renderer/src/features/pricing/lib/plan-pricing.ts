/**
 * What a plan card shows, computed from the catalogue (shared/plans.ts) and never retyped: the price
 * for the chosen interval, the struck-through "was" price, the first payment after a discount code,
 * and the payback figure (docs/product.md "Pricing").
 */
import {
  AVERAGE_MONTHLY_SAVING,
  DISCOUNT_CODES,
  discountedCents,
  PAID_PLAN_IDS,
  PLANS,
  planPriceCents,
  type BillingInterval,
  type DiscountCode,
  type PaidPlanId,
  type Plan,
  type PlanId,
} from '../../../../../shared/plans';
import { formatUsd } from '@/lib/format';

/** 900 -> "$9", 450 -> "$4.50", 129000 -> "$1,290": cents only when there are any. */
export function formatCents(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return formatUsd(safe / 100, { cents: safe % 100 !== 0 });
}

/** The plans /pricing shows, in the catalogue's order (Free, Pro, Business). */
export function pricingPagePlans(): Plan[] {
  return Object.values(PLANS).filter((p) => p.onPricingPage);
}

export function isPaidPlan(planId: PlanId): planId is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(planId);
}

export const intervalOf = (isAnnual: boolean): BillingInterval => (isAnnual ? 'year' : 'month');

export interface AppliedDiscount {
  code: DiscountCode;
  label: string;
  percentOff: number;
  firstPaymentCents: number;
}

export interface PlanPrice {
  planId: PlanId;
  interval: BillingInterval;
  priceCents: number;
  /** The catalogue's struck-through "was" price for this interval, or null when there is none. */
  originalCents: number | null;
  /** Annual only: what twelve monthly payments would cost, for comparison. */
  twelveMonthlyCents: number | null;
  /** Annual only: the yearly price spread over twelve months. */
  perMonthCents: number | null;
  /** The discount code's first payment, when the code applies to this plan. */
  discount: AppliedDiscount | null;
  /** Days of the average saving claim this price takes to earn back; null for a free plan. */
  paybackDays: number | null;
}

/** Does this code take anything off this plan? (WELCOME20, for example, is for Pro only.) */
export function discountApplies(code: DiscountCode | null, planId: PlanId): code is DiscountCode {
  return code !== null && isPaidPlan(planId) && (DISCOUNT_CODES[code].appliesTo as readonly string[]).includes(planId);
}

/**
 * Payback days = ceil(price / average monthly saving * 30) (docs/product.md "Pricing"). Worked in
 * whole cents so 12700 cents comes out as exactly 30 days, not 30.000000001 rounded up to 31.
 */
export function paybackDays(priceCents: number, averageMonthlySaving = AVERAGE_MONTHLY_SAVING): number | null {
  if (!(priceCents > 0) || !(averageMonthlySaving > 0)) return null;
  return Math.ceil((priceCents * 30) / (averageMonthlySaving * 100));
}

export function planPrice(planId: PlanId, isAnnual: boolean, code: DiscountCode | null): PlanPrice {
  const plan = PLANS[planId];
  const interval = intervalOf(isAnnual);
  const priceCents = planPriceCents(planId, interval);
  const wasMonthly = plan.originalMonthlyCents;
  const originalCents = wasMonthly === null ? null : isAnnual ? wasMonthly * 12 : wasMonthly;
  const twelveMonthly = plan.monthlyCents * 12;
  const discount: AppliedDiscount | null =
    discountApplies(code, planId) && isPaidPlan(planId)
      ? {
          code,
          label: DISCOUNT_CODES[code].label,
          percentOff: DISCOUNT_CODES[code].percentOff,
          firstPaymentCents: discountedCents(priceCents, code, planId),
        }
      : null;
  return {
    planId,
    interval,
    priceCents,
    originalCents: originalCents !== null && originalCents > priceCents ? originalCents : null,
    twelveMonthlyCents: isAnnual && twelveMonthly > priceCents ? twelveMonthly : null,
    perMonthCents: isAnnual && priceCents > 0 ? Math.round(priceCents / 12) : null,
    discount,
    paybackDays: paybackDays(priceCents),
  };
}
