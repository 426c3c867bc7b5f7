import { describe, expect, it } from 'vitest';
import {
  displayHost,
  formatAmountPerFrequency,
  formatBillDate,
  formatPrice,
  instructionSteps,
  safeExternalUrl,
  showsMonthlyEquivalent,
  sortForReview,
  telHref,
} from './subscription-format';

describe('money and frequency', () => {
  it('prices keep their cents', () => {
    expect(formatPrice(15.49)).toBe('$15.49');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });
  it.each([
    ['weekly', '$4.99 / week'],
    ['biweekly', '$4.99 / 2 weeks'],
    ['monthly', '$4.99 / month'],
    ['quarterly', '$4.99 / quarter'],
    ['semi-annual', '$4.99 / 6 months'],
    ['annual', '$4.99 / year'],
    ['fortnightly', '$4.99 / fortnightly'],
  ])('%s', (frequency, text) => {
    expect(formatAmountPerFrequency(4.99, frequency)).toBe(text);
  });
  it('the monthly equivalent is shown only when it differs from the price', () => {
    expect(showsMonthlyEquivalent({ frequency: 'monthly' })).toBe(false);
    expect(showsMonthlyEquivalent({ frequency: 'annual' })).toBe(true);
  });
});

describe('dates', () => {
  it('reads a calendar date without moving it a day', () => {
    expect(formatBillDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatBillDate('2024-12-31T00:00:00.000Z')).toBe('Dec 31, 2024');
  });
  it('nothing for missing or odd values', () => {
    expect(formatBillDate(null)).toBeNull();
    expect(formatBillDate('soon')).toBeNull();
  });
});

describe('instructionSteps', () => {
  it('one step per sentence; domains and paths are not sentence ends', () => {
    expect(
      instructionSteps(
        'Sign in at netflix.com, open Account and choose Cancel Membership, then confirm. You keep access until the end of the current billing period.',
      ),
    ).toEqual([
      'Sign in at netflix.com, open Account and choose Cancel Membership, then confirm.',
      'You keep access until the end of the current billing period.',
    ]);
  });
  it('numbered or separate lines are the steps', () => {
    expect(instructionSteps('1. Open Settings\n2) Tap Subscriptions\n- Tap Cancel')).toEqual(['Open Settings', 'Tap Subscriptions', 'Tap Cancel']);
  });
  it('empty for nothing', () => {
    expect(instructionSteps(null)).toEqual([]);
    expect(instructionSteps('   ')).toEqual([]);
  });
});

describe('links', () => {
  it('tel: keeps digits and a leading +', () => {
    expect(telHref('1-866-579-7172')).toBe('tel:18665797172');
    expect(telHref('+1 (800) 555-0100')).toBe('tel:+18005550100');
    expect(telHref('call us')).toBeNull();
  });
  it('only http(s) urls are links', () => {
    expect(safeExternalUrl('https://www.netflix.com/cancelplan')).toBe('https://www.netflix.com/cancelplan');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('netflix.com')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
  it('shows the host without www', () => {
    expect(displayHost('https://www.netflix.com/cancelplan')).toBe('netflix.com');
  });
});

describe('lists', () => {
  const subs = [
    { id: 'a', isForgotten: false, monthlyCost: 50 },
    { id: 'b', isForgotten: true, monthlyCost: 5 },
    { id: 'c', isForgotten: true, monthlyCost: 20 },
    { id: 'd', isForgotten: false, monthlyCost: 9 },
  ];
  it('forgotten first, then the dearest', () => {
    expect(sortForReview(subs).map((s) => s.id)).toEqual(['c', 'b', 'a', 'd']);
  });
});
