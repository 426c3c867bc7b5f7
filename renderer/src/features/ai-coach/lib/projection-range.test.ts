import { describe, expect, it } from 'vitest';
import { medianChange, projectionPositions } from './projection-range';

describe('projectionPositions', () => {
  it('spreads the values across the bar, keeping a margin at both ends', () => {
    expect(projectionPositions({ startValue: 100, p5: 80, median: 110, p95: 180 })).toEqual({ p5: 5, median: 32, p95: 95, start: 23 });
  });
  it('widens to include a starting value outside the percentiles', () => {
    const positions = projectionPositions({ startValue: 50, p5: 80, median: 110, p95: 180 });
    expect(positions.start).toBe(5);
    expect(positions.p95).toBe(95);
  });
  it('puts everything in the middle when the values are equal', () => {
    expect(projectionPositions({ startValue: 10, p5: 10, median: 10, p95: 10 })).toEqual({ p5: 50, median: 50, p95: 50, start: 50 });
  });
});

describe('medianChange', () => {
  it('is the median relative to the start', () => {
    expect(medianChange({ startValue: 100, p5: 80, median: 107, p95: 130 })).toBeCloseTo(0.07);
    expect(medianChange({ startValue: 0, p5: 0, median: 0, p95: 0 })).toBeNull();
  });
});
