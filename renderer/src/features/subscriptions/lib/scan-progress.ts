/**
 * The scan's progress exactly as the spec gives it (docs/product.md "Subscriptions"): while
 * scanning it rises by 10 every 300 ms up to 90 and waits there; on completion it shows 100, and
 * 1 s later it resets to idle. A failure resets at once. Timers are injected so the timing is
 * unit-tested.
 */
export const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_CEILING = 90;
export const PROGRESS_RESET_MS = 1_000;

export type ScanPhase = 'idle' | 'scanning' | 'done';

export interface ScanProgressState {
  phase: ScanPhase;
  /** 0-100. */
  progress: number;
}

export const IDLE: ScanProgressState = { phase: 'idle', progress: 0 };

export interface Timers {
  setInterval: (fn: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
  setTimeout: (fn: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export const browserTimers: Timers = {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** Drives one state through start -> complete | fail; `onChange` receives every new state. */
export class ScanProgressController {
  private state: ScanProgressState = IDLE;
  private ticker: number | undefined;
  private resetTimer: number | undefined;

  constructor(
    private readonly onChange: (state: ScanProgressState) => void,
    private readonly timers: Timers = browserTimers,
  ) {}

  get current(): ScanProgressState {
    return this.state;
  }

  start(): void {
    this.stopTimers();
    this.set({ phase: 'scanning', progress: 0 });
    this.ticker = this.timers.setInterval(() => {
      const next = Math.min(PROGRESS_CEILING, this.state.progress + PROGRESS_STEP);
      if (next !== this.state.progress) this.set({ phase: 'scanning', progress: next });
      if (next >= PROGRESS_CEILING) this.stopTicker();
    }, PROGRESS_TICK_MS);
  }

  complete(): void {
    this.stopTimers();
    this.set({ phase: 'done', progress: 100 });
    this.resetTimer = this.timers.setTimeout(() => {
      this.resetTimer = undefined;
      this.set(IDLE);
    }, PROGRESS_RESET_MS);
  }

  fail(): void {
    this.stopTimers();
    this.set(IDLE);
  }

  /** Stops every timer (the screen unmounted); the state stays as it is. */
  dispose(): void {
    this.stopTimers();
  }

  private set(state: ScanProgressState): void {
    this.state = state;
    this.onChange(state);
  }

  private stopTicker(): void {
    if (this.ticker !== undefined) this.timers.clearInterval(this.ticker);
    this.ticker = undefined;
  }

  private stopTimers(): void {
    this.stopTicker();
    if (this.resetTimer !== undefined) this.timers.clearTimeout(this.resetTimer);
    this.resetTimer = undefined;
  }
}
