/**
 * Cadence fitting: does a sorted list of charge days follow a fixed schedule?
 *
 * A schedule is a grid of nominal dates: every P days (weekly, biweekly) or every S months on an
 * anchor day of the month, clamped to the month's length (monthly, quarterly, semi-annual, annual:
 * an anchor of 31 bills Jan 31, Feb 28/29, Mar 31, Apr 30). Each charge is assigned to the next grid
 * point nearest to it, 1 to 3 steps after the previous one (2 or 3 = missed cycles). The series fits
 * when every interval is within the cadence's tolerance of the nominal interval (weekly 7±1, monthly
 * one calendar month ±3 ...), the charges do not drift (all lie within ±tolerance of one common
 * schedule: the spread of the deviations is at most 2 x tolerance) and at least 75% of the steps are
 * single steps.
 */
import type { SubscriptionFrequency } from '../../../../../shared/contracts/subscriptions';
import { anchoredDay, monthOf } from './dates';

export interface CadenceSpec {
  frequency: SubscriptionFrequency;
  /** Period in days for day-based cadences, 0 for month-based ones. */
  days: number;
  /** Period in months for month-based cadences, 0 for day-based ones. */
  months: number;
  /** Allowed deviation of a charge from its nominal date, days (±). */
  toleranceDays: number;
  /** Charges needed before a series is reported at all. */
  minOccurrences: number;
  /** Charges needed for status 'mature' (fewer: 'early'). */
  matureOccurrences: number;
  /** Cycles without a charge after which the series is 'inactive'. */
  inactiveAfterMissedCycles: number;
  /** Approximate period in days (for scoring and display). */
  approxDays: number;
}

export const CADENCES: readonly CadenceSpec[] = [
  { frequency: 'weekly', days: 7, months: 0, toleranceDays: 1, minOccurrences: 3, matureOccurrences: 6, inactiveAfterMissedCycles: 2, approxDays: 7 },
  { frequency: 'biweekly', days: 14, months: 0, toleranceDays: 2, minOccurrences: 3, matureOccurrences: 5, inactiveAfterMissedCycles: 2, approxDays: 14 },
  { frequency: 'monthly', days: 0, months: 1, toleranceDays: 3, minOccurrences: 3, matureOccurrences: 4, inactiveAfterMissedCycles: 2, approxDays: 30.44 },
  { frequency: 'quarterly', days: 0, months: 3, toleranceDays: 7, minOccurrences: 3, matureOccurrences: 4, inactiveAfterMissedCycles: 2, approxDays: 91.3 },
  { frequency: 'semi-annual', days: 0, months: 6, toleranceDays: 10, minOccurrences: 3, matureOccurrences: 3, inactiveAfterMissedCycles: 1, approxDays: 182.6 },
  { frequency: 'annual', days: 0, months: 12, toleranceDays: 14, minOccurrences: 2, matureOccurrences: 3, inactiveAfterMissedCycles: 1, approxDays: 365.25 },
];

export const CADENCE_BY_FREQUENCY = Object.fromEntries(CADENCES.map((c) => [c.frequency, c])) as Record<SubscriptionFrequency, CadenceSpec>;

/** Largest step (in cycles) between two consecutive charges: a gap of 4+ cycles breaks the series. */
export const MAX_STEP_CYCLES = 3;
/** Share of steps that must be exactly one cycle. */
export const MIN_ON_CADENCE_SHARE = 0.75;

export interface CadenceFit {
  cadence: CadenceSpec;
  /** Anchor day of month (month-based cadences) or 0. */
  anchorDay: number;
  /** Steps of exactly one cycle. */
  onCadenceSteps: number;
  /** Cycles skipped inside the series (a step of 2 cycles = 1 missed). */
  missedCycles: number;
  /** max(deviation) - min(deviation), days. */
  spread: number;
  /** Nominal date (day number) of the last charge, corrected to the centre of the deviations. */
  lastNominal: number;
  /** Month index of the last nominal date (month-based cadences). */
  lastMonthIndex: number;
  /** Typical delay: the (lower) median of actual - nominal over the charges. */
  offset: number;
}

function lowerMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function fitDays(days: readonly number[], cadence: CadenceSpec): CadenceFit | null {
  const p = cadence.days;
  let nominal = days[0] ?? 0;
  let min = 0;
  let max = 0;
  let on = 0;
  let missed = 0;
  let prevDev = 0;
  const devs = [0];
  const maxSpread = 2 * cadence.toleranceDays;
  for (let i = 1; i < days.length; i += 1) {
    const actual = days[i] ?? 0;
    const k = Math.max(1, Math.round((actual - nominal) / p));
    if (k > MAX_STEP_CYCLES) return null;
    nominal += k * p;
    const dev = actual - nominal;
    if (Math.abs(dev - prevDev) > cadence.toleranceDays) return null;
    prevDev = dev;
    devs.push(dev);
    if (dev < min) min = dev;
    if (dev > max) max = dev;
    if (max - min > maxSpread) return null;
    if (k === 1) on += 1;
    else missed += k - 1;
  }
  const offset = lowerMedian(devs);
  return { cadence, anchorDay: 0, onCadenceSteps: on, missedCycles: missed, spread: max - min, lastNominal: nominal + offset, lastMonthIndex: 0, offset };
}

function fitMonthsWithAnchor(days: readonly number[], cadence: CadenceSpec, anchor: number): CadenceFit | null {
  const s = cadence.months;
  const first = days[0] ?? 0;
  const { monthIndex } = monthOf(first);
  let mi = monthIndex;
  let best = Number.POSITIVE_INFINITY;
  for (let d = -1; d <= 1; d += 1) {
    const dist = Math.abs(first - anchoredDay(monthIndex + d, anchor));
    if (dist < best) {
      best = dist;
      mi = monthIndex + d;
    }
  }
  let min = first - anchoredDay(mi, anchor);
  let max = min;
  let prevDev = min;
  const devs = [min];
  let on = 0;
  let missed = 0;
  const maxSpread = 2 * cadence.toleranceDays;
  for (let i = 1; i < days.length; i += 1) {
    const actual = days[i] ?? 0;
    let bestK = 0;
    let bestDev = Number.POSITIVE_INFINITY;
    for (let k = 1; k <= MAX_STEP_CYCLES; k += 1) {
      const dev = actual - anchoredDay(mi + k * s, anchor);
      if (Math.abs(dev) < Math.abs(bestDev)) {
        bestDev = dev;
        bestK = k;
      }
    }
    if (Math.abs(bestDev) > cadence.approxDays / 2) return null;
    if (Math.abs(bestDev - prevDev) > cadence.toleranceDays) return null;
    prevDev = bestDev;
    devs.push(bestDev);
    mi += bestK * s;
    if (bestDev < min) min = bestDev;
    if (bestDev > max) max = bestDev;
    if (max - min > maxSpread) return null;
    if (bestK === 1) on += 1;
    else missed += bestK - 1;
  }
  const offset = lowerMedian(devs);
  return { cadence, anchorDay: anchor, onCadenceSteps: on, missedCycles: missed, spread: max - min, lastNominal: anchoredDay(mi, anchor) + offset, lastMonthIndex: mi, offset };
}

function fitMonths(days: readonly number[], cadence: CadenceSpec): CadenceFit | null {
  const anchors = new Set<number>();
  for (let i = 0; i < Math.min(days.length, 6); i += 1) {
    const dom = monthOf(days[i] ?? 0).dayOfMonth;
    anchors.add(dom);
    if (dom >= 28) anchors.add(31);
  }
  let best: CadenceFit | null = null;
  for (const anchor of anchors) {
    const fit = fitMonthsWithAnchor(days, cadence, anchor);
    if (fit && (!best || fit.spread < best.spread || (fit.spread === best.spread && fit.onCadenceSteps > best.onCadenceSteps))) best = fit;
  }
  return best;
}

/** Fit one cadence to sorted, distinct charge days; null when the days do not follow it. */
export function fitCadence(days: readonly number[], cadence: CadenceSpec): CadenceFit | null {
  if (days.length < 2) return null;
  const fit = cadence.days > 0 ? fitDays(days, cadence) : fitMonths(days, cadence);
  if (!fit) return null;
  const steps = days.length - 1;
  if (fit.onCadenceSteps / steps < MIN_ON_CADENCE_SHARE) return null;
  return fit;
}

/** The best-fitting cadence for sorted, distinct charge days (most on-cadence share, then tightest). */
export function bestCadence(days: readonly number[]): CadenceFit | null {
  let best: CadenceFit | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const cadence of CADENCES) {
    const fit = fitCadence(days, cadence);
    if (!fit) continue;
    const score = fit.onCadenceSteps / (days.length - 1) - (0.1 * fit.spread) / (2 * cadence.toleranceDays + 1);
    if (score > bestScore) {
      best = fit;
      bestScore = score;
    }
  }
  return best;
}

/** The nominal date `cycles` cycles after the fit's last nominal date (day number). */
export function stepAfterLast(fit: CadenceFit, cycles: number): number {
  if (fit.cadence.days > 0) return fit.lastNominal + cycles * fit.cadence.days;
  return anchoredDay(fit.lastMonthIndex + cycles * fit.cadence.months, fit.anchorDay) + fit.offset;
}
