/** Lets time pass on the server's clock for an end-to-end test, then runs the scheduled checks. */
import type { TestClockReply } from '../../../../shared/contracts/test-clock';
import type { Clock } from '../../clock';
import { DAY_MS } from '../../../../shared/dates';

export type MovableClock = Clock & { advance(ms: number): void };

/** @param runChecks runs the scheduled checks now; answers how many violations they recorded. */
export function createTestClockService(clock: MovableClock, runChecks: () => number) {
  return {
    advance(days: number): TestClockReply {
      clock.advance(days * DAY_MS);
      return { now: clock.now(), violationsRecorded: runChecks() };
    },
  };
}

export type TestClockService = ReturnType<typeof createTestClockService>;
