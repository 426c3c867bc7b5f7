import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE, ScanProgressController, type ScanProgressState, type Timers } from './scan-progress';

const fakeTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms) as unknown as number,
  clearInterval: (id) => clearInterval(id),
  setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
  clearTimeout: (id) => clearTimeout(id),
};

describe('scan progress (docs/product.md "Subscriptions")', () => {
  let seen: ScanProgressState[];
  let controller: ScanProgressController;

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    controller = new ScanProgressController((s) => seen.push(s), fakeTimers);
  });
  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  it('rises by 10 every 300 ms and stops at 90 while the scan runs', () => {
    controller.start();
    expect(controller.current).toEqual({ phase: 'scanning', progress: 0 });
    vi.advanceTimersByTime(299);
    expect(controller.current.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(controller.current.progress).toBe(10);
    vi.advanceTimersByTime(300 * 8);
    expect(controller.current.progress).toBe(90);
    vi.advanceTimersByTime(10_000);
    expect(controller.current).toEqual({ phase: 'scanning', progress: 90 });
    expect(seen.map((s) => s.progress)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows 100 on completion, then resets after 1 s', () => {
    controller.start();
    vi.advanceTimersByTime(900);
    expect(controller.current.progress).toBe(30);
    controller.complete();
    expect(controller.current).toEqual({ phase: 'done', progress: 100 });
    // The rise stopped: no more ticks while it shows 100.
    vi.advanceTimersByTime(999);
    expect(controller.current).toEqual({ phase: 'done', progress: 100 });
    vi.advanceTimersByTime(1);
    expect(controller.current).toEqual(IDLE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('completion before the first tick still shows 100, then resets', () => {
    controller.start();
    controller.complete();
    expect(seen.map((s) => s.progress)).toEqual([0, 100]);
    vi.advanceTimersByTime(1_000);
    expect(controller.current).toEqual(IDLE);
  });

  it('a failure resets at once', () => {
    controller.start();
    vi.advanceTimersByTime(600);
    controller.fail();
    expect(controller.current).toEqual(IDLE);
    vi.advanceTimersByTime(5_000);
    expect(controller.current).toEqual(IDLE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new scan during the 1 s at 100 starts again from 0 and cancels the pending reset', () => {
    controller.start();
    controller.complete();
    vi.advanceTimersByTime(500);
    controller.start();
    vi.advanceTimersByTime(600);
    expect(controller.current).toEqual({ phase: 'scanning', progress: 20 });
  });

  it('dispose stops every timer', () => {
    controller.start();
    controller.dispose();
    vi.advanceTimersByTime(3_000);
    expect(controller.current.progress).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
