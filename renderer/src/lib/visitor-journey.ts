/**
 * What this browser did during the current visit (paths seen, when it began, where it came from),
 * kept in browser storage only. The consumer landing's personalised call to action reads it
 * (docs/product.md "A/B tests and personalisation"); it never leaves the browser.
 */
import { SESSION_IDLE_MS } from './analytics';

const JOURNEY_KEY = 'wealth-desk.visitor.journey';
/** Enough for the rules (3+ pages) and bounded so storage cannot grow without limit. */
export const JOURNEY_MAX_PATHS = 50;

export interface VisitorJourney {
  startedAt: number;
  lastSeen: number;
  /** Paths in the order they were viewed (repeats kept). */
  paths: string[];
  /** utm_source of the visit's landing URL, if any. */
  source: string | null;
}

type JourneyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: JourneyStorage): VisitorJourney | null {
  try {
    const value = JSON.parse(storage.getItem(JOURNEY_KEY) ?? 'null') as VisitorJourney | null;
    if (!value || typeof value.startedAt !== 'number' || typeof value.lastSeen !== 'number' || !Array.isArray(value.paths)) return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * Adds one page view. A visit idle for longer than an analytics session (30 minutes) starts a new
 * journey, so "time on site" means this visit, not the first visit ever.
 */
export function recordJourneyPath(storage: JourneyStorage, now: number, path: string, landingUrl: string): VisitorJourney {
  const previous = read(storage);
  const fresh = !previous || !(now - previous.lastSeen < SESSION_IDLE_MS);
  const journey: VisitorJourney = fresh
    ? { startedAt: now, lastSeen: now, paths: [path], source: new URL(landingUrl).searchParams.get('utm_source')?.slice(0, 100) ?? null }
    : { ...previous!, lastSeen: now, paths: [...previous!.paths, path].slice(-JOURNEY_MAX_PATHS) };
  try {
    storage.setItem(JOURNEY_KEY, JSON.stringify(journey));
  } catch {
    // Storage full or blocked: the recommendation falls back to its default.
  }
  return journey;
}

/** The current visit's journey, or null when there is none (or it went idle). */
export function currentJourney(storage: JourneyStorage, now: number): VisitorJourney | null {
  const journey = read(storage);
  return journey && now - journey.lastSeen < SESSION_IDLE_MS ? journey : null;
}
