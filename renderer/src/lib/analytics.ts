/**
 * First-party analytics: the track endpoint stores the event on the server, and the same
 * event goes to a tag manager's dataLayer when the page has one
 * (docs/product.md "Growth, analytics"). Tracking never gets in the user's way: it does not throw,
 * and failures are only logged.
 */
import { analyticsApi } from '../../../shared/api/analytics';
import { ANALYTICS_SESSION_HEADER } from '../../../shared/constants';
import type { TrackEventRequest } from '../../../shared/contracts/analytics';
import { apiFetch } from './api-client';

/** Flat string / number / boolean / null values, as the track contract allows. */
export type AnalyticsProperties = NonNullable<TrackEventRequest['properties']>;

declare global {
  interface Window {
    /** Google Tag Manager style event queue, present only when a tag manager is configured. */
    dataLayer?: unknown[];
  }
}

/** The body the track endpoint takes: { event, properties? }. */
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

/** A visit ends after this long without an event (the common analytics convention). */
export const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_KEY = 'wealth-desk.analytics.session';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface AnalyticsSession {
  id: string;
  /** Set on the event that opens the session: where the visit came from. */
  landing: AnalyticsProperties | null;
}

/**
 * The first-party session: a random id kept in this browser's storage, renewed after 30 minutes
 * without an event. A new session records the landing URL's UTM fields and an outside referrer.
 */
export function currentSession(now: number, storage: Pick<Storage, 'getItem' | 'setItem'>, landingUrl: string, referrer: string): AnalyticsSession {
  let stored: { id: string; lastSeen: number } | null;
  try {
    stored = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as { id: string; lastSeen: number } | null;
  } catch {
    stored = null;
  }
  const fresh = !stored || typeof stored.id !== 'string' || !(now - stored.lastSeen < SESSION_IDLE_MS);
  const id = fresh ? crypto.randomUUID() : stored!.id;
  try {
    storage.setItem(SESSION_KEY, JSON.stringify({ id, lastSeen: now }));
  } catch {
    // Storage may be full or blocked: the session simply does not persist.
  }
  if (!fresh) return { id, landing: null };
  const url = new URL(landingUrl);
  const landing: AnalyticsProperties = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) landing[key] = value.slice(0, 200);
  }
  if (referrer && new URL(referrer, url).origin !== url.origin) landing.referrer = referrer.slice(0, 500);
  return { id, landing: Object.keys(landing).length > 0 ? landing : null };
}

/** The session in a real browser; null where there is none (tests, storage blocked). */
function browserSession(): AnalyticsSession | null {
  try {
    return currentSession(Date.now(), window.localStorage, window.location.href, document.referrer);
  } catch {
    return null;
  }
}

/** The visit's session header, for writes the owner dashboards attribute to a visit (e.g. a beta signup). */
export function analyticsSessionHeaders(): Record<string, string> | undefined {
  const session = browserSession();
  return session ? { [ANALYTICS_SESSION_HEADER]: session.id } : undefined;
}

export async function trackEvent(event: string, properties?: AnalyticsProperties): Promise<void> {
  pushToDataLayer(event, properties);
  try {
    const session = browserSession();
    const withLanding = session?.landing ? { ...properties, ...session.landing } : properties;
    // apiFetch, not callApi: the answer is an empty 204, so no contract is loaded for it.
    await apiFetch(analyticsApi.track, { body: trackBody(event, withLanding) }, { headers: session ? { [ANALYTICS_SESSION_HEADER]: session.id } : undefined });
  } catch (error) {
    console.warn(`analytics: could not record ${event}`, error);
  }
}
