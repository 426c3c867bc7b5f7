import { describe, expect, it } from 'vitest';
import { ageTicks, timelineGeometry, valueTicks } from './timeline-chart';

describe('valueTicks', () => {
  it('always includes zero and covers the data', () => {
    expect(valueTicks(0, 95_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    const mixed = valueTicks(-30_000, 120_000);
    expect(mixed[0]).toBeLessThanOrEqual(-30_000);
    expect(mixed.at(-1)).toBeGreaterThanOrEqual(120_000);
    expect(mixed).toContain(0);
    expect(valueTicks(-500, -100)).toEqual([-600, -400, -200, 0]);
  });
  it('gives a usable axis with no spread', () => {
    expect(valueTicks(0, 0)).toEqual([0, 1]);
    expect(valueTicks(Number.NaN, Number.NaN)).toEqual([0, 1]);
  });
});

describe('ageTicks', () => {
  it('labels round ages within the timeline', () => {
    expect(ageTicks(30, 67)).toEqual([30, 40, 50, 60]);
    expect(ageTicks(30, 35)).toEqual([30, 31, 32, 33, 34, 35]);
    expect(ageTicks(50, 50)).toEqual([50]);
  });
});

describe('timelineGeometry', () => {
  const box = { width: 600, height: 200 };
  it('maps the first age to the left edge, the last to the right, higher net worth higher up', () => {
    const g = timelineGeometry(
      [
        { age: 30, netWorth: 0 },
        { age: 31, netWorth: 50_000 },
        { age: 32, netWorth: 100_000 },
      ],
      box,
    );
    expect(g.points).toEqual([
      { x: 0, y: 200 },
      { x: 300, y: 100 },
      { x: 600, y: 0 },
    ]);
    expect(g.line).toBe('M0,200 L300,100 L600,0');
    expect(g.area).toBe('M0,200 L300,100 L600,0 L600,200 L0,200 Z');
    expect(g.zeroY).toBe(200);
    expect(g.yTicks.map((t) => t.value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
  });
  it('puts the zero line inside the chart when net worth goes negative', () => {
    const g = timelineGeometry(
      [
        { age: 30, netWorth: -20_000 },
        { age: 40, netWorth: 60_000 },
      ],
      box,
    );
    expect(g.zeroY).toBeGreaterThan(0);
    expect(g.zeroY).toBeLessThan(200);
    expect(g.points[0]!.y).toBeGreaterThan(g.zeroY);
    expect(g.points[1]!.y).toBeLessThan(g.zeroY);
  });
  it('copes with one point and with none', () => {
    expect(timelineGeometry([{ age: 40, netWorth: 10 }], box).points).toEqual([{ x: 300, y: 0 }]);
    const empty = timelineGeometry([], box);
    expect(empty.points).toEqual([]);
    expect(empty.area).toBe('');
  });
});
