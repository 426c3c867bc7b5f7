import { SCREENS } from '../../../../../shared/routes';
import {
  DISCOUNT_CODES,
  isDiscountCode,
  PAID_PLAN_IDS,
  type BillingInterval,
  type DiscountCode,
  type PaidPlanId,
} from '../../../../../shared/plans';

/** The spec: "query plan: pro by default". */
export const DEFAULT_CHECKOUT_PLAN: PaidPlanId = 'pro';

export interface CheckoutParams {
  plan: PaidPlanId;
  interval: BillingInterval;
  /** A known code that applies to this plan; only such a code is sent to the server. */
  discountCode: DiscountCode | null;
  /** The code from the address when it is unknown or not for this plan, so the page can say so. */
  rejectedDiscount: string | null;
  /** A/B variant from the pricing page, passed through to tracking only. */
  variant: string | null;
}

export function parsePlan(raw: string | null): PaidPlanId {
  const value = raw?.trim().toLowerCase();
  return (PAID_PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PaidPlanId) : DEFAULT_CHECKOUT_PLAN;
}

export function discountApplies(code: DiscountCode, plan: PaidPlanId): boolean {
  return (DISCOUNT_CODES[code].appliesTo as readonly string[]).includes(plan);
}

// Variants end up in analytics properties: keep them short and plain so nothing odd is stored.
const VARIANT_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_SHOWN_CODE_LENGTH = 32;

export function parseCheckoutParams(search: URLSearchParams): CheckoutParams {
  const plan = parsePlan(search.get('plan'));
  const interval: BillingInterval = search.get('interval') === 'year' ? 'year' : 'month';
  const rawCode = search.get('discount')?.trim() ?? '';
  const code = rawCode.toUpperCase();
  const valid = isDiscountCode(code) && discountApplies(code, plan);
  const variant = search.get('variant');
  return {
    plan,
    interval,
    discountCode: valid ? code : null,
    rejectedDiscount: !valid && rawCode !== '' ? rawCode.slice(0, MAX_SHOWN_CODE_LENGTH) : null,
    variant: variant !== null && VARIANT_PATTERN.test(variant) ? variant : null,
  };
}

/** Where a confirmed payment lands (spec: /payment-success?plan={plan}). */
export function paymentSuccessPath(plan: PaidPlanId): string {
  return `${SCREENS.paymentSuccess[0]}?${new URLSearchParams({ plan }).toString()}`;
}
