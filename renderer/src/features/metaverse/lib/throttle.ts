import type { Timers } from './metaverse-connection';

export interface Throttle {
  call(): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per interval: at once when the last run is old enough, otherwise once at
 * the end of the interval however many calls came in, so the latest change is never missed.
 */
export function createThrottle(fn: () => void, intervalMs: number, timers: Timers & { now(): number }): Throttle {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: number | null = null;
  const run = () => {
    lastRun = timers.now();
    fn();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = lastRun + intervalMs - timers.now();
      if (wait <= 0) {
        run();
        return;
      }
      timer = timers.setTimeout(() => {
        timer = null;
        run();
      }, wait);
    },
    cancel() {
      if (timer === null) return;
      timers.clearTimeout(timer);
      timer = null;
    },
  };
}
