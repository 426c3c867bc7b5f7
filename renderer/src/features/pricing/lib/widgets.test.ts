import { describe, expect, it } from 'vitest';
import { nextTickerIndex, previousTickerIndex, scrollFraction, stickyCtaVisible, TICKER_INTERVAL_MS, tickerRuns } from './widgets';

describe('social-proof ticker', () => {
  it('turns every 4 s and wraps around both ways', () => {
    expect(TICKER_INTERVAL_MS).toBe(4000);
    expect([0, 1, 2, 3].map((i) => nextTickerIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((i) => previousTickerIndex(i, 4))).toEqual([3, 0, 1, 2]);
    expect(nextTickerIndex(0, 0)).toBe(0);
    expect(previousTickerIndex(0, 1)).toBe(0);
  });

  it('runs only when nothing holds it: hover, focus, the pause button or reduced motion each stop it', () => {
    const idle = { count: 4, hovered: false, focused: false, paused: false, reducedMotion: false };
    expect(tickerRuns(idle)).toBe(true);
    expect(tickerRuns({ ...idle, hovered: true })).toBe(false);
    expect(tickerRuns({ ...idle, focused: true })).toBe(false);
    expect(tickerRuns({ ...idle, paused: true })).toBe(false);
    expect(tickerRuns({ ...idle, reducedMotion: true })).toBe(false);
    expect(tickerRuns({ ...idle, count: 1 })).toBe(false);
  });
});

describe('sticky Start Free Scan bar', () => {
  it('measures the scrolled fraction of the scrollable height', () => {
    expect(scrollFraction(0, 800, 2800)).toBe(0);
    expect(scrollFraction(600, 800, 2800)).toBe(0.3);
    expect(scrollFraction(2000, 800, 2800)).toBe(1);
    expect(scrollFraction(5000, 800, 2800)).toBe(1);
    expect(scrollFraction(-50, 800, 2800)).toBe(0);
    expect(scrollFraction(0, 800, 800)).toBe(0);
  });

  it('appears only past 30%', () => {
    expect(stickyCtaVisible(0)).toBe(false);
    expect(stickyCtaVisible(0.3)).toBe(false);
    expect(stickyCtaVisible(scrollFraction(601, 800, 2800))).toBe(true);
    expect(stickyCtaVisible(1)).toBe(true);
  });
});
