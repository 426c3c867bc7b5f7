import { describe, expect, it } from 'vitest';
import {
  barPercent,
  channelLabel,
  eventLabel,
  formatClock,
  formatCount,
  formatDayTime,
  formatDollars,
  formatPValue,
  formatRate,
  formatVariantRate,
  plural,
  revenuePerVisit,
  shareOf,
  testLabel,
} from './analytics-format';

describe('figures', () => {
  it('formats counts, rates and dollars', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatRate(2.3)).toBe('2.30%');
    expect(formatRate(0)).toBe('0.00%');
    expect(formatDollars(1234)).toBe('$1,234');
    expect(formatDollars(23.5)).toBe('$23.50');
    expect(formatDollars(0)).toBe('$0');
  });
  it('computes shares, revenue per visit and bar widths without dividing by zero', () => {
    expect(shareOf(1, 3)).toBe('33.3%');
    expect(shareOf(5, 0)).toBe('0.0%');
    expect(revenuePerVisit(19, 3)).toBe(6.33);
    expect(revenuePerVisit(19, 0)).toBe(0);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 0)).toBe(0);
    expect(barPercent(20, 10)).toBe(100);
  });
});

describe('plural', () => {
  it('agrees with the count', () => {
    expect(plural(1, 'purchase')).toBe('1 purchase');
    expect(plural(1200, 'purchase')).toBe('1,200 purchases');
    expect(plural(0, 'visit')).toBe('0 visits');
  });
});

describe('labels', () => {
  it('names channels as people write them', () => {
    expect(channelLabel('twitter')).toBe('Twitter/X');
    expect(channelLabel('linkedin')).toBe('LinkedIn');
    expect(channelLabel('direct')).toBe('Direct');
    expect(channelLabel('newsletter_may')).toBe('Newsletter_may');
    expect(channelLabel('')).toBe('Unknown');
  });
  it('turns event and test names into words', () => {
    expect(eventLabel('page_view')).toBe('Page view');
    expect(eventLabel('ab_test_exposure')).toBe('Ab test exposure');
    expect(eventLabel('')).toBe('Event');
    expect(testLabel('pricing_card')).toBe('Pricing card');
  });
  it('formats p-values and variant rates', () => {
    expect(formatPValue(null)).toBe('—');
    expect(formatPValue(0.0004)).toBe('< 0.001');
    expect(formatPValue(0.04321)).toBe('0.043');
    expect(formatVariantRate(null)).toBe('—');
    expect(formatVariantRate(12.34)).toBe('12.3%');
  });
  it('formats times in the given zone', () => {
    const at = Date.UTC(2025, 2, 4, 15, 4, 5);
    expect(formatClock(at, 'UTC')).toBe('3:04:05 PM');
    expect(formatDayTime(at, 'UTC')).toBe('Mar 4, 3:04 PM');
  });
});
