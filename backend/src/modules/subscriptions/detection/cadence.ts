/**
 * Cadence fitting: do a merchant's charge days follow one rhythm, the way real charges drift?
 *
 * Real charges do not sit on a grid: a monthly charge lands 26-35 days after the previous one (month
 * lengths, weekends, posting delays, billing on the 29th-31st), a weekly one 5-9 days, and the drift is
 * per charge. So a series is judged by its intervals, not by each charge's distance to a schedule:
 * - every interval should fall in the cadence's window (monthly 26-35 days), or be a whole number of
 *   periods within the same slack (a missed cycle, a pause); an interval too short for the cadence is an
 *   extra charge, and is left out of the series (a few at most);
 * - most intervals are single periods, and the median interval is near the period;
 * - among the cadences that fit, the one with the most single-period steps wins.
 * docs/detection.md explains the method and how it is evaluated.
 */
import type { SubscriptionFrequency } from '../../../../../shared/contracts/subscriptions';

export interface CadenceSpec {
  frequency: SubscriptionFrequency;
  /** Period in days for day-based cadences, 0 for month-based ones. */
  days: number;
  /** Period in months for month-based cadences, 0 for day-based ones. */
  months: number;
  /** Average period in days. */
  approxDays: number;
  /** Shortest and longest interval of one period, days (inclusive). */
  minDays: number;
  maxDays: number;
  /** Longest gap, in periods, that still continues the series (a pause); longer breaks it. */
  maxStepCycles: number;
  /** Charges needed before a series is reported at all. */
  minOccurrences: number;
  /** Charges needed for status 'mature' (fewer: 'early'). */
  matureOccurrences: number;
  /** Expected charges missing after which the series is 'inactive' (stopped). */
  inactiveAfterMissedCycles: number;
}

export const CADENCES: readonly CadenceSpec[] = [
  { frequency: 'weekly', days: 7, months: 0, approxDays: 7, minDays: 5, maxDays: 9, maxStepCycles: 6, minOccurrences: 3, matureOccurrences: 6, inactiveAfterMissedCycles: 2 },
  { frequency: 'biweekly', days: 14, months: 0, approxDays: 14, minDays: 11, maxDays: 17, maxStepCycles: 6, minOccurrences: 3, matureOccurrences: 5, inactiveAfterMissedCycles: 2 },
  { frequency: 'monthly', days: 0, months: 1, approxDays: 30.44, minDays: 26, maxDays: 35, maxStepCycles: 6, minOccurrences: 3, matureOccurrences: 4, inactiveAfterMissedCycles: 2 },
  { frequency: 'quarterly', days: 0, months: 3, approxDays: 91.31, minDays: 82, maxDays: 100, maxStepCycles: 3, minOccurrences: 3, matureOccurrences: 4, inactiveAfterMissedCycles: 2 },
  { frequency: 'semi-annual', days: 0, months: 6, approxDays: 182.62, minDays: 172, maxDays: 194, maxStepCycles: 2, minOccurrences: 3, matureOccurrences: 3, inactiveAfterMissedCycles: 1 },
  { frequency: 'annual', days: 0, months: 12, approxDays: 365.25, minDays: 351, maxDays: 380, maxStepCycles: 2, minOccurrences: 2, matureOccurrences: 3, inactiveAfterMissedCycles: 1 },
];

export const CADENCE_BY_FREQUENCY = Object.fromEntries(CADENCES.map((c) => [c.frequency, c])) as Record<SubscriptionFrequency, CadenceSpec>;

/** Share of the intervals that must be single periods. */
export const MIN_SINGLE_STEP_SHARE = 0.6;
/** Share of the intervals that may fit no whole number of periods (an odd gap) in a long series. */
export const MAX_ODD_INTERVAL_SHARE = 0.1;
/** Share of the charges that may be left out as extra (too soon after the previous one). */
export const MAX_EXTRA_CHARGE_SHARE = 0.1;

/** Single-period intervals a series needs before a gap in it counts as missed cycles. */
export const MIN_SINGLES_WITH_GAPS = 3;

export interface CadenceFit {
  cadence: CadenceSpec;
  /** The charge days kept in the series (extra charges left out), ascending. */
  days: number[];
  /** Charge days left out as extra (too soon after the previous charge). */
  extraDays: number[];
  /** Intervals of exactly one period. */
  singleSteps: number;
  /** Periods skipped inside the series (an interval of 2 periods = 1 missed). */
  missedCycles: number;
  /** Intervals that fit no whole number of periods. */
  oddIntervals: number;
  /** Median of the single-period intervals, days. */
  medianInterval: number;
  /** Shortest and longest single-period interval, days. */
  minInterval: number;
  maxInterval: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** How many periods an interval spans (0: too short for one; -1: odd, neither one period nor a gap of two or more). */
export function periodsIn(interval: number, c: CadenceSpec): number {
  if (interval < c.minDays) return 0;
  if (interval <= c.maxDays) return 1;
  // Longer than one period: missed cycles, or a pause that resumed on any day. Beyond one and a
  // half periods it counts as whole periods skipped; between one period and one and a half it is odd.
  const k = Math.round(interval / c.approxDays);
  if (k < 2 || interval < 1.5 * c.approxDays) return -1;
  return k > c.maxStepCycles ? -1 : k;
}

/** How far (days) a single interval may fall outside the window when the next one makes up for it. */
export const compensationSlack = (c: CadenceSpec) => Math.ceil((c.maxDays - c.minDays) / 3);

/**
 * Fit one cadence to sorted, distinct charge days; null when the days do not follow it.
 *
 * Walks the intervals: one period (in the window) or a whole number of periods (missed or paused
 * cycles) continues the series. A charge that posts late makes one interval a little too long and
 * the next a little too short (36 then 25 days for a monthly one); when the two together make two
 * periods, both count as single steps. A charge far too soon after the previous one is an extra
 * charge and is left out. Anything else is an odd interval; a few are tolerated in a long series.
 */
export function fitCadence(allDays: readonly number[], c: CadenceSpec): CadenceFit | null {
  if (allDays.length < 2) return null;
  const slack = compensationSlack(c);
  const loose = (interval: number) => interval >= c.minDays - slack && interval <= c.maxDays + slack;
  const days: number[] = [allDays[0] as number];
  const extraDays: number[] = [];
  const singles: number[] = [];
  let missedCycles = 0;
  let oddIntervals = 0;
  for (let i = 1; i < allDays.length; i += 1) {
    const day = allDays[i] as number;
    const interval = day - (days[days.length - 1] as number);
    const k = periodsIn(interval, c);
    if (k >= 1) {
      if (k === 1) singles.push(interval);
      else missedCycles += k - 1;
      days.push(day);
      continue;
    }
    const next = allDays[i + 1];
    if (next !== undefined && loose(interval) && loose(next - day) && periodsIn(next - (days[days.length - 1] as number), c) === 2) {
      singles.push(interval, next - day);
      days.push(day, next);
      i += 1;
      continue;
    }
    if (interval < c.minDays) extraDays.push(day);
    else {
      oddIntervals += 1;
      days.push(day);
    }
  }
  if (days.length < 2 || extraDays.length > Math.floor(allDays.length * MAX_EXTRA_CHARGE_SHARE)) return null;
  const intervals = days.length - 1;
  if (singles.length === 0 || singles.length / intervals < MIN_SINGLE_STEP_SHARE) return null;
  if (oddIntervals > Math.floor(intervals * MAX_ODD_INTERVAL_SHARE)) return null;
  // A gap is only read as missed cycles once the rhythm is established by enough single periods.
  if (missedCycles > 0 && singles.length < MIN_SINGLES_WITH_GAPS) return null;
  const medianInterval = median(singles);
  // The typical interval itself must be near the period, not at the window's edge.
  if (Math.abs(medianInterval - c.approxDays) > (c.maxDays - c.minDays) / 2) return null;
  return {
    cadence: c,
    days,
    extraDays,
    singleSteps: singles.length,
    missedCycles,
    oddIntervals,
    medianInterval,
    minInterval: Math.min(...singles),
    maxInterval: Math.max(...singles),
  };
}

/** How well a fit holds: single-period share first, then fewer odd gaps, extra charges and missed cycles. */
function fitScore(fit: CadenceFit): number {
  const intervals = fit.days.length - 1;
  return fit.singleSteps / intervals - (0.5 * fit.oddIntervals) / intervals - (0.5 * fit.extraDays.length) / (fit.days.length + fit.extraDays.length) - 0.01 * fit.missedCycles;
}

/** The best-fitting cadence for sorted, distinct charge days. */
export function bestCadence(days: readonly number[]): CadenceFit | null {
  let best: CadenceFit | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const cadence of CADENCES) {
    const fit = fitCadence(days, cadence);
    if (!fit) continue;
    const score = fitScore(fit);
    if (score > bestScore) {
      best = fit;
      bestScore = score;
    }
  }
  return best;
}
