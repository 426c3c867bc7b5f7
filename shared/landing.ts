/**
 * Constants of the consumer landing's growth elements (docs/product.md "Consumer face"), defined
 * once. Prices, the average-saving claim and discount codes live in shared/plans.ts; this file
 * holds only what the landing alone uses.
 */

/** Savings calculator: 17% of monthly spend plus $12 per subscription, $89 when both are zero, rounded. */
export const SAVINGS_CALCULATOR = {
  spendShare: 0.17,
  perSubscriptionDollars: 12,
  defaultEstimateDollars: 89,
} as const;

/** Progressive email capture: a random potential saving of 50 to 149 dollars after a 3 s analysing step. */
export const PROGRESSIVE_CAPTURE = {
  minSavingDollars: 50,
  maxSavingDollars: 149,
  analysingMs: 3_000,
} as const;

/** Pricing card variant C: an urgency countdown of 86400 s (24 h). */
export const PRICING_CARD_COUNTDOWN_SECONDS = 86_400;

/** The announcement banner's 7-day risk-free premium trial. */
export const RISK_FREE_TRIAL_DAYS = 7;

/**
 * Smart recommendation rules (the personalised CTA), checked in this order:
 * checkout started without a pricing view -> 25% discount; viewed pricing and over 180 s -> risk-free
 * message; 3+ pages and over 120 s -> social proof; source google under 60 s -> feature highlight;
 * over 300 s -> urgency; otherwise the 50% welcome discount.
 */
export const SMART_RULES = {
  /** The 25% checkout discount's code in shared/plans.ts DISCOUNT_CODES. */
  checkoutDiscountCode: 'FINISH25',
  riskFreeAfterSeconds: 180,
  socialProofMinPages: 3,
  socialProofAfterSeconds: 120,
  featureHighlightSource: 'google',
  featureHighlightBeforeSeconds: 60,
  urgencyAfterSeconds: 300,
  /** The welcome discount's code in shared/plans.ts DISCOUNT_CODES (the spec's /pricing?discount=WELCOME50 link). */
  welcomeDiscountCode: 'WELCOME50',
} as const;
