/**
 * The body of POST /api/create-checkout-session for each button on /pricing, and where the answer
 * may send the browser.
 */
import type { CreateCheckoutSessionRequest } from '../../../../../shared/contracts/payments';
import { OFFERS, type DiscountCode, type OfferId, type PaidPlanId } from '../../../../../shared/plans';
import { SCREENS } from '../../../../../shared/routes';
import { discountApplies } from './plan-pricing';

export const PRICING_PATH = SCREENS.pricing[0];
const PAYMENT_SUCCESS_PATH = SCREENS.paymentSuccess[0];

/** The spec's return address after paying: /payment-success?plan={plan}. */
export function successUrl(plan: PaidPlanId): string {
  return `${PAYMENT_SUCCESS_PATH}?plan=${encodeURIComponent(plan)}`;
}

/** A plan card's button. The code goes along only when it takes something off this plan. */
export function planCheckoutRequest(plan: 'pro' | 'business', isAnnual: boolean, discount: DiscountCode | null): CreateCheckoutSessionRequest {
  return {
    tierId: plan,
    isAnnual,
    successUrl: successUrl(plan),
    cancelUrl: PRICING_PATH,
    ...(discountApplies(discount, plan) ? { discountCode: discount } : {}),
  };
}

/** An offer with no price (the referral reward) is earned by inviting friends on /referral, not bought. */
export function isEarnedOffer(offerId: OfferId): boolean {
  return OFFERS[offerId].offerPriceCents === 0;
}

/** An offer's claim button: the offer's own plan and interval; cancelling returns to the same offer. */
export function offerCheckoutRequest(offerId: OfferId): CreateCheckoutSessionRequest {
  const offer = OFFERS[offerId];
  return {
    tierId: offer.planId,
    isAnnual: offer.interval === 'year',
    successUrl: successUrl(offer.planId),
    cancelUrl: `${PRICING_PATH}?offer=${encodeURIComponent(offerId)}`,
    offerId,
  };
}

/**
 * Where the browser may go with a checkoutUrl: a path on this site (the demo provider's /checkout)
 * or an https page (Stripe's hosted checkout). Anything else (javascript:, data:, http:) is refused,
 * so a bad answer can never run script or downgrade the payment page.
 */
export function safeCheckoutUrl(checkoutUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return url.pathname + url.search + url.hash;
  return url.protocol === 'https:' ? url.href : null;
}
