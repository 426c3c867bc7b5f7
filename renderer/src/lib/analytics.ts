/**
 * First-party analytics: POST /api/analytics/track stores the event on the server, and the same
 * event goes to a tag manager's dataLayer when the page has one (DESIGN.md "Growth, analytics").
 * Tracking never gets in the user's way: it does not throw, and failures are only logged.
 */
import type { TrackEventRequest } from '../../../shared/contracts/analytics';
import { apiRequest } from './api-client';

export const ANALYTICS_TRACK_PATH = '/api/analytics/track';

/** Flat string / number / boolean / null values, as the track contract allows. */
export type AnalyticsProperties = NonNullable<TrackEventRequest['properties']>;

declare global {
  interface Window {
    /** Google Tag Manager style event queue, present only when a tag manager is configured. */
    dataLayer?: unknown[];
  }
}

/** The body POST /api/analytics/track takes: { event, properties? }. */
export function trackBody(event: string, properties?: AnalyticsProperties): TrackEventRequest {
  return properties === undefined ? { event } : { event, properties };
}

/** Pushes `{ event, ...properties }` (the tag-manager convention) when a dataLayer exists. */
export function pushToDataLayer(event: string, properties?: AnalyticsProperties): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  try {
    window.dataLayer.push({ ...properties, event });
  } catch (error) {
    console.warn(`analytics: dataLayer push failed for ${event}`, error);
  }
}

export async function trackEvent(event: string, properties?: AnalyticsProperties): Promise<void> {
  pushToDataLayer(event, properties);
  try {
    await apiRequest('POST', ANALYTICS_TRACK_PATH, trackBody(event, properties));
  } catch (error) {
    console.warn(`analytics: could not record ${event}`, error);
  }
}
