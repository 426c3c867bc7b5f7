import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
  clearTimeout: (id: number) => clearTimeout(id),
  now: () => Date.now(),
};

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one trailing run', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 2_000, timers);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.call();
    vi.advanceTimersByTime(500);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    // Quiet afterwards: nothing more runs.
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 2_000, timers);
    throttle.call();
    vi.advanceTimersByTime(2_000);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending run when cancelled', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 2_000, timers);
    throttle.call();
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
