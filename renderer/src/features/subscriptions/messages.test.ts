import { describe, expect, it, vi } from 'vitest';
import {
  cancelConfirmText,
  cancelledToast,
  demoScanToast,
  otherCurrencyText,
  planTotalsText,
  reactivateFailedToast,
  realScanToast,
  sampleImportedToast,
  scanFailedToast,
  scanSourceText,
  scanToast,
  SUBSCRIPTION_TOASTS,
  UPCOMING_EMPTY_MESSAGE,
  upcomingTotalText,
} from './messages';

describe('toasts (docs/product.md "Subscriptions")', () => {
  it("keeps the spec's texts", () => {
    expect(SUBSCRIPTION_TOASTS.authRequired).toMatchObject({ title: 'Authentication Required', description: 'Please sign in to access your subscriptions' });
    expect(SUBSCRIPTION_TOASTS.cancelled).toMatchObject({
      title: 'Subscription Cancelled',
      description: "We've marked this subscription as cancelled and updated your savings",
    });
  });
  it('says which data a scan used', () => {
    const result = { newSubscriptions: 1, potentialSavings: 12.5, realDataUsed: true, dataSources: { real: 40, demo: 0 }, otherCurrencyRows: 0, currency: 'USD' };
    expect(realScanToast(result, 4)).toEqual({
      title: 'Real Data Analysis Complete',
      description: '4 recurring charges found, 1 new subscription, $12.50 a month you could save. Found in your own transactions.',
    });
    expect(realScanToast({ ...result, realDataUsed: false, dataSources: { real: 0, demo: 120 } }, 1).description).toBe(
      '1 recurring charge found, 1 new subscription, $12.50 a month you could save. Found in the sample data.',
    );
    expect(realScanToast({ ...result, dataSources: { real: 40, demo: 120 } }, 4).description).toBe(
      '4 recurring charges found, 1 new subscription, $12.50 a month you could save. Found in your transactions and the sample data (120 sample rows).',
    );
    expect(demoScanToast({ ...result, newSubscriptions: 0, potentialSavings: 0, realDataUsed: false, dataSources: { real: 0, demo: 120 } })).toEqual({
      title: 'Scan Complete',
      description: 'Using the sample bank history: 0 new subscriptions.',
    });
    expect(demoScanToast({ ...result, newSubscriptions: 2, potentialSavings: 0, dataSources: { real: 3, demo: 120 } }).description).toBe(
      'Using the sample bank history: 2 new subscriptions. Your own 3 transactions showed no recurring charge.',
    );
  });
  it('says how many rows in other currencies a scan left out', () => {
    const result = { newSubscriptions: 0, potentialSavings: 0, realDataUsed: true, dataSources: { real: 10, demo: 0 }, otherCurrencyRows: 7, currency: 'USD' };
    expect(realScanToast(result, 2).description).toBe(
      '2 recurring charges found, 0 new subscriptions. Found in your own transactions. 7 transactions in other currencies were left out.',
    );
    expect(demoScanToast({ ...result, otherCurrencyRows: 1 }).description).toBe(
      'Using the sample bank history: 0 new subscriptions. Your own 10 transactions showed no recurring charge. 1 transaction in another currency was left out.',
    );
    expect(otherCurrencyText(0)).toBeNull();
    expect(otherCurrencyText(3)).toBe('3 transactions in other currencies were left out');
  });
  it('words where the findings came from (docs/product.md "Your data")', () => {
    expect(scanSourceText({ dataSources: { real: 12, demo: 0 } })).toBe('Found in your own transactions');
    expect(scanSourceText({ dataSources: { real: 0, demo: 90 } })).toBe('Found in the sample data');
    expect(scanSourceText({ dataSources: { real: 12, demo: 90 } })).toBe('Found in your transactions and the sample data (90 sample rows)');
    expect(scanSourceText({ dataSources: { real: 12, demo: 1 } })).toBe('Found in your transactions and the sample data (1 sample row)');
    expect(scanSourceText({ dataSources: { real: 0, demo: 0 } })).toBe('No transactions to scan');
    // A fallback scan found its charges in the sample, whatever else it read.
    expect(scanSourceText({ dataSources: { real: 12, demo: 90 }, sampleDataUsed: true })).toBe(
      'Found in the sample data (your own 12 transactions showed no recurring charge)',
    );
    expect(scanSourceText({ dataSources: { real: 0, demo: 90 }, sampleDataUsed: true })).toBe('Found in the sample data');
  });
  it('a scan answer picks its toast: the sample history, or the stored transactions with their pattern count', () => {
    const list = { currency: 'USD', subscriptions: [], total: 0, limitedByPlan: false, monthlyTotal: 0, forgottenCount: 0, forgottenMonthly: 0, planLimit: null, cancelled: [] };
    const savings = { currency: 'USD', totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 };
    const answer = {
      newSubscriptions: 2,
      potentialSavings: 0,
      realDataUsed: true,
      dataSources: { real: 30, demo: 0 },
      otherCurrencyRows: 0,
      currency: 'USD',
      sampleDataUsed: false,
      patternsFound: 3,
      subscriptions: list,
      savings,
    };
    expect(scanToast(answer)).toEqual(realScanToast(answer, 3));
    expect(scanToast(answer).description).toBe('3 recurring charges found, 2 new subscriptions. Found in your own transactions.');
    expect(scanToast({ ...answer, realDataUsed: false, dataSources: { real: 0, demo: 100 }, sampleDataUsed: true })).toEqual({
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

describe('cancel with confirmation and undo', () => {
  it('the cancelled toast keeps the spec texts and carries an Undo that calls back', () => {
    const onUndo = vi.fn();
    const t = cancelledToast(onUndo);
    expect(t).toMatchObject({ title: 'Subscription Cancelled', description: "We've marked this subscription as cancelled and updated your savings" });
    expect(t.action?.label).toBe('Undo');
    t.action?.onClick();
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
  it('the confirmation names the subscription, the merchant and the monthly saving', () => {
    expect(cancelConfirmText({ name: 'Netflix', merchantName: 'NETFLIX.COM', monthlyCost: 15.49 })).toEqual({
      title: 'Mark Netflix as cancelled?',
      body: 'This only records it here: it does not cancel anything with NETFLIX.COM. Cancel with NETFLIX.COM first (see How to cancel) or the charges will go on.',
      savings: 'Savings of $15.49/month will be counted from this month.',
    });
    expect(cancelConfirmText({ name: 'Gym', merchantName: '', monthlyCost: 43.33 }).body).toContain('with Gym first');
  });
  it('a failed undo is destructive with the server message', () => {
    expect(reactivateFailedToast('This subscription is not cancelled')).toEqual({ title: 'Could not undo', description: 'This subscription is not cancelled', variant: 'destructive' });
  });
});

describe('upcoming and the Free plan note', () => {
  it('upcoming texts', () => {
    expect(UPCOMING_EMPTY_MESSAGE).toBe('No charges expected in the next 30 days');
    expect(upcomingTotalText(64.97)).toBe('$64.97 in the next 30 days');
    expect(upcomingTotalText(0, 30)).toBe('$0.00 in the next 30 days');
  });
  it('says the totals cover every active subscription when the Free plan lists only the first few', () => {
    const base = { currency: 'USD', monthlyTotal: 410.12, total: 8, limitedByPlan: true, planLimit: 5, subscriptions: [] };
    expect(planTotalsText(base)).toBe('Monthly total $410.12 for all 8 active subscriptions — the Free plan lists the first 5');
    expect(planTotalsText({ ...base, limitedByPlan: false })).toBeNull();
    expect(planTotalsText({ ...base, planLimit: null, subscriptions: [{}, {}, {}] as never })).toBe(
      'Monthly total $410.12 for all 8 active subscriptions — the Free plan lists the first 3',
    );
  });
});

describe('a EUR home currency (issue "Trust": every figure in the file’s currency)', () => {
  it('the scan toast, the confirmation, Upcoming’s total and the plan note write the currency', () => {
    const result = { newSubscriptions: 1, potentialSavings: 12.5, realDataUsed: true, dataSources: { real: 40, demo: 0 }, otherCurrencyRows: 0, currency: 'EUR' };
    expect(realScanToast(result, 1).description).toBe('1 recurring charge found, 1 new subscription, €12.50 a month you could save. Found in your own transactions.');
    expect(demoScanToast({ ...result, currency: 'CHF' }).description).toMatch(/CHF\s12\.50 a month you could save/);
    expect(cancelConfirmText({ name: 'Netflix', merchantName: 'NETFLIX.COM', monthlyCost: 15.49 }, 'EUR').savings).toBe('Savings of €15.49/month will be counted from this month.');
    expect(upcomingTotalText(64.97, 30, 'EUR')).toBe('€64.97 in the next 30 days');
    expect(planTotalsText({ currency: 'EUR', monthlyTotal: 410.12, total: 8, limitedByPlan: true, planLimit: 5, subscriptions: [] })).toBe(
      'Monthly total €410.12 for all 8 active subscriptions — the Free plan lists the first 5',
    );
  });
});

describe('a scan that found nothing recurring (after the sample is removed)', () => {
  const nothing = { newSubscriptions: 0, potentialSavings: 0, realDataUsed: true, dataSources: { real: 6, demo: 0 }, otherCurrencyRows: 2, currency: 'EUR' };
  it('says nothing recurring was found in the person’s own transactions, never "Found in"', () => {
    expect(scanSourceText({ ...nothing, sampleDataUsed: false, patternsFound: 0 })).toBe('Nothing recurring found in your own transactions');
    expect(realScanToast(nothing, 0).description).toBe(
      '0 recurring charges found, 0 new subscriptions. Nothing recurring found in your own transactions. 2 transactions in other currencies were left out.',
    );
    expect(scanSourceText({ dataSources: { real: 0, demo: 90 }, patternsFound: 0 })).toBe('Nothing recurring found in the sample data');
    expect(scanSourceText({ dataSources: { real: 3, demo: 90 }, patternsFound: 0 })).toBe('Nothing recurring found in your transactions or the sample data');
    // Something found: where it was found, as before.
    expect(scanSourceText({ ...nothing, sampleDataUsed: false, patternsFound: 2 })).toBe('Found in your own transactions');
  });
});
