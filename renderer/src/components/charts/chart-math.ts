/**
 * Pure geometry for the small SVG charts: shares that add up to 100, nice axis ticks, donut arcs
 * and bar heights. Kept free of React so it can be unit-tested.
 */

const finiteNonNegative = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

/**
 * Whole-number percentages of the total that always add up to exactly 100 (largest remainder
 * method), so a legend never reads 99% or 101%. All zeros (or an empty list) give all zeros.
 */
export function sharePercents(values: readonly number[]): number[] {
  const clean = values.map(finiteNonNegative);
  const total = clean.reduce((sum, v) => sum + v, 0);
  if (total === 0) return clean.map(() => 0);
  const exact = clean.map((v) => (v / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact
    .map((v, index) => ({ index, remainder: v - Math.floor(v) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}

/** A "nice" step (1, 2, 2.5 or 5 times a power of ten) at least as large as `raw`. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Axis ticks from 0 to a nice top at or above `max`, with about `count` intervals. A max of 0 (no
 * data yet) still gives a usable axis: [0, 1]. With `wholeNumbers` (counts of things) every tick
 * is an integer: no "0.25 visits".
 */
export function niceTicks(max: number, count = 4, wholeNumbers = false): number[] {
  const top = finiteNonNegative(max);
  if (top === 0) return [0, 1];
  let step = niceStep(top / count);
  if (wholeNumbers && !Number.isInteger(step)) step = niceStep(Math.ceil(step));
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Height (in chart units) of a value on an axis running from 0 to `top`, within 0..height. */
export function scaleHeight(value: number, top: number, height: number): number {
  if (!(top > 0)) return 0;
  return Math.min(height, (finiteNonNegative(value) / top) * height);
}

export interface DonutSegment {
  /** Length of the visible arc along the circle. */
  length: number;
  /** stroke-dasharray for a circle of this circumference. */
  dashArray: string;
  /** stroke-dashoffset: where along the circle the arc starts (negative = clockwise). */
  dashOffset: number;
}

/**
 * Arcs for a donut drawn as one stroked circle per value (stroke-dasharray technique). `gap` is a
 * small space left at the end of each arc so neighbours stay apart; tiny arcs keep at least a
 * sliver. Zero values get a zero-length arc; all zeros give no arcs.
 */
export function donutSegments(values: readonly number[], circumference: number, gap = 0): DonutSegment[] {
  const clean = values.map(finiteNonNegative);
  const total = clean.reduce((sum, v) => sum + v, 0);
  if (total === 0) return [];
  const visible = clean.filter((v) => v > 0).length;
  const useGap = visible > 1 ? gap : 0;
  let start = 0;
  return clean.map((v) => {
    const full = (v / total) * circumference;
    const length = v > 0 ? Math.max(full - useGap, Math.min(full, 0.5)) : 0;
    const segment = { length, dashArray: `${length} ${circumference - length}`, dashOffset: -start };
    start += full;
    return segment;
  });
}
