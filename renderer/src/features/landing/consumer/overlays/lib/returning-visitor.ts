/**
 * The returning visitor (docs/product.md "Overlays"): someone whose previous visit ended more than
 * 24 hours before this one began sees the price-drop popup 5 minutes after arriving. The record
 * lives in localStorage: when this visit began, when the browser was last seen here, and whether
 * this visit is a return. Activity within 30 minutes continues the visit, so a reload neither
 * restarts the 5-minute countdown nor turns the visit into a "return" of its own.
 */
import { PRICE_DROP_DELAY_MS, RETURNING_VISITOR_AWAY_MS, VISIT_IDLE_MS, OVERLAY_STORAGE_KEYS } from './overlay-constants';
import type { FlagStorage } from './popup-storage';

export interface VisitRecord {
  /** When this visit began (ms since the epoch). */
  arrivedAt: number;
  /** The last time this browser was seen on the landing page. */
  lastSeen: number;
  /** This visit came more than 24 hours after the previous one. */
  returning: boolean;
}

export function readVisit(storage: FlagStorage): VisitRecord | null {
  try {
    const value = JSON.parse(storage.getItem(OVERLAY_STORAGE_KEYS.visit) ?? 'null') as Partial<VisitRecord> | null;
    if (!value || typeof value.arrivedAt !== 'number' || typeof value.lastSeen !== 'number') return null;
    if (!Number.isFinite(value.arrivedAt) || !Number.isFinite(value.lastSeen)) return null;
    return { arrivedAt: value.arrivedAt, lastSeen: value.lastSeen, returning: value.returning === true };
  } catch {
    return null;
  }
}

function writeVisit(storage: FlagStorage, visit: VisitRecord): void {
  try {
    storage.setItem(OVERLAY_STORAGE_KEYS.visit, JSON.stringify(visit));
  } catch {
    // Blocked or full: this page still knows the visit it computed.
  }
}

/** The visit a page load at `now` belongs to, given the stored record (pure). */
export function nextVisit(previous: VisitRecord | null, now: number): VisitRecord {
  // A clock that went backwards (a corrected system time) is treated as a new, non-returning visit.
  if (previous && previous.lastSeen <= now && now - previous.lastSeen < VISIT_IDLE_MS) {
    return { ...previous, lastSeen: now };
  }
  const returning = previous !== null && now - previous.lastSeen > RETURNING_VISITOR_AWAY_MS;
  return { arrivedAt: now, lastSeen: now, returning };
}

/** Records this page load and answers the visit it belongs to. */
export function recordVisit(storage: FlagStorage, now: number): VisitRecord {
  const visit = nextVisit(readVisit(storage), now);
  writeVisit(storage, visit);
  return visit;
}

/** Keeps "last seen" current (on leaving the page), so the next visit measures the time away. */
export function touchVisit(storage: FlagStorage, now: number): void {
  const visit = readVisit(storage);
  if (visit && visit.lastSeen <= now) writeVisit(storage, { ...visit, lastSeen: now });
}

/** Milliseconds until the price-drop popup is due, or null when this visit is not a return. */
export function priceDropDelayMs(visit: VisitRecord, now: number): number | null {
  if (!visit.returning) return null;
  return Math.max(0, visit.arrivedAt + PRICE_DROP_DELAY_MS - now);
}
