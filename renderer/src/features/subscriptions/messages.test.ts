import { describe, expect, it } from 'vitest';
import { demoScanToast, realScanToast, sampleImportedToast, scanFailedToast, scanToast, SUBSCRIPTION_TOASTS } from './messages';

describe('toasts (docs/product.md "Subscriptions")', () => {
  it("keeps the spec's texts", () => {
    expect(SUBSCRIPTION_TOASTS.authRequired).toMatchObject({ title: 'Authentication Required', description: 'Please sign in to access your subscriptions' });
    expect(SUBSCRIPTION_TOASTS.cancelled).toMatchObject({
      title: 'Subscription Cancelled',
      description: "We've marked this subscription as cancelled and updated your savings",
    });
  });
  it('says which data a scan used', () => {
    const result = { newSubscriptions: 1, potentialSavings: 12.5, realDataUsed: true };
    expect(realScanToast(result, 4)).toEqual({
      title: 'Real Data Analysis Complete',
      description: 'From your own transactions: 4 recurring charges found, 1 new subscription, $12.50 a month you could save.',
    });
    expect(realScanToast({ ...result, realDataUsed: false }, 1).description).toBe(
      'From the sample transactions in your account: 1 recurring charge found, 1 new subscription, $12.50 a month you could save.',
    );
    expect(demoScanToast({ ...result, newSubscriptions: 0, potentialSavings: 0 })).toEqual({
      title: 'Scan Complete',
      description: 'Using the sample bank history: 0 new subscriptions.',
    });
  });
  it('a scan answer picks its toast: the sample history, or the stored transactions with their pattern count', () => {
    const list = { subscriptions: [], total: 0, limitedByPlan: false };
    const savings = { totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 };
    const answer = { newSubscriptions: 2, potentialSavings: 0, realDataUsed: true, sampleDataUsed: false, patternsFound: 3, subscriptions: list, savings };
    expect(scanToast(answer)).toEqual(realScanToast(answer, 3));
    expect(scanToast(answer).description).toBe('From your own transactions: 3 recurring charges found, 2 new subscriptions.');
    expect(scanToast({ ...answer, realDataUsed: false, sampleDataUsed: true })).toEqual({
      title: 'Scan Complete',
      description: 'Using the sample bank history: 2 new subscriptions.',
    });
  });
  it('failures are destructive and carry the server message', () => {
    expect(scanFailedToast('The scan could not finish.')).toEqual({ title: 'Scan Failed', description: 'The scan could not finish.', variant: 'destructive' });
  });
  it('sample import counts', () => {
    expect(sampleImportedToast({ imported: 120, duplicates: 0, skippedFuture: 0 }).description).toBe(
      '120 sample transactions imported. Run a scan to find the subscriptions in them.',
    );
    expect(sampleImportedToast({ imported: 0, duplicates: 120, skippedFuture: 2 }).description).toBe(
      '0 sample transactions imported, 120 already there, 2 dated in the future skipped. Run a scan to find the subscriptions in them.',
    );
  });
});
