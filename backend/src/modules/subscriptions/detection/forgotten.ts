/**
 * isForgotten: a live subscription the user shows no sign of using or reviewing
 * (docs/product.md "Subscriptions"). Each rule is documented in FORGOTTEN_RULES, shown by the UI
 * and docs.
 */
import { formatCurrency } from '../../../../../shared/money';
import { toDayNumber } from './dates';

export interface ForgottenRule {
  id: 'no-usage' | 'silent-price-rise' | 'duplicate-category';
  title: string;
  description: string;
}

/** Days without a usage signal after which a subscription counts as unused. */
export const NO_USAGE_DAYS = 60;
/** A price rise this recent (days) that the subscription kept paying counts as silent. */
export const PRICE_RISE_WINDOW_DAYS = 365;
/** Categories where paying two services at once usually means one is forgotten. */
export const DUPLICATE_PRONE_CATEGORIES: ReadonlySet<string> = new Set([
  'Streaming', 'Music', 'Cloud Storage', 'News', 'Fitness', 'Dating', 'Delivery', 'Meal Kits', 'Gaming', 'Books',
  'Wellness', 'VPN', 'Password Manager', 'Audiobooks', 'Podcasts', 'Video', 'Education',
]);

export const FORGOTTEN_RULES: readonly ForgottenRule[] = [
  {
    id: 'no-usage',
    title: 'No sign of use',
    description: `A usage signal (last used date) is known and it is more than ${NO_USAGE_DAYS} days old while the charges continue.`,
  },
  {
    id: 'silent-price-rise',
    title: 'Silent price rise',
    description: `The price went up in the last ${PRICE_RISE_WINDOW_DAYS / 365} year and the subscription kept renewing at the new price.`,
  },
  {
    id: 'duplicate-category',
    title: 'Duplicate service',
    description: 'Another active subscription in the same category is also being paid (two video-streaming services, two music services, two cloud-storage plans...).',
  },
];

/** The rules as plain text, one per line, for the UI and the docs. */
export const FORGOTTEN_RULES_TEXT = FORGOTTEN_RULES.map((r) => `${r.title}: ${r.description}`).join('\n');

export interface ForgottenCandidate {
  merchantKey: string;
  merchantName: string;
  category: string | null;
  status: 'mature' | 'early' | 'inactive';
  priceChanges: readonly { date: string; fromCents: number; toCents: number }[];
}

export interface ForgottenContext {
  today: string;
  /** ISO 4217 code of the amounts (the user's home currency): the reasons write them in it. Default USD. */
  currency?: string;
  /** Last time the user used the service ('YYYY-MM-DD'), when known. */
  lastUsedDate?: string | null;
  /** The user's other detected subscriptions (the candidate itself may be included; it is skipped). */
  others: readonly ForgottenCandidate[];
}



/** An amount in a reason: "$15.49" in US dollars, any other currency with its own sign ("€15.49"). */
export function reasonMoney(cents: number, currency = 'USD'): string {
  const code = currency.trim().toUpperCase();
  return code === 'USD' || code === '' ? `$${(cents / 100).toFixed(2)}` : formatCurrency(cents / 100, code);
}

/** The reasons a subscription looks forgotten (empty: it does not). Inactive series are never forgotten. */
export function forgottenReasons(candidate: ForgottenCandidate, context: ForgottenContext): string[] {
  if (candidate.status === 'inactive') return [];
  const reasons: string[] = [];
  const today = toDayNumber(context.today);
  if (context.lastUsedDate) {
    const unused = today - toDayNumber(context.lastUsedDate);
    if (unused > NO_USAGE_DAYS) reasons.push(`No sign of use: last used ${context.lastUsedDate} (${unused} days ago, more than ${NO_USAGE_DAYS}).`);
  }
  const rise = [...candidate.priceChanges].reverse().find((c) => c.toCents > c.fromCents);
  if (rise && today - toDayNumber(rise.date) <= PRICE_RISE_WINDOW_DAYS) {
    reasons.push(`Silent price rise: ${reasonMoney(rise.fromCents, context.currency)} -> ${reasonMoney(rise.toCents, context.currency)} on ${rise.date}, still renewing.`);
  }
  if (candidate.category && DUPLICATE_PRONE_CATEGORIES.has(candidate.category)) {
    const twins = context.others.filter(
      (o) => o.merchantKey !== candidate.merchantKey && o.status !== 'inactive' && o.category === candidate.category,
    );
    if (twins.length > 0) {
      reasons.push(`Duplicate service: also paying for ${twins.map((t) => t.merchantName).join(', ')} (${candidate.category}).`);
    }
  }
  return reasons;
}

export function isForgotten(candidate: ForgottenCandidate, context: ForgottenContext): boolean {
  return forgottenReasons(candidate, context).length > 0;
}
