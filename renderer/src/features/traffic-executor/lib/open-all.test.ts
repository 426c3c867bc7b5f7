import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAllOffsets, scheduleOpenAll } from './open-all';

describe('openAllOffsets', () => {
  it('opens the first at once and each next one spacing later', () => {
    expect(openAllOffsets(7, 1000)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000]);
    expect(openAllOffsets(0, 1000)).toEqual([]);
  });
});

describe('scheduleOpenAll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

  it('opens one link per spacing, in order, reporting the count', () => {
    const opened: [string, number][] = [];
    const progress: number[] = [];
    scheduleOpenAll(['a', 'b', 'c'], 1000, (u) => opened.push([u, Date.now()]), (n) => progress.push(n), timers);
    const start = Date.now();
    expect(opened.map(([u]) => u)).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened.map(([u]) => u)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(opened.map(([u, t]) => [u, t - start])).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('cancel stops the links not yet opened', () => {
    const open = vi.fn();
    const cancel = scheduleOpenAll(['a', 'b', 'c'], 1000, open, () => undefined, timers);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(open.mock.calls.map(([u]) => u)).toEqual(['a', 'b']);
  });
});
