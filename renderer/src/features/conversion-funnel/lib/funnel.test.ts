import { describe, expect, it } from 'vitest';
import { FUNNEL_THRESHOLDS } from '../../../../../shared/contracts/dashboards';
import {
  estimatedRevenue,
  funnelRating,
  funnelRecommendations,
  funnelStages,
  funnelWarnings,
  isConversionHighlighted,
  parseRate,
  revenuePerVisitor,
  type FunnelMetrics,
} from './funnel';

const metrics = (over: Partial<FunnelMetrics> = {}): FunnelMetrics => ({
  totalVisitors: 1000,
  pricingViews: 400,
  checkoutStarts: 100,
  conversions: 25,
  conversionRate: '2.50',
  dropoffPoints: [
    { stage: 1, from: 'Visitors', to: 'Pricing views', lost: 600, dropoffRate: 60 },
    { stage: 2, from: 'Pricing views', to: 'Checkout starts', lost: 300, dropoffRate: 75 },
    { stage: 3, from: 'Checkout starts', to: 'Conversions', lost: 75, dropoffRate: 75 },
  ],
  ...over,
});

describe('rating and badge', () => {
  it('is Excellent only above 2%', () => {
    expect(funnelRating(2.01)).toBe('Excellent');
    expect(funnelRating(2)).toBe('Needs Improvement');
    expect(funnelRating(0)).toBe('Needs Improvement');
  });
  it('highlights the conversion badge only above 10%', () => {
    expect(isConversionHighlighted(10)).toBe(false);
    expect(isConversionHighlighted(10.01)).toBe(true);
  });
  it('reads the rate string', () => {
    expect(parseRate('2.35')).toBe(2.35);
    expect(parseRate('x')).toBe(0);
  });
});

describe('revenue', () => {
  it('estimates conversions x $19', () => {
    expect(FUNNEL_THRESHOLDS.revenuePerConversion).toBe(19);
    expect(estimatedRevenue(25)).toBe(475);
    expect(estimatedRevenue(0)).toBe(0);
  });
  it('divides by visitors, 0 without any', () => {
    expect(revenuePerVisitor(475, 1000)).toBe(0.48);
    expect(revenuePerVisitor(475, 0)).toBe(0);
  });
});

describe('warnings', () => {
  it('has none for a healthy funnel', () => {
    expect(funnelWarnings(metrics())).toEqual([]);
  });
  it('warns below 2% with the industry range', () => {
    const [w] = funnelWarnings(metrics({ conversions: 15, conversionRate: '1.50' }));
    expect(w?.id).toBe('low-conversion');
    expect(w?.detail).toContain('1.50%');
    expect(w?.detail).toContain('2-3%');
  });
  it('does not warn at exactly 2%', () => {
    expect(funnelWarnings(metrics({ conversions: 20, conversionRate: '2.00' }))).toEqual([]);
  });
  it('warns when pricing views are under 30% of visitors, not at 30%', () => {
    expect(funnelWarnings(metrics({ pricingViews: 299, checkoutStarts: 100 })).map((w) => w.id)).toEqual(['low-pricing-views']);
    expect(funnelWarnings(metrics({ pricingViews: 300, checkoutStarts: 100 }))).toEqual([]);
  });
  it('warns when checkout starts are under 20% of pricing views, not at 20%', () => {
    expect(funnelWarnings(metrics({ checkoutStarts: 79 })).map((w) => w.id)).toEqual(['low-checkout-starts']);
    expect(funnelWarnings(metrics({ checkoutStarts: 80 }))).toEqual([]);
  });
  it('lists every warning in funnel order', () => {
    const all = funnelWarnings(metrics({ pricingViews: 100, checkoutStarts: 10, conversions: 5, conversionRate: '0.50' }));
    expect(all.map((w) => w.id)).toEqual(['low-conversion', 'low-pricing-views', 'low-checkout-starts']);
  });
  it('judges nothing without visitors', () => {
    expect(funnelWarnings(metrics({ totalVisitors: 0, pricingViews: 0, checkoutStarts: 0, conversions: 0, conversionRate: '0.00' }))).toEqual([]);
  });
});

describe('recommendations', () => {
  it('follows the warnings one for one', () => {
    const warnings = funnelWarnings(metrics({ pricingViews: 100, checkoutStarts: 10, conversions: 5, conversionRate: '0.50' }));
    expect(funnelRecommendations(warnings).map((r) => r.id)).toEqual(['low-conversion', 'low-pricing-views', 'low-checkout-starts']);
  });
  it('advises to keep testing without warnings', () => {
    expect(funnelRecommendations([]).map((r) => r.id)).toEqual(['keep-testing']);
  });
});

describe('stages', () => {
  it('gives counts, share of visitors and the drop-off into each stage', () => {
    const stages = funnelStages(metrics());
    expect(stages.map((s) => [s.name, s.count, s.percentOfVisitors])).toEqual([
      ['Visitors', 1000, 100],
      ['Pricing views', 400, 40],
      ['Checkout starts', 100, 10],
      ['Conversions', 25, 2.5],
    ]);
    expect(stages[0]?.dropoff).toBeNull();
    expect(stages[2]?.dropoff).toEqual({ lost: 300, dropoffRate: 75 });
  });
  it('shows 0% with no visitors', () => {
    expect(funnelStages(metrics({ totalVisitors: 0 }))[1]?.percentOfVisitors).toBe(0);
  });
});
