/**
 * The plan catalogue (docs/product.md "Plan catalogue"): one
 * source of truth for prices, features, limits, offers and discount codes. The server charges from
 * here and never from a price the client sends; every screen reads its copy from here.
 * Money is integer cents.
 */
import { FREE_PLAN_BANK_CONNECTIONS, FREE_PLAN_SUBSCRIPTIONS, type SubscriptionTier } from './constants';

export const PLAN_IDS = ['free', 'pro', 'business', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Plans that can be bought (Free is what everyone has). */
export const PAID_PLAN_IDS = ['pro', 'business', 'premium'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The annual toggle's label (spec: "annual labelled Save 20%"). */
export const ANNUAL_SAVING_LABEL = 'Save 20%';
/** Business plans share their data with up to this many people, the owner included. */
export const BUSINESS_TEAM_SIZE = 5;

export interface Plan {
  id: PlanId;
  name: string;
  /** What the user's subscriptionTier becomes when this plan is active. */
  tier: SubscriptionTier;
  monthlyCents: number;
  /** null: no annual billing for this plan. */
  annualCents: number | null;
  /** The struck-through "was" price a month. */
  originalMonthlyCents: number | null;
  badge: string | null;
  description: string;
  features: string[];
  /** Shown on /pricing (Premium is sold through the offers and the welcome page). */
  onPricingPage: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    tier: 'free',
    monthlyCents: 0,
    annualCents: 0,
    originalMonthlyCents: null,
    badge: null,
    description: 'Find out what you are paying for.',
    features: [
      `Your first ${FREE_PLAN_SUBSCRIPTIONS} subscriptions found`,
      `${FREE_PLAN_BANK_CONNECTIONS} bank connection`,
      'Cancellation guides',
      'Savings tracking',
    ],
    onPricingPage: true,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    tier: 'pro',
    monthlyCents: 900,
    annualCents: 9000,
    originalMonthlyCents: 1900,
    badge: 'Beta Special',
    description: 'Everything the finder can do, without limits.',
    features: ['Unlimited scanning', 'Advanced AI recommendations', 'Priority cancellation support', 'Monthly savings reports', 'Bank connection coming soon'],
    onPricingPage: true,
  },
  business: {
    id: 'business',
    name: 'Business',
    tier: 'business',
    monthlyCents: 2900,
    annualCents: 29000,
    originalMonthlyCents: 4900,
    badge: 'Most Popular',
    description: 'For teams that spend together.',
    features: [
      'Everything in Pro',
      `Team accounts up to ${BUSINESS_TEAM_SIZE} users`,
      'Expense categorization',
      'Custom budget rules',
      'API access',
      'Dedicated support',
    ],
    onPricingPage: true,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    // Premium is the offers' plan: it unlocks what Pro unlocks.
    tier: 'pro',
    monthlyCents: 1900,
    annualCents: 22800,
    originalMonthlyCents: 2900,
    badge: 'Founder Offer',
    description: 'Pro with founder pricing, sold through the offers.',
    features: ['Everything in Pro', 'Founder price locked for 12 months', 'Priority support', '30-day money-back guarantee'],
    onPricingPage: false,
  },
};

export function planPriceCents(planId: PlanId, interval: BillingInterval): number {
  const plan = PLANS[planId];
  return interval === 'year' ? (plan.annualCents ?? plan.monthlyCents * 12) : plan.monthlyCents;
}

/** Discount codes the pricing page accepts (spec: BETA50, WELCOME50, SAVE50, WELCOME20). */
export const DISCOUNT_CODES = {
  BETA50: { percentOff: 50, appliesTo: ['pro', 'business'], label: 'Beta special: 50% off', duration: 'once' },
  WELCOME50: { percentOff: 50, appliesTo: ['pro', 'business'], label: 'Welcome offer: 50% off your first month', duration: 'once' },
  SAVE50: { percentOff: 50, appliesTo: ['pro', 'business'], label: '50% off your first month', duration: 'once' },
  WELCOME20: { percentOff: 20, appliesTo: ['pro'], label: '20% off Pro', duration: 'once' },
  // The smart recommendation for a visitor who started checkout without seeing the prices (spec: 25%).
  FINISH25: { percentOff: 25, appliesTo: ['pro', 'business'], label: '25% off your first month', duration: 'once' },
} as const satisfies Record<string, { percentOff: number; appliesTo: readonly PaidPlanId[]; label: string; duration: 'once' }>;
export type DiscountCode = keyof typeof DISCOUNT_CODES;
export const DISCOUNT_CODE_IDS = Object.keys(DISCOUNT_CODES) as DiscountCode[];

export function isDiscountCode(code: string | null | undefined): code is DiscountCode {
  return typeof code === 'string' && (DISCOUNT_CODE_IDS as string[]).includes(code);
}

/** The first charge after a discount, in cents (whole cents, rounded half up). */
export function discountedCents(amountCents: number, code: DiscountCode | null | undefined, planId: PaidPlanId): number {
  if (!code) return amountCents;
  const discount = DISCOUNT_CODES[code];
  if (!(discount.appliesTo as readonly string[]).includes(planId)) return amountCents;
  return Math.round((amountCents * (100 - discount.percentOff)) / 100);
}

/** The three offers on /offers (docs/product.md "Offers"). Counts are the spec's static marketing text. */
export const OFFERS = {
  founder: {
    id: 'founder',
    title: 'Founder Offer',
    description: 'Premium for the first 1,000 users, price locked for 12 months.',
    planId: 'premium',
    interval: 'month',
    originalPriceCents: 2900,
    offerPriceCents: 1900,
    savings: 'Save $10 a month',
    badge: 'Limited',
    timeLeft: '6 days left',
    claimed: 847,
    total: 1000,
  },
  annual: {
    id: 'annual',
    title: 'Annual Plan',
    description: 'A year of Premium for the price of nine months.',
    planId: 'premium',
    interval: 'year',
    originalPriceCents: 34800,
    offerPriceCents: 22800,
    savings: 'Save $120 (3 months free)',
    badge: 'Best Value',
    timeLeft: null,
    claimed: null,
    total: null,
  },
  referral: {
    id: 'referral',
    title: 'Referral Reward',
    description: 'One month of Premium free for every friend who joins Premium.',
    planId: 'premium',
    interval: 'month',
    originalPriceCents: 1900,
    offerPriceCents: 0,
    savings: '1 month free per friend',
    badge: 'Share & Save',
    timeLeft: null,
    claimed: null,
    total: null,
  },
} as const;
export type OfferId = keyof typeof OFFERS;
export const OFFER_IDS = Object.keys(OFFERS) as OfferId[];

/** Guarantee wording: the spec has both readings (30-day money back; the FAQ says 14 days). */
export const MONEY_BACK_DAYS = 30;
export const FAQ_REFUND_DAYS = 14;
/** Average saving claim used by the payback figure (static marketing text). */
export const AVERAGE_MONTHLY_SAVING = 127;

/**
 * Changing plan mid-period (docs/product.md "Changing plan"). An upgrade is charged now for the
 * days left in the paid period: the old plan's unused days are credited against the new plan's
 * price for the same days. Days are whole UTC days (the day of the change counts as unused), each
 * line is rounded to whole cents, and the period's end does not move. A downgrade (or a move to a
 * plan of the same price) takes effect when the paid period ends, with no refund.
 */
export interface ProrationLine {
  description: string;
  /** Negative: a credit. */
  amountCents: number;
}

export interface PlanChangeQuote {
  kind: 'upgrade' | 'downgrade';
  /** Days in the paid period and days still to come in it (today included). */
  periodDays: number;
  remainingDays: number;
  /** Upgrade: the credit and the charge; downgrade: none (nothing is charged now). */
  lines: ProrationLine[];
  /** What is charged now, in cents (0 for a downgrade). */
  dueNowCents: number;
}

const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

export function planChangeQuote(
  from: { plan: PaidPlanId; interval: BillingInterval; periodStart: number; periodEnd: number },
  to: PaidPlanId,
  now: number,
): PlanChangeQuote {
  const oldCents = planPriceCents(from.plan, from.interval);
  const newCents = planPriceCents(to, from.interval);
  const periodDays = Math.max(1, utcDay(from.periodEnd) - utcDay(from.periodStart));
  const remainingDays = Math.min(periodDays, Math.max(0, utcDay(from.periodEnd) - utcDay(now)));
  if (newCents <= oldCents) return { kind: 'downgrade', periodDays, remainingDays, lines: [], dueNowCents: 0 };
  const share = (cents: number) => Math.round((cents * remainingDays) / periodDays);
  const days = `${remainingDays} of ${periodDays} days`;
  const credit = share(oldCents);
  const charge = share(newCents);
  return {
    kind: 'upgrade',
    periodDays,
    remainingDays,
    lines: [
      { description: `Unused time on ${PLANS[from.plan].name} (${days})`, amountCents: -credit },
      { description: `Remaining time on ${PLANS[to].name} (${days})`, amountCents: charge },
    ],
    dueNowCents: charge - credit,
  };
}
