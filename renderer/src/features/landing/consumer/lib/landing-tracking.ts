/**
 * Click and impression tracking on the consumer landing's elements
 * (docs/product.md "Consumer face"), and the A/B exposure event, through the app's one tracking
 * helper. Event names are small and snake_case; which element is named in the `element` property.
 */
import { AB_EXPOSURE_EVENT, type AbTestName } from '../../../../../../shared/contracts/growth';
import { currentSession, trackEvent, type AnalyticsProperties } from '@/lib/analytics';
import { claimExposure } from './ab-assignment';

export const LANDING_EVENTS = {
  click: 'landing_click',
  impression: 'landing_impression',
} as const;

export function trackLandingClick(element: string, properties?: AnalyticsProperties): void {
  void trackEvent(LANDING_EVENTS.click, { ...properties, element });
}

export function trackLandingImpression(element: string, properties?: AnalyticsProperties): void {
  void trackEvent(LANDING_EVENTS.impression, { ...properties, element });
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Sends AB_EXPOSURE_EVENT { testName, variant } once per analytics session and test. The landing's
 * page_view has already opened the session by the time an experiment is seen, so reading it here
 * does not take the session's landing details away from the first event.
 */
export function reportExposure(testName: AbTestName, variant: string): void {
  const storage = browserStorage();
  if (!storage) return;
  let sessionId: string;
  try {
    sessionId = currentSession(Date.now(), storage, window.location.href, document.referrer).id;
  } catch {
    return;
  }
  if (claimExposure(testName, variant, sessionId, storage)) void trackEvent(AB_EXPOSURE_EVENT, { testName, variant });
}
