import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../../../shared/plans';
import {
  canCancel,
  cardBrandLabel,
  cardExpiry,
  filenameFromDisposition,
  formatBillingDate,
  formatCents,
  formatDollars,
  intervalLabel,
  planName,
  statusBadgeVariant,
  statusLabel,
} from './billing-format';

describe('formatCents', () => {
  it('shows cents as money with two decimals', () => {
    expect(formatCents(900)).toBe('$9.00');
    expect(formatCents(450, 'usd')).toBe('$4.50');
    expect(formatCents(22800, 'USD')).toBe('$228.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('uses the currency given, and falls back to dollars for a code that is not one', () => {
    expect(formatCents(900, 'eur')).toBe('€9.00');
    expect(formatCents(900, 'not a code')).toBe('$9.00');
  });
});

describe('formatDollars', () => {
  it('keeps cents only when there are some', () => {
    expect(formatDollars(127)).toBe('$127');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(1500)).toBe('$1,500');
  });
});

describe('formatBillingDate', () => {
  it('reads the date in UTC so midnight does not become the day before', () => {
    expect(formatBillingDate('2026-12-21T00:00:00.000Z')).toBe('December 21, 2026');
    expect(formatBillingDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('shows an unreadable date as sent', () => {
    expect(formatBillingDate('soon')).toBe('soon');
  });
});

describe('planName', () => {
  it('takes the name from the catalogue', () => {
    expect(planName('pro')).toBe(PLANS.pro.name);
    expect(planName('business')).toBe(PLANS.business.name);
    expect(planName('premium')).toBe(PLANS.premium.name);
  });

  it('capitalises an id the catalogue does not know', () => {
    expect(planName('legacy')).toBe('Legacy');
  });
});

describe('intervalLabel', () => {
  it('normalises the ways a provider names an interval', () => {
    expect(intervalLabel('month')).toBe('month');
    expect(intervalLabel('Monthly')).toBe('month');
    expect(intervalLabel('year')).toBe('year');
    expect(intervalLabel('annual')).toBe('year');
    expect(intervalLabel('week')).toBe('week');
  });
});

describe('status', () => {
  it('is green only when active (docs/product.md "Billing")', () => {
    expect(statusBadgeVariant('active')).toBe('success');
    expect(statusBadgeVariant('ACTIVE')).toBe('success');
    expect(statusBadgeVariant('past_due')).toBe('secondary');
    expect(statusBadgeVariant('canceled')).toBe('secondary');
    expect(statusBadgeVariant('trialing')).toBe('secondary');
  });

  it('reads as words', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('incomplete_expired')).toBe('Incomplete expired');
  });
});

describe('canCancel', () => {
  const active = { status: 'active', cancel_at_period_end: false };

  it('allows cancelling a running subscription', () => {
    expect(canCancel(active)).toBe(true);
    expect(canCancel({ ...active, status: 'past_due' })).toBe(true);
  });

  it('hides Cancel once the subscription is set to end, has ended, or does not exist', () => {
    expect(canCancel({ ...active, cancel_at_period_end: true })).toBe(false);
    expect(canCancel({ ...active, status: 'canceled' })).toBe(false);
    expect(canCancel(null)).toBe(false);
  });
});

describe('card', () => {
  it('names the brand and pads the month', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('newcard')).toBe('Newcard');
    expect(cardExpiry(4, 2030)).toBe('Expires 04/2030');
    expect(cardExpiry(12, 2031)).toBe('Expires 12/2031');
  });
});

describe('filenameFromDisposition', () => {
  const fallback = 'usage-report.csv';

  it('reads a quoted or bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="usage-2026-11.csv"', fallback)).toBe('usage-2026-11.csv');
    expect(filenameFromDisposition('attachment; filename=usage.csv', fallback)).toBe('usage.csv');
  });

  it('prefers filename* (RFC 6266)', () => {
    expect(filenameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`, fallback)).toBe('résumé.csv');
  });

  it('keeps only the base name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="C:\\temp\\x.csv"', fallback)).toBe('x.csv');
  });

  it('falls back when there is no name', () => {
    expect(filenameFromDisposition(null, fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
  });
});
