import { describe, expect, it } from 'vitest';
import { OVERLAY_STORAGE_KEYS, PRICE_DROP_DELAY_MS, RETURNING_VISITOR_AWAY_MS, VISIT_IDLE_MS } from './overlay-constants';
import type { FlagStorage } from './popup-storage';
import { nextVisit, priceDropDelayMs, readVisit, recordVisit, touchVisit, type VisitRecord } from './returning-visitor';

const HOUR = 60 * 60_000;
const T0 = Date.UTC(2025, 5, 1, 12);

function memoryStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('returning visitor', () => {
  it('a first visit is not a return', () => {
    expect(nextVisit(null, T0)).toEqual({ arrivedAt: T0, lastSeen: T0, returning: false });
  });

  it('away more than 24 hours is a return; exactly 24 hours is not', () => {
    const before: VisitRecord = { arrivedAt: T0 - 30 * HOUR, lastSeen: T0 - 25 * HOUR, returning: false };
    expect(nextVisit(before, T0)).toEqual({ arrivedAt: T0, lastSeen: T0, returning: true });
    const edge: VisitRecord = { ...before, lastSeen: T0 - RETURNING_VISITOR_AWAY_MS };
    expect(nextVisit(edge, T0).returning).toBe(false);
    expect(nextVisit({ ...edge, lastSeen: edge.lastSeen - 1 }, T0).returning).toBe(true);
  });

  it('measures the time away from when the browser was last seen, not from the last arrival', () => {
    // Arrived 30 h ago but stayed until 2 h ago: away only 2 hours.
    const stayed: VisitRecord = { arrivedAt: T0 - 30 * HOUR, lastSeen: T0 - 2 * HOUR, returning: false };
    expect(nextVisit(stayed, T0).returning).toBe(false);
  });

  it('a reload within 30 minutes continues the visit: same arrival, same answer', () => {
    const visit: VisitRecord = { arrivedAt: T0, lastSeen: T0, returning: true };
    expect(nextVisit(visit, T0 + 60_000)).toEqual({ arrivedAt: T0, lastSeen: T0 + 60_000, returning: true });
    expect(nextVisit(visit, T0 + VISIT_IDLE_MS)).toEqual({ arrivedAt: T0 + VISIT_IDLE_MS, lastSeen: T0 + VISIT_IDLE_MS, returning: false });
  });

  it('a clock that went backwards starts a fresh, non-returning visit', () => {
    expect(nextVisit({ arrivedAt: T0, lastSeen: T0, returning: true }, T0 - HOUR)).toEqual({ arrivedAt: T0 - HOUR, lastSeen: T0 - HOUR, returning: false });
  });

  it('records the visit in storage and keeps "last seen" current', () => {
    const storage = memoryStorage();
    storage.setItem(OVERLAY_STORAGE_KEYS.visit, JSON.stringify({ arrivedAt: T0 - 26 * HOUR, lastSeen: T0 - 25 * HOUR, returning: false }));
    expect(recordVisit(storage, T0)).toEqual({ arrivedAt: T0, lastSeen: T0, returning: true });
    touchVisit(storage, T0 + 10 * 60_000);
    expect(readVisit(storage)).toEqual({ arrivedAt: T0, lastSeen: T0 + 10 * 60_000, returning: true });
  });

  it('treats a damaged record as no record', () => {
    const storage = memoryStorage();
    storage.setItem(OVERLAY_STORAGE_KEYS.visit, '{not json');
    expect(readVisit(storage)).toBeNull();
    storage.setItem(OVERLAY_STORAGE_KEYS.visit, JSON.stringify({ arrivedAt: 'yesterday', lastSeen: 1 }));
    expect(readVisit(storage)).toBeNull();
    expect(recordVisit(storage, T0).returning).toBe(false);
  });

  it('the price drop is due 5 minutes after a returning visitor arrives, never for others', () => {
    const visit: VisitRecord = { arrivedAt: T0, lastSeen: T0, returning: true };
    expect(priceDropDelayMs(visit, T0)).toBe(PRICE_DROP_DELAY_MS);
    expect(priceDropDelayMs(visit, T0 + 2 * 60_000)).toBe(3 * 60_000);
    expect(priceDropDelayMs(visit, T0 + 10 * 60_000)).toBe(0);
    expect(priceDropDelayMs({ ...visit, returning: false }, T0)).toBeNull();
  });
});
