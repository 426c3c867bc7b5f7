/**
 * The personalised call to action's smart recommendation rules
 * (docs/product.md "A/B tests and personalisation"), checked in the spec's order; the first that
 * matches wins. The inputs describe this visit only (renderer/src/lib/visitor-journey.ts), which
 * never leaves the browser.
 */
import { SMART_RULES } from '../../../../../../shared/landing';
import type { VisitorJourney } from '@/lib/visitor-journey';

export interface VisitSignals {
  pagesViewed: number;
  secondsOnSite: number;
  viewedPricing: boolean;
  startedCheckout: boolean;
  /** utm_source of the visit, if any. */
  source: string | null;
}

export const RECOMMENDATIONS = ['checkout_discount', 'risk_free', 'social_proof', 'feature_highlight', 'urgency', 'welcome_discount'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const PRICING_PATH = '/pricing';
export const CHECKOUT_PATH = '/checkout';

export function recommend(signals: VisitSignals): Recommendation {
  const { pagesViewed, secondsOnSite, viewedPricing, startedCheckout, source } = signals;
  if (startedCheckout && !viewedPricing) return 'checkout_discount';
  if (viewedPricing && secondsOnSite > SMART_RULES.riskFreeAfterSeconds) return 'risk_free';
  if (pagesViewed >= SMART_RULES.socialProofMinPages && secondsOnSite > SMART_RULES.socialProofAfterSeconds) return 'social_proof';
  // utm_source values are typed by people: "Google" is the same source as "google".
  if (source?.trim().toLowerCase() === SMART_RULES.featureHighlightSource && secondsOnSite < SMART_RULES.featureHighlightBeforeSeconds) {
    return 'feature_highlight';
  }
  if (secondsOnSite > SMART_RULES.urgencyAfterSeconds) return 'urgency';
  return 'welcome_discount';
}

/**
 * The signals of a journey at `now`. With no journey (storage blocked, or the visit went idle) this
 * page view is the whole visit: one page, just begun.
 */
export function signalsFromJourney(journey: VisitorJourney | null, now: number): VisitSignals {
  if (!journey) return { pagesViewed: 1, secondsOnSite: 0, viewedPricing: false, startedCheckout: false, source: null };
  return {
    pagesViewed: journey.paths.length,
    secondsOnSite: Math.max(0, (now - journey.startedAt) / 1000),
    viewedPricing: journey.paths.includes(PRICING_PATH),
    startedCheckout: journey.paths.includes(CHECKOUT_PATH),
    source: journey.source,
  };
}
