/**
 * Long work in slices. A parse or an import of a large file is written as a generator that yields
 * at safe points (every few thousand rows); `runInSlices` runs it for a few milliseconds at a time
 * and lets other requests in between (setImmediate), so a 1,000,000-row file never holds the event
 * loop for long. `runToEnd` runs the same steps at once (the synchronous API and the tests).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work that yields (nothing) at its safe points and returns T at the end. */
export type Steps<T> = Generator<void, T, void>;

/** How long one slice may run before other requests get their turn (ms). */
export const SLICE_BUDGET_MS = 8;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps to the end on a thread of their own (the import worker), sleeping `pauseMs` after
 * each step that ends `workMs` or more after the last pause: between two of its write transactions,
 * the server's own writes get the database.
 */
export function runWithPauses<T>(steps: Steps<T>, workMs: number, pauseMs: number): T {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let workedSince = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - workedSince >= workMs) {
      Atomics.wait(sleeper, 0, 0, pauseMs);
      workedSince = performance.now();
    }
  }
}

/** Runs the steps `budgetMs` at a time, yielding to the event loop between slices. */
export async function runInSlices<T>(steps: Steps<T>, budgetMs = SLICE_BUDGET_MS): Promise<T> {
  for (;;) {
    const until = performance.now() + budgetMs;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
    await nextTurn();
  }
}

/** Yield every this many rows: small enough that one step stays well under a slice's budget. */
export const ROWS_PER_STEP = 1024;
