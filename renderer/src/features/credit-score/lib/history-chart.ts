/**
 * Pure geometry and wording for the score-history line chart, kept free of React so it can be
 * unit-tested.
 */
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '../../../../../shared/constants';
import { CREDIT_HISTORY_DISPLAY, type CreditHistoryEntry } from '../../../../../shared/contracts/credit';
import { formatCreditDate } from './credit-format';

/** The entries the page shows (docs/product.md "Credit score monitor": the first 12), still newest first. */
export function displayedHistory(entries: readonly CreditHistoryEntry[]): CreditHistoryEntry[] {
  return entries.slice(0, CREDIT_HISTORY_DISPLAY);
}

/** Oldest first, the order a time axis reads. */
export function chronological<T>(newestFirst: readonly T[]): T[] {
  return [...newestFirst].reverse();
}

const STEP = 50;

/**
 * The chart's vertical axis: the scores' span widened to multiples of 50 with some headroom,
 * kept inside the 300-850 scale, so small moves are visible but a flat line is not exaggerated.
 */
export function scoreAxis(scores: readonly number[]): { min: number; max: number; ticks: number[] } {
  if (scores.length === 0) return { min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX, ticks: [CREDIT_SCORE_MIN, CREDIT_SCORE_MAX] };
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  let min = Math.max(CREDIT_SCORE_MIN, Math.floor((low - 10) / STEP) * STEP);
  let max = Math.min(CREDIT_SCORE_MAX, Math.ceil((high + 10) / STEP) * STEP);
  if (max - min < STEP * 2) {
    if (max + STEP <= CREDIT_SCORE_MAX) max += STEP;
    else min = Math.max(CREDIT_SCORE_MIN, min - STEP);
  }
  const ticks: number[] = [];
  for (let t = Math.ceil(min / STEP) * STEP; t <= max; t += STEP) ticks.push(t);
  if (ticks[0] !== min) ticks.unshift(min);
  if (ticks.at(-1) !== max) ticks.push(max);
  return { min, max, ticks };
}

export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * Points across a width x height box: evenly spaced left to right, 0 at the top. A single point
 * sits in the middle.
 */
export function linePoints(scores: readonly number[], axis: { min: number; max: number }, width: number, height: number): ChartPoint[] {
  const span = axis.max - axis.min;
  return scores.map((score, i) => {
    const x = scores.length === 1 ? width / 2 : (i / (scores.length - 1)) * width;
    const share = span > 0 ? (Math.min(axis.max, Math.max(axis.min, score)) - axis.min) / span : 0.5;
    return { x: round(x), y: round(height - share * height) };
  });
}

export function linePath(points: readonly ChartPoint[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One sentence describing the chart for assistive technology (entries oldest first). */
export function historySummary(oldestFirst: readonly Pick<CreditHistoryEntry, 'date' | 'score'>[]): string {
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  if (!first || !last) return 'No score history yet.';
  if (oldestFirst.length === 1) return `Estimated score history: one entry, ${first.score} on ${formatCreditDate(first.date)}.`;
  const scores = oldestFirst.map((e) => e.score);
  return (
    `Estimated score over ${oldestFirst.length} entries, from ${first.score} on ${formatCreditDate(first.date)} ` +
    `to ${last.score} on ${formatCreditDate(last.date)}; lowest ${Math.min(...scores)}, highest ${Math.max(...scores)}.`
  );
}
