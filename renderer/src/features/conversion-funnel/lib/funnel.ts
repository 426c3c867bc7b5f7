/**
 * The funnel's verdicts, from the spec's thresholds (docs/product.md "Conversion funnel";
 * FUNNEL_THRESHOLDS in shared/contracts/dashboards.ts) applied to the server's funnel metrics.
 */
import { FUNNEL_STAGES, FUNNEL_THRESHOLDS, type FunnelMetricsResponse } from '../../../../../shared/contracts/dashboards';

export type FunnelMetrics = Pick<FunnelMetricsResponse, 'totalVisitors' | 'pricingViews' | 'checkoutStarts' | 'conversions' | 'conversionRate' | 'dropoffPoints'>;

export type FunnelRating = 'Excellent' | 'Needs Improvement';

/** The server's rate string ("2.35") as a number; 0 if it is not one. */
export function parseRate(rate: string): number {
  const n = Number.parseFloat(rate);
  return Number.isFinite(n) ? n : 0;
}

/** Above 2%: Excellent; otherwise (2% included) Needs Improvement. */
export function funnelRating(ratePercent: number): FunnelRating {
  return ratePercent > FUNNEL_THRESHOLDS.excellentConversionPercent ? 'Excellent' : 'Needs Improvement';
}

/** The conversion badge is highlighted above 10%. */
export function isConversionHighlighted(ratePercent: number): boolean {
  return ratePercent > FUNNEL_THRESHOLDS.highlightConversionPercent;
}

/** Revenue estimate: conversions x $19. */
export function estimatedRevenue(conversions: number): number {
  return conversions * FUNNEL_THRESHOLDS.revenuePerConversion;
}

/** Estimated revenue per visitor, in dollars rounded to cents; 0 with no visitors. */
export function revenuePerVisitor(revenue: number, visitors: number): number {
  return visitors > 0 ? Math.round((revenue / visitors) * 100) / 100 : 0;
}

export type FunnelWarningId = 'low-conversion' | 'low-pricing-views' | 'low-checkout-starts';

export interface FunnelWarning {
  id: FunnelWarningId;
  title: string;
  detail: string;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The spec's warnings, in funnel order: conversion under 2% (industry 2-3%), pricing views under 30%
 * of visitors, checkout starts under 20% of pricing views. None without visitors: there is nothing to
 * judge yet (the screen shows its empty state).
 */
export function funnelWarnings(m: FunnelMetrics): FunnelWarning[] {
  if (m.totalVisitors === 0) return [];
  const t = FUNNEL_THRESHOLDS;
  const rate = parseRate(m.conversionRate);
  const warnings: FunnelWarning[] = [];
  if (rate < t.excellentConversionPercent) {
    warnings.push({
      id: 'low-conversion',
      title: 'Low conversion rate',
      detail: `${m.conversionRate}% of visitors buy; the industry average is ${t.industryLowPercent}-${t.industryHighPercent}%.`,
    });
  }
  if (m.pricingViews < m.totalVisitors * t.minPricingShare) {
    warnings.push({
      id: 'low-pricing-views',
      title: 'Few visitors reach pricing',
      detail: `${pct(m.pricingViews / m.totalVisitors)} of visitors view the pricing page; aim for at least ${pct(t.minPricingShare)}.`,
    });
  }
  if (m.checkoutStarts < m.pricingViews * t.minCheckoutShare) {
    warnings.push({
      id: 'low-checkout-starts',
      title: 'Few pricing views start checkout',
      detail: `${pct(m.checkoutStarts / m.pricingViews)} of pricing views start a checkout; aim for at least ${pct(t.minCheckoutShare)}.`,
    });
  }
  return warnings;
}

export interface Recommendation {
  id: string;
  title: string;
  detail: string;
}

const RECOMMENDATIONS: Record<FunnelWarningId, Omit<Recommendation, 'id'>> = {
  'low-conversion': {
    title: 'Strengthen the offer at checkout',
    detail: 'Add a money-back guarantee, a clear trial or a limited discount at the point of purchase, and test the pricing card variants.',
  },
  'low-pricing-views': {
    title: 'Lead more visitors to pricing',
    detail: 'Put a pricing call to action above the fold and after the savings results, and link plans from the blog and onboarding.',
  },
  'low-checkout-starts': {
    title: 'Make the plans easier to choose',
    detail: 'Highlight one recommended plan, show the yearly saving and answer the common questions next to the buttons.',
  },
};

/** One recommendation per warning, in the same order; with none, advice to keep the funnel healthy. */
export function funnelRecommendations(warnings: readonly FunnelWarning[]): Recommendation[] {
  if (warnings.length === 0) {
    return [
      {
        id: 'keep-testing',
        title: 'Keep testing',
        detail: 'Every stage is above its threshold. Keep running A/B tests on the landing and pricing to find the next gain.',
      },
    ];
  }
  return warnings.map((w) => ({ id: w.id, ...RECOMMENDATIONS[w.id] }));
}

export interface FunnelStageView {
  name: (typeof FUNNEL_STAGES)[number];
  count: number;
  /** Of the visitors, 0-100, one decimal. */
  percentOfVisitors: number;
  /** The drop-off from the previous stage (none for the first). */
  dropoff: { lost: number; dropoffRate: number } | null;
}

/** The four stages with their counts, their share of visitors and the server's drop-off into each. */
export function funnelStages(m: FunnelMetrics): FunnelStageView[] {
  const counts = [m.totalVisitors, m.pricingViews, m.checkoutStarts, m.conversions];
  return FUNNEL_STAGES.map((name, index) => {
    const point = m.dropoffPoints.find((d) => d.stage === index);
    const count = counts[index] ?? 0;
    return {
      name,
      count,
      percentOfVisitors: m.totalVisitors > 0 ? Math.round((count / m.totalVisitors) * 1000) / 10 : 0,
      dropoff: index === 0 || !point ? null : { lost: point.lost, dropoffRate: point.dropoffRate },
    };
  });
}
