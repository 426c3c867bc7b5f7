import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from './analytics';
import { currentJourney, JOURNEY_MAX_PATHS, recordJourneyPath } from './visitor-journey';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('visitor journey', () => {
  it('records paths in order with the landing utm_source, and keeps the start time', () => {
    const storage = memoryStorage();
    recordJourneyPath(storage, 1_000, '/', 'http://app.test/?utm_source=google');
    recordJourneyPath(storage, 5_000, '/pricing', 'http://app.test/pricing');
    expect(currentJourney(storage, 6_000)).toEqual({ startedAt: 1_000, lastSeen: 5_000, paths: ['/', '/pricing'], source: 'google' });
  });

  it('starts a new journey after the idle limit, and is gone when idle', () => {
    const storage = memoryStorage();
    recordJourneyPath(storage, 0, '/', 'http://app.test/?utm_source=google');
    expect(currentJourney(storage, SESSION_IDLE_MS)).toBeNull();
    const next = recordJourneyPath(storage, SESSION_IDLE_MS + 1, '/beta', 'http://app.test/beta');
    expect(next).toEqual({ startedAt: SESSION_IDLE_MS + 1, lastSeen: SESSION_IDLE_MS + 1, paths: ['/beta'], source: null });
  });

  it('keeps at most JOURNEY_MAX_PATHS paths and survives broken storage', () => {
    const storage = memoryStorage();
    for (let i = 0; i < JOURNEY_MAX_PATHS + 5; i += 1) recordJourneyPath(storage, i, `/p${i}`, 'http://app.test/');
    expect(currentJourney(storage, 100)!.paths).toHaveLength(JOURNEY_MAX_PATHS);
    storage.setItem('wealth-desk.visitor.journey', '{not json');
    expect(currentJourney(storage, 100)).toBeNull();
  });
});
