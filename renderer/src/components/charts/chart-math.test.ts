import { describe, expect, it } from 'vitest';
import { donutSegments, niceStep, niceTicks, scaleHeight, sharePercents } from './chart-math';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('sharePercents', () => {
  it('gives the plan percentages for a round income', () => {
    expect(sharePercents([1800, 900, 1125, 450, 225])).toEqual([40, 20, 25, 10, 5]);
  });
  it('always adds up to 100', () => {
    expect(sharePercents([1, 1, 1])).toEqual([34, 33, 33]);
    for (const values of [[400, 200, 250, 100, 51], [333, 333, 334], [1, 2, 3, 4, 5, 6, 7], [0.1, 0.2, 99.7]]) {
      expect(sum(sharePercents(values))).toBe(100);
    }
  });
  it('gives zeros for no data, and ignores negative and non-finite values', () => {
    expect(sharePercents([0, 0, 0])).toEqual([0, 0, 0]);
    expect(sharePercents([])).toEqual([]);
    expect(sharePercents([-5, Number.NaN, 10])).toEqual([0, 0, 100]);
  });
});

describe('axis', () => {
  it('chooses nice steps', () => {
    expect([0.7, 1, 1.5, 2.2, 3, 7, 12, 180, 0].map(niceStep)).toEqual([1, 1, 2, 2.5, 5, 10, 20, 200, 1]);
  });
  it('ticks start at 0 and end at or above the max', () => {
    expect(niceTicks(127)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(400)).toEqual([0, 100, 200, 300, 400]);
    // Counts: whole-number ticks only.
    expect(niceTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(1, 4, true)).toEqual([0, 1]);
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(9, 4, true)).toEqual([0, 5, 10]);
    expect(niceTicks(400, 4, true)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(0)).toEqual([0, 1]);
    const ticks = niceTicks(983.4);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(983.4);
  });
  it('scales heights within the chart', () => {
    expect(scaleHeight(50, 200, 100)).toBe(25);
    expect(scaleHeight(250, 200, 100)).toBe(100);
    expect(scaleHeight(-3, 200, 100)).toBe(0);
    expect(scaleHeight(10, 0, 100)).toBe(0);
  });
});

describe('donutSegments', () => {
  const C = 100;
  it('lays arcs end to end around the circle', () => {
    const segments = donutSegments([40, 20, 25, 10, 5], C);
    expect(segments.map((s) => s.length)).toEqual([40, 20, 25, 10, 5]);
    expect(segments.map((s) => s.dashOffset)).toEqual([-0, -40, -60, -85, -95]);
    expect(segments[0]!.dashArray).toBe('40 60');
  });
  it('leaves a gap between neighbours but not around a single value', () => {
    expect(donutSegments([50, 50], C, 2).map((s) => s.length)).toEqual([48, 48]);
    expect(donutSegments([0, 70], C, 2).map((s) => s.length)).toEqual([0, 100]);
  });
  it('draws nothing without data', () => {
    expect(donutSegments([0, 0], C)).toEqual([]);
  });
});
