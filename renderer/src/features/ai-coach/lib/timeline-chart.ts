/**
 * Geometry for the Time Travel chart: net worth by age on an SVG, where net worth may be negative
 * (a large cost early on), so the value axis always includes zero.
 */
import { niceStep } from '@/components/charts/chart-math';

export interface TimelinePoint {
  age: number;
  netWorth: number;
}

export interface ChartBox {
  width: number;
  height: number;
}

export interface TimelineGeometry {
  points: Array<{ x: number; y: number }>;
  /** SVG path through every point, in order. */
  line: string;
  /** The same path closed down to the zero line, for a soft fill. */
  area: string;
  yTicks: Array<{ value: number; y: number }>;
  xTicks: Array<{ age: number; x: number }>;
  zeroY: number;
}

const finite = (v: number) => (Number.isFinite(v) ? v : 0);

/** Evenly spaced "nice" ticks from at or below min(0, low) to at or above max(0, high). */
export function valueTicks(low: number, high: number, count = 4): number[] {
  const lo = Math.min(0, finite(low));
  const hi = Math.max(0, finite(high));
  if (lo === hi) return [0, 1];
  const step = niceStep((hi - lo) / count);
  const first = Math.floor(lo / step + 1e-9) * step;
  const last = Math.ceil(hi / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toPrecision(12)) || 0);
  return ticks;
}

/** Ages to label on the x axis: round numbers, about `count` of them, always within the timeline. */
export function ageTicks(firstAge: number, lastAge: number, count = 6): number[] {
  if (lastAge <= firstAge) return [firstAge];
  const step = Math.max(1, Math.ceil(niceStep((lastAge - firstAge) / count)));
  const ticks: number[] = [];
  for (let age = Math.ceil(firstAge / step) * step; age <= lastAge; age += step) ticks.push(age);
  return ticks.length > 0 ? ticks : [firstAge, lastAge];
}

export function timelineGeometry(timeline: readonly TimelinePoint[], box: ChartBox): TimelineGeometry {
  const values = timeline.map((p) => finite(p.netWorth));
  const ticks = valueTicks(Math.min(0, ...values), Math.max(0, ...values));
  const bottom = ticks[0]!;
  const top = ticks.at(-1)!;
  const firstAge = timeline[0]?.age ?? 0;
  const lastAge = timeline.at(-1)?.age ?? firstAge;
  const span = lastAge - firstAge;
  const x = (age: number) => (span > 0 ? ((age - firstAge) / span) * box.width : box.width / 2);
  const y = (value: number) => box.height - ((finite(value) - bottom) / (top - bottom)) * box.height;
  const points = timeline.map((p) => ({ x: x(p.age), y: y(p.netWorth) }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
  const zeroY = y(0);
  const area =
    points.length > 0 ? `${line} L${round(points.at(-1)!.x)},${round(zeroY)} L${round(points[0]!.x)},${round(zeroY)} Z` : '';
  return {
    points,
    line,
    area,
    yTicks: ticks.map((value) => ({ value, y: y(value) })),
    xTicks: ageTicks(firstAge, lastAge).map((age) => ({ age, x: x(age) })),
    zeroY,
  };
}

const round = (v: number) => Math.round(v * 100) / 100;
