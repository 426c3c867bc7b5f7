import { describe, expect, it } from 'vitest';
import {
  BANNER_DISMISS_MS,
  BANNER_DISMISSED_KEY,
  clearExpiredDismissal,
  countdownRemainingMs,
  describeCountdown,
  formatCountdown,
  isBannerDismissed,
  parseDismissedAt,
  readDismissedAt,
  URGENCY_COUNTDOWN_MS,
  writeDismissedAt,
  type KeyValueStore,
} from './urgency-banner';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** An injected clock: the tests move it, nothing reads the real time. */
function clock(start = START) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

describe('24 h countdown (docs/product.md "Pricing")', () => {
  it('lasts 24 hours and the dismissal lasts 24 hours', () => {
    expect(URGENCY_COUNTDOWN_MS).toBe(24 * HOUR);
    expect(BANNER_DISMISS_MS).toBe(24 * HOUR);
  });

  it('counts down from 24:00:00, second by second', () => {
    const c = clock();
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('24:00:00');
    c.advance(SECOND);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('23:59:59');
    c.advance(59 * SECOND);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('23:59:00');
    c.advance(12 * HOUR + 30 * 60 * SECOND + 45 * SECOND);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('11:28:15');
  });

  it('reaches 00:00:01, then starts again at 24:00:00 instead of going negative', () => {
    const c = clock();
    c.advance(24 * HOUR - SECOND);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('00:00:01');
    c.advance(SECOND);
    expect(countdownRemainingMs(START, c.now())).toBe(24 * HOUR);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('24:00:00');
    c.advance(SECOND);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('23:59:59');
    // Several periods later it is still inside the 24 h range.
    c.advance(3 * 24 * HOUR + 5 * HOUR);
    expect(formatCountdown(countdownRemainingMs(START, c.now()))).toBe('18:59:59');
  });

  it('reads a clock that went backwards as just started', () => {
    expect(countdownRemainingMs(START, START - 5 * HOUR)).toBe(24 * HOUR);
  });

  it('partial seconds round up', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(1500)).toBe('00:00:02');
    expect(formatCountdown(-20)).toBe('00:00:00');
  });

  it('describes the time left in words for screen readers', () => {
    expect(describeCountdown(24 * HOUR)).toBe('24 hours');
    expect(describeCountdown(HOUR + 60 * SECOND + SECOND)).toBe('1 hour, 1 minute and 1 second');
    expect(describeCountdown(2 * 60 * SECOND + 5 * SECOND)).toBe('2 minutes and 5 seconds');
    expect(describeCountdown(0)).toBe('0 seconds');
  });
});

describe('banner dismissal (hidden for 24 h)', () => {
  it('is hidden from the dismissal until just before 24 h have passed, then shows again', () => {
    const c = clock();
    const dismissedAt = c.now();
    expect(isBannerDismissed(dismissedAt, c.now())).toBe(true);
    c.advance(24 * HOUR - 1);
    expect(isBannerDismissed(dismissedAt, c.now())).toBe(true);
    c.advance(1);
    expect(isBannerDismissed(dismissedAt, c.now())).toBe(false);
  });

  it('shows when never dismissed, or when the stored time is in the future', () => {
    expect(isBannerDismissed(null, START)).toBe(false);
    expect(isBannerDismissed(START + HOUR, START)).toBe(false);
  });

  it('parses only whole epoch milliseconds', () => {
    expect(parseDismissedAt(String(START))).toBe(START);
    expect(parseDismissedAt(` ${START} `)).toBe(START);
    for (const bad of [null, '', 'yesterday', '-5', '1.5', '1e12', '99999999999999999']) expect(parseDismissedAt(bad)).toBeNull();
  });

  it('stores the dismissal time and reads it back across a "reload" (a new read of the same storage)', () => {
    const c = clock();
    const store = memoryStore();
    writeDismissedAt(store, c.now());
    expect(store.data[BANNER_DISMISSED_KEY]).toBe(String(START));
    c.advance(23 * HOUR);
    expect(isBannerDismissed(readDismissedAt(store), c.now())).toBe(true);
    c.advance(HOUR);
    expect(isBannerDismissed(readDismissedAt(store), c.now())).toBe(false);
  });

  it('clears a dismissal only once it has run out', () => {
    const c = clock();
    const store = memoryStore({ [BANNER_DISMISSED_KEY]: String(START) });
    clearExpiredDismissal(store, c.now() + HOUR);
    expect(store.data[BANNER_DISMISSED_KEY]).toBe(String(START));
    clearExpiredDismissal(store, c.now() + 25 * HOUR);
    expect(store.data[BANNER_DISMISSED_KEY]).toBeUndefined();
  });

  it('survives storage that throws or is missing', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDismissedAt(broken)).toBeNull();
    expect(() => writeDismissedAt(broken, START)).not.toThrow();
    expect(() => clearExpiredDismissal(broken, START)).not.toThrow();
    expect(readDismissedAt(undefined)).toBeNull();
  });
});
