/** Time comes from here so that schedules, countdowns and streaks are testable. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(startMs: number): Clock & { advance(ms: number): void } {
  let current = startMs;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * The real clock plus an offset that only moves forward: end-to-end tests (TEST_CLOCK=true, local
 * web only) use it to let a week pass in a second.
 */
export function adjustableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      if (ms > 0) offset += ms;
    },
  };
}
