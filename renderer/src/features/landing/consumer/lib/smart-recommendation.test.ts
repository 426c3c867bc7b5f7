import { describe, expect, it } from 'vitest';
import { recommend, signalsFromJourney, type VisitSignals } from './smart-recommendation';

const base: VisitSignals = { pagesViewed: 1, secondsOnSite: 0, viewedPricing: false, startedCheckout: false, source: null };
const visit = (signals: Partial<VisitSignals>) => recommend({ ...base, ...signals });

describe('smart recommendation rules, in the spec order', () => {
  it('1. checkout started without a pricing view: the checkout discount', () => {
    expect(visit({ startedCheckout: true })).toBe('checkout_discount');
    // It outranks every later rule.
    expect(visit({ startedCheckout: true, pagesViewed: 9, secondsOnSite: 999, source: 'google' })).toBe('checkout_discount');
    // With a pricing view it does not apply.
    expect(visit({ startedCheckout: true, viewedPricing: true, secondsOnSite: 10 })).toBe('welcome_discount');
  });

  it('2. viewed pricing and over 180 s: risk-free', () => {
    expect(visit({ viewedPricing: true, secondsOnSite: 180 })).toBe('welcome_discount');
    expect(visit({ viewedPricing: true, secondsOnSite: 180.5 })).toBe('risk_free');
    expect(visit({ viewedPricing: true, startedCheckout: true, secondsOnSite: 181 })).toBe('risk_free');
    // Before social proof, even with 3+ pages.
    expect(visit({ viewedPricing: true, pagesViewed: 5, secondsOnSite: 400 })).toBe('risk_free');
    expect(visit({ viewedPricing: false, secondsOnSite: 181 })).toBe('welcome_discount');
  });

  it('3. three or more pages and over 120 s: social proof', () => {
    expect(visit({ pagesViewed: 3, secondsOnSite: 120 })).toBe('welcome_discount');
    expect(visit({ pagesViewed: 3, secondsOnSite: 121 })).toBe('social_proof');
    expect(visit({ pagesViewed: 2, secondsOnSite: 121 })).toBe('welcome_discount');
    // Pricing viewed but not yet over 180 s: social proof applies.
    expect(visit({ viewedPricing: true, pagesViewed: 3, secondsOnSite: 150 })).toBe('social_proof');
    // Before urgency.
    expect(visit({ pagesViewed: 4, secondsOnSite: 301 })).toBe('social_proof');
  });

  it('4. source google under 60 s: feature highlight', () => {
    expect(visit({ source: 'google', secondsOnSite: 59.9 })).toBe('feature_highlight');
    expect(visit({ source: 'Google', secondsOnSite: 0 })).toBe('feature_highlight');
    expect(visit({ source: 'google', secondsOnSite: 60 })).toBe('welcome_discount');
    expect(visit({ source: 'bing', secondsOnSite: 10 })).toBe('welcome_discount');
  });

  it('5. over 300 s: urgency', () => {
    expect(visit({ secondsOnSite: 300 })).toBe('welcome_discount');
    expect(visit({ secondsOnSite: 301 })).toBe('urgency');
    expect(visit({ source: 'google', secondsOnSite: 301 })).toBe('urgency');
  });

  it('6. otherwise: the welcome discount', () => {
    expect(visit({})).toBe('welcome_discount');
  });
});

describe('signalsFromJourney', () => {
  it('reads pages, time, pricing, checkout and source from the journey', () => {
    const journey = { startedAt: 1_000, lastSeen: 5_000, paths: ['/', '/checkout', '/'], source: 'google' };
    expect(signalsFromJourney(journey, 61_000)).toEqual({ pagesViewed: 3, secondsOnSite: 60, viewedPricing: false, startedCheckout: true, source: 'google' });
    expect(signalsFromJourney({ ...journey, paths: ['/pricing'] }, 0)).toMatchObject({ pagesViewed: 1, secondsOnSite: 0, viewedPricing: true, startedCheckout: false });
  });

  it('treats no journey as a fresh one-page visit', () => {
    expect(recommend(signalsFromJourney(null, 123))).toBe('welcome_discount');
    expect(signalsFromJourney(null, 123)).toEqual({ pagesViewed: 1, secondsOnSite: 0, viewedPricing: false, startedCheckout: false, source: null });
  });
});
