import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionAlert } from '../../../../../shared/contracts/subscriptions';
import { alertEntries, alertSummaryText, chargedAfterCancelOf, priceAlertOf } from './alerts';

const priceUp: SubscriptionAlert = {
  kind: 'price-increase',
  date: '2026-02-03',
  amount: 17.99,
  previousAmount: 15.49,
  message: 'Price rose from $15.49 to $17.99 on 2026-02-03 (+16.1%).',
};
const afterCancel: SubscriptionAlert = {
  kind: 'charged-after-cancel',
  date: '2026-03-03',
  amount: 7.99,
  previousAmount: null,
  message: 'Charged $7.99 on 2026-03-03 after you cancelled on 2026-02-20: contact Hulu or dispute it with your bank.',
};

function sub(id: string, name: string, alerts: SubscriptionAlert[]): Subscription {
  return {
    id,
    name,
    merchantName: name,
    amount: 10,
    frequency: 'monthly',
    status: 'active',
    isForgotten: false,
    category: null,
    nextBillDate: null,
    lastUsedDate: null,
    cancellationUrl: null,
    cancellationPhone: null,
    cancellationInstructions: null,
    monthlyCost: 10,
    forgottenReasons: [],
    lastBillDate: null,
    cancelledAt: null,
    source: 'real',
    alerts,
  };
}

describe('alerts', () => {
  it('summarises every alert, a charge after cancelling first', () => {
    const list = {
      subscriptions: [sub('1', 'Netflix', [priceUp]), sub('2', 'Gym', []), sub('3', 'Spotify', [priceUp])],
      cancelled: [sub('4', 'Hulu', [afterCancel])],
    };
    const entries = alertEntries(list);
    expect(entries.map((e) => e.text)).toEqual(['Hulu charged after you cancelled', 'Netflix price up', 'Spotify price up']);
    expect(alertSummaryText(entries)).toBe('3 alerts: Hulu charged after you cancelled, Netflix price up, Spotify price up');
    expect(alertSummaryText(alertEntries({ subscriptions: [sub('1', 'Netflix', [priceUp])], cancelled: [] }))).toBe('1 alert: Netflix price up');
  });
  it('says nothing when there is no alert', () => {
    expect(alertSummaryText(alertEntries({ subscriptions: [sub('1', 'Netflix', [])], cancelled: [] }))).toBeNull();
  });
  it('finds each kind on a subscription', () => {
    const both = sub('1', 'X', [priceUp, afterCancel]);
    expect(priceAlertOf(both)).toBe(priceUp);
    expect(chargedAfterCancelOf(both)).toBe(afterCancel);
    expect(priceAlertOf(sub('2', 'Y', [afterCancel]))).toBeUndefined();
  });
});
