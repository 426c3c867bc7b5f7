/**
 * What the personalised call to action says for each smart recommendation, and the generic one the
 * cta A/B test's control shows. Every offer named here is one the product honours: codes come from
 * shared/plans.ts DISCOUNT_CODES and prices from PLANS, never retyped.
 */
import { SMART_RULES } from '../../../../../../shared/landing';
import { DISCOUNT_CODES, MONEY_BACK_DAYS, PLANS, type DiscountCode } from '../../../../../../shared/plans';
import type { Recommendation } from './smart-recommendation';

export interface CtaMessage {
  headline: string;
  body: string;
  action: string;
  href: string;
  /** True when the text quotes the server's user total (the screen then shows the Demo data badge if it includes demo data). */
  quotesTotals: boolean;
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const PRO = PLANS.pro;
const SUBSCRIPTIONS_PATH = '/subscriptions';
const PRICING_PATH = '/pricing';

const pricingWithCode = (code: DiscountCode) => `${PRICING_PATH}?discount=${code}`;

export function genericCta(): CtaMessage {
  return {
    headline: 'Start finding forgotten subscriptions',
    body: 'Scan your transactions for recurring charges you no longer use, and get step-by-step help cancelling them.',
    action: 'Find My Subscriptions',
    href: SUBSCRIPTIONS_PATH,
    quotesTotals: false,
  };
}

export function personalisedCta(recommendation: Recommendation, totalUsers: number | null): CtaMessage {
  switch (recommendation) {
    case 'checkout_discount': {
      const code = SMART_RULES.checkoutDiscountCode;
      return {
        headline: `Finish checking out with ${DISCOUNT_CODES[code].percentOff}% off`,
        body: `You were one step away. Use code ${code}: ${DISCOUNT_CODES[code].label}.`,
        action: 'Claim the discount',
        href: pricingWithCode(code),
        quotesTotals: false,
      };
    }
    case 'risk_free':
      return {
        headline: `Try ${PRO.name} risk-free`,
        body: `Every paid plan has a ${MONEY_BACK_DAYS}-day money-back guarantee: if it saves you less than ${dollars(PRO.monthlyCents)} in the first ${MONEY_BACK_DAYS} days, ask for a refund.`,
        action: 'Choose a plan',
        href: PRICING_PATH,
        quotesTotals: false,
      };
    case 'social_proof':
      return totalUsers !== null && totalUsers > 0
        ? {
            headline: `Join ${totalUsers.toLocaleString('en-US')} ${totalUsers === 1 ? 'person' : 'people'} already using the finder`,
            body: 'Accounts counted from our database right now. See what you could cancel in a few minutes.',
            action: 'Find My Subscriptions',
            href: SUBSCRIPTIONS_PATH,
            quotesTotals: true,
          }
        : {
            headline: 'See what others are cancelling',
            body: 'People use the finder to spot charges they forgot about. See what you could cancel in a few minutes.',
            action: 'Find My Subscriptions',
            href: SUBSCRIPTIONS_PATH,
            quotesTotals: false,
          };
    case 'feature_highlight':
      return {
        headline: 'Find forgotten subscriptions in minutes',
        body: 'The finder reads your transactions, spots charges that repeat weekly, monthly or yearly, and shows how to cancel each one.',
        action: 'Find My Subscriptions',
        href: SUBSCRIPTIONS_PATH,
        quotesTotals: false,
      };
    case 'urgency':
      return {
        headline: `${PRO.badge ?? PRO.name}: ${PRO.name} at ${dollars(PRO.monthlyCents)} a month`,
        body: `Down from ${dollars(PRO.originalMonthlyCents ?? PRO.monthlyCents)} during the beta, and your price is locked for 12 months once you join.`,
        action: 'See beta pricing',
        href: PRICING_PATH,
        quotesTotals: false,
      };
    case 'welcome_discount': {
      const code = SMART_RULES.welcomeDiscountCode;
      return {
        headline: DISCOUNT_CODES[code].label,
        body: `Use code ${code} on ${DISCOUNT_CODES[code].appliesTo.map((id) => PLANS[id].name).join(' or ')}.`,
        action: 'Claim 50% off',
        href: pricingWithCode(code),
        quotesTotals: false,
      };
    }
  }
}
