/**
 * Every toast and fixed sentence of the Subscription Finder, in one place. The spec fixes the
 * titles (docs/product.md "Subscriptions"): Authentication Required, Scan Complete, Real Data
 * Analysis Complete, Scan Failed, Subscription Cancelled, Cancellation Failed, Sample Data
 * Imported. The descriptions other than the spec's two are ours, and say which data the result came
 * from.
 */
import { UPCOMING_DAYS } from '../../../../shared/constants';
import type { ScanResponse, SubscriptionList, SubscriptionScanResponse } from '../../../../shared/contracts/subscriptions';
import type { ToastInput } from '@/components/ui/use-toast';
import { formatPrice } from './lib/subscription-format';

export const EMPTY_SUBSCRIPTIONS_MESSAGE = 'No subscriptions found yet — scan your transactions or import sample data';

export const SUBSCRIPTION_TOASTS = {
  authRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to access your subscriptions',
    variant: 'destructive',
  },
  cancelled: {
    title: 'Subscription Cancelled',
    description: "We've marked this subscription as cancelled and updated your savings",
    variant: 'default',
  },
} as const satisfies Record<string, ToastInput>;

function found(result: ScanResponse): string {
  const subs = result.newSubscriptions === 1 ? '1 new subscription' : `${result.newSubscriptions} new subscriptions`;
  const savings = result.potentialSavings > 0 ? `, ${formatPrice(result.potentialSavings, result.currency)} a month you could save` : '';
  return `${subs}${savings}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Where a scan's findings came from, from the transactions it read (docs/product.md "Your data"):
 * "your own" only when no sample row was read. A fallback scan (sampleDataUsed) found its charges
 * in the sample data, whatever else it read. A scan that found no recurring charge (patternsFound
 * 0) says so, and where it looked: "Found in" would claim findings it does not have.
 */
export function scanSourceText(result: Pick<SubscriptionScanResponse, 'dataSources'> & { sampleDataUsed?: boolean; patternsFound?: number }): string {
  const { real, demo } = result.dataSources;
  if (result.sampleDataUsed) {
    return real > 0 ? `Found in the sample data (your own ${plural(real, 'transaction', 'transactions')} showed no recurring charge)` : 'Found in the sample data';
  }
  if (real === 0 && demo === 0) return 'No transactions to scan';
  if (result.patternsFound === 0) {
    if (demo === 0) return 'Nothing recurring found in your own transactions';
    if (real === 0) return 'Nothing recurring found in the sample data';
    return 'Nothing recurring found in your transactions or the sample data';
  }
  if (demo === 0) return 'Found in your own transactions';
  if (real === 0) return 'Found in the sample data';
  return `Found in your transactions and the sample data (${plural(demo, 'sample row', 'sample rows')})`;
}

/** Rows in other currencies than the home currency are not scanned: the screen says how many. */
export function otherCurrencyText(rows: number): string | null {
  if (rows <= 0) return null;
  return rows === 1 ? '1 transaction in another currency was left out' : `${rows} transactions in other currencies were left out`;
}

const leftOut = (result: ScanResponse) => {
  const text = otherCurrencyText(result.otherCurrencyRows);
  return text ? ` ${text}.` : '';
};

/** The analysis ran over the stored transactions: what it found, then which data that was. */
export function realScanToast(result: ScanResponse, patterns: number): ToastInput {
  const seen = plural(patterns, 'recurring charge', 'recurring charges');
  return { title: 'Real Data Analysis Complete', description: `${seen} found, ${found(result)}. ${scanSourceText({ ...result, patternsFound: patterns })}.${leftOut(result)}` };
}

/** The stored transactions showed no recurring charge, so the server scanned its sample history. */
export function demoScanToast(result: ScanResponse): ToastInput {
  const own = result.dataSources.real;
  const note = own > 0 ? ` Your own ${plural(own, 'transaction', 'transactions')} showed no recurring charge.` : '';
  return { title: 'Scan Complete', description: `Using the sample bank history: ${found(result)}.${note}${leftOut(result)}` };
}

/** The toast of a finished scan: which data it ran over, and what it found. */
export function scanToast(result: SubscriptionScanResponse): ToastInput {
  return result.sampleDataUsed ? demoScanToast(result) : realScanToast(result, result.patternsFound);
}

export function scanFailedToast(message: string): ToastInput {
  return { title: 'Scan Failed', description: message, variant: 'destructive' };
}

export function cancelFailedToast(message: string): ToastInput {
  return { title: 'Cancellation Failed', description: message, variant: 'destructive' };
}

export function sampleImportedToast(result: { imported: number; duplicates: number; skippedFuture: number }): ToastInput {
  const parts = [`${result.imported} sample transactions imported`];
  if (result.duplicates > 0) parts.push(`${result.duplicates} already there`);
  if (result.skippedFuture > 0) parts.push(`${result.skippedFuture} dated in the future skipped`);
  return { title: 'Sample Data Imported', description: `${parts.join(', ')}. Run a scan to find the subscriptions in them.` };
}

export function sampleImportFailedToast(message: string): ToastInput {
  return { title: 'Import Failed', description: message, variant: 'destructive' };
}

export function dismissedToast(name: string): ToastInput {
  return { title: 'Removed from your list', description: `${name} is marked as not a subscription and will not come back.` };
}

export function dismissFailedToast(message: string): ToastInput {
  return { title: 'Could not remove it', description: message, variant: 'destructive' };
}

/** The spec's Subscription Cancelled toast, with an Undo that makes the subscription active again. */
export function cancelledToast(onUndo: () => void): ToastInput {
  return { ...SUBSCRIPTION_TOASTS.cancelled, action: { label: 'Undo', onClick: onUndo } };
}

export function reactivatedToast(name: string): ToastInput {
  return { title: 'Subscription active again', description: `${name} is back in your active subscriptions; its savings are no longer counted.` };
}

export function reactivateFailedToast(message: string): ToastInput {
  return { title: 'Could not undo', description: message, variant: 'destructive' };
}

/** The confirmation before Mark Cancelled (docs/product.md "Subscriptions"). */
export function cancelConfirmText(
  subscription: { name: string; merchantName: string; monthlyCost: number },
  currency = 'USD',
): { title: string; body: string; savings: string } {
  const merchant = subscription.merchantName || subscription.name;
  return {
    title: `Mark ${subscription.name} as cancelled?`,
    body: `This only records it here: it does not cancel anything with ${merchant}. Cancel with ${merchant} first (see How to cancel) or the charges will go on.`,
    savings: `Savings of ${formatPrice(subscription.monthlyCost, currency)}/month will be counted from this month.`,
  };
}

export const UPCOMING_EMPTY_MESSAGE = `No charges expected in the next ${UPCOMING_DAYS} days`;

/** "$64.97 in the next 30 days" */
export function upcomingTotalText(total: number, days: number = UPCOMING_DAYS, currency = 'USD'): string {
  return `${formatPrice(total, currency)} in the next ${days} days`;
}

const subscriptionsCount = (n: number) => (n === 1 ? '1 active subscription' : `all ${n} active subscriptions`);

/**
 * Where the totals leave some subscriptions off the list (the Free plan), the screen says so next
 * to them: "Monthly total $410.12 for all 8 active subscriptions — the Free plan lists the first 5".
 * Null when the list shows every active subscription.
 */
export function planTotalsText(list: Pick<SubscriptionList, 'monthlyTotal' | 'total' | 'limitedByPlan' | 'planLimit' | 'subscriptions' | 'currency'>): string | null {
  if (!list.limitedByPlan) return null;
  const shown = list.planLimit ?? list.subscriptions.length;
  return `Monthly total ${formatPrice(list.monthlyTotal, list.currency)} for ${subscriptionsCount(list.total)} — the Free plan lists the first ${shown}`;
}
