/**
 * Every toast and fixed sentence of the Subscription Finder, in one place. The spec fixes the
 * titles (docs/product.md "Subscriptions"): Authentication Required, Scan Complete, Real Data
 * Analysis Complete, Scan Failed, Subscription Cancelled, Cancellation Failed, Sample Data
 * Imported. The descriptions other than the spec's two are ours, and say which data the result came
 * from.
 */
import type { ScanResponse, SubscriptionScanResponse } from '../../../../shared/contracts/subscriptions';
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
  const savings = result.potentialSavings > 0 ? `, ${formatPrice(result.potentialSavings)} a month you could save` : '';
  return `${subs}${savings}`;
}

/** The real analysis ran over the stored transactions; the server says whether any of them are real (not the sample). */
export function realScanToast(result: ScanResponse, patterns: number): ToastInput {
  const seen = patterns === 1 ? '1 recurring charge' : `${patterns} recurring charges`;
  const source = result.realDataUsed ? 'From your own transactions' : 'From the sample transactions in your account';
  return { title: 'Real Data Analysis Complete', description: `${source}: ${seen} found, ${found(result)}.` };
}

export function demoScanToast(result: ScanResponse): ToastInput {
  return { title: 'Scan Complete', description: `Using the sample bank history: ${found(result)}.` };
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
