/**
 * What each popup offers (docs/product.md "Overlays"), built from the plan catalogue so a price
 * or a code is never retyped:
 * - exit intent: 50% off the first month with SAVE50 (newsletter offer 50_percent_off);
 * - scroll: the free trial, i.e. the free subscription scan (newsletter offer free_trial);
 * - price drop: 20% off Pro with WELCOME20, $7.20 instead of $9 (a link to /pricing, no email).
 */
import type { NEWSLETTER_OFFERS, NEWSLETTER_SOURCES } from '../../../../../../../shared/contracts/growth';
import { DISCOUNT_CODES, discountedCents, planPriceCents, PLANS, type DiscountCode } from '../../../../../../../shared/plans';
import { PATHS } from '../../../../../../../shared/routes';

/** Cents as the popups print them: "$9", "$7.20", "$4.50". */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** /pricing with a discount code applied (the spec's /pricing?discount=... links). */
export function pricingWithDiscount(code: DiscountCode): string {
  return `${PATHS.pricing}?${new URLSearchParams({ discount: code }).toString()}`;
}

interface DiscountOffer {
  code: DiscountCode;
  percentOff: number;
  planName: string;
  priceCents: number;
  discountedCents: number;
  pricingHref: string;
}

function discountOffer(code: DiscountCode): DiscountOffer {
  const planId = 'pro';
  const priceCents = planPriceCents(planId, 'month');
  return {
    code,
    percentOff: DISCOUNT_CODES[code].percentOff,
    planName: PLANS[planId].name,
    priceCents,
    discountedCents: discountedCents(priceCents, code, planId),
    pricingHref: pricingWithDiscount(code),
  };
}

type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
type NewsletterOffer = (typeof NEWSLETTER_OFFERS)[number];

export const EXIT_INTENT_OFFER = {
  ...discountOffer('SAVE50'),
  source: 'exit_intent',
  offer: '50_percent_off',
} as const satisfies DiscountOffer & { source: NewsletterSource; offer: NewsletterOffer };

export const SCROLL_OFFER = {
  source: 'scroll_engagement',
  offer: 'free_trial',
  /** Where the trial starts: the subscription finder, free for everyone. */
  startHref: PATHS.subscriptions,
} as const satisfies { source: NewsletterSource; offer: NewsletterOffer; startHref: string };

export const PRICE_DROP_OFFER = discountOffer('WELCOME20');
