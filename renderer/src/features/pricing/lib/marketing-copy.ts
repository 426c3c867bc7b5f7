/**
 * The fixed words of /pricing: the FAQ, the social-proof claims and the ticker. These are static
 * marketing text (docs/product.md "Real data, honest labels"): claims stay claims, nothing here
 * pretends to be live activity. Numbers that live in the catalogue are read from it, never retyped.
 */
import { FREE_PLAN_BANK_CONNECTIONS, FREE_PLAN_SUBSCRIPTIONS } from '../../../../../shared/constants';
import {
  ANNUAL_SAVING_LABEL,
  AVERAGE_MONTHLY_SAVING,
  BUSINESS_TEAM_SIZE,
  FAQ_REFUND_DAYS,
  MONEY_BACK_DAYS,
  PLANS,
} from '../../../../../shared/plans';
import { formatCents } from './plan-pricing';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'free-plan',
    question: 'What do I get on the Free plan?',
    answer: `The scan shows your first ${FREE_PLAN_SUBSCRIPTIONS} subscriptions and lets you link ${FREE_PLAN_BANK_CONNECTIONS} bank connection, with cancellation guides and savings tracking. It stays free; no card needed.`,
  },
  {
    id: 'refund',
    question: 'Can I get a refund?',
    answer: `Yes. Ask within ${FAQ_REFUND_DAYS} days of your first payment and we refund it in full.`,
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer: 'Yes. Plans are billed monthly or yearly and you can cancel from the billing page whenever you like; you keep the plan until the end of the period you paid for.',
  },
  {
    id: 'annual',
    question: 'How does annual billing work?',
    answer: `You pay once a year (${ANNUAL_SAVING_LABEL} on the annual plans): Pro is ${formatCents(PLANS.pro.annualCents ?? 0)} a year instead of ${formatCents(PLANS.pro.monthlyCents)} a month, Business ${formatCents(PLANS.business.annualCents ?? 0)} a year instead of ${formatCents(PLANS.business.monthlyCents)} a month.`,
  },
  {
    id: 'discount',
    question: 'How do discount codes work?',
    answer: 'Open this page from a link with a code, or use the beta special above. The code comes off your first payment and shows on each plan it applies to before you pay.',
  },
  {
    id: 'team',
    question: 'Who is the Business plan for?',
    answer: `Households and small teams: the owner shares the account with up to ${BUSINESS_TEAM_SIZE} people in total, the owner included.`,
  },
  {
    id: 'data',
    question: 'Is my bank data safe?',
    answer: 'Bank connections are read-only, and we never see or store your bank password. Your data is used to find your subscriptions and is never sold.',
  },
];

/** Static marketing claims (the spec's social proof), shown as claims. */
export const SOCIAL_PROOF_CLAIMS: readonly { value: string; label: string }[] = [
  { value: `$${AVERAGE_MONTHLY_SAVING}`, label: 'average saving a month (our claim)' },
  { value: '10,000+', label: 'people have run a scan' },
  { value: '4.9/5', label: 'average rating from beta testers' },
];

/** What the ticker cycles through: the same claims and promises, one line at a time. */
export const TICKER_MESSAGES: readonly string[] = [
  `Members save $${AVERAGE_MONTHLY_SAVING} a month on average, by our count.`,
  '10,000+ people have scanned their subscriptions.',
  `${MONEY_BACK_DAYS}-day money-back guarantee on every paid plan.`,
  'Rated 4.9/5 by our beta testers.',
  'Cancel anytime, straight from the billing page.',
];
