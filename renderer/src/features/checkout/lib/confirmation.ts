import type { SubscriptionTier } from '../../../../../shared/constants';
import { PLANS, type PaidPlanId } from '../../../../../shared/plans';

/** The spec's processing spinner on /payment-success (docs/product.md "Checkout": 2 s). */
export const PAYMENT_SUCCESS_SPINNER_MS = 2_000;
/** While the server does not show the new plan yet (a Stripe webhook on its way), look again this often... */
export const CONFIRMATION_POLL_MS = 3_000;
/** ...for this long; after that the page offers a manual "Check again". */
export const CONFIRMATION_POLL_LIMIT_MS = 60_000;

/** True when the server's plan for the user is the one just paid for (Premium unlocks the Pro tier). */
export function planConfirmed(plan: PaidPlanId, serverTier: SubscriptionTier): boolean {
  return PLANS[plan].tier === serverTier;
}

/** The refetch interval while waiting for the server to show the upgrade, or false to stop. */
export function confirmationPollInterval(confirmed: boolean, gaveUp: boolean): number | false {
  return !confirmed && !gaveUp ? CONFIRMATION_POLL_MS : false;
}

const TIER_NAMES: Record<SubscriptionTier, string> = {
  free: PLANS.free.name,
  pro: PLANS.pro.name,
  business: PLANS.business.name,
};

export function tierName(tier: SubscriptionTier): string {
  return TIER_NAMES[tier];
}
