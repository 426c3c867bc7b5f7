import { describe, expect, it } from 'vitest';
import { HEART_RATE_RANGE, STRESS_CAUTION_THRESHOLD, STRESS_RANGE } from '../../../../../shared/contracts/coach';
import { decisionIndicator, percentOfRange, randomIntInclusive, simulateBiometrics } from './biometrics';

/** A random source that replays the given values in order. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('randomIntInclusive', () => {
  it('maps the bottom and the top of [0, 1) to both ends of the range', () => {
    expect(randomIntInclusive({ min: 60, max: 99 }, () => 0)).toBe(60);
    expect(randomIntInclusive({ min: 60, max: 99 }, () => 0.999999)).toBe(99);
  });
  it('covers every whole number in the range with equal slices', () => {
    const seen = new Set<number>();
    for (let k = 0; k < 40; k++) seen.add(randomIntInclusive({ min: 60, max: 99 }, () => (k + 0.5) / 40));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => 60 + i));
  });
  it('keeps a misbehaving source inside the range', () => {
    expect(randomIntInclusive({ min: 20, max: 79 }, () => 1)).toBe(79);
    expect(randomIntInclusive({ min: 20, max: 79 }, () => -3)).toBe(20);
    expect(randomIntInclusive({ min: 20, max: 79 }, () => Number.NaN)).toBe(20);
  });
});

describe('simulateBiometrics', () => {
  it('draws heart rate first, then stress, from the injected source', () => {
    expect(simulateBiometrics(sequence(0, 0))).toEqual({ heartRate: HEART_RATE_RANGE.min, stress: STRESS_RANGE.min });
    expect(simulateBiometrics(sequence(0.5, 0.5))).toEqual({ heartRate: 80, stress: 50 });
    expect(simulateBiometrics(sequence(0.999, 0.999))).toEqual({ heartRate: HEART_RATE_RANGE.max, stress: STRESS_RANGE.max });
  });
  it('stays within the spec ranges (60-99, 20-79) for many draws of Math.random', () => {
    for (let i = 0; i < 2_000; i++) {
      const { heartRate, stress } = simulateBiometrics(Math.random);
      expect(Number.isInteger(heartRate) && Number.isInteger(stress)).toBe(true);
      expect(heartRate).toBeGreaterThanOrEqual(60);
      expect(heartRate).toBeLessThanOrEqual(99);
      expect(stress).toBeGreaterThanOrEqual(20);
      expect(stress).toBeLessThanOrEqual(79);
    }
  });
});

describe('decisionIndicator', () => {
  it('reads Optimal / Good to invest under the threshold', () => {
    expect(STRESS_CAUTION_THRESHOLD).toBe(50);
    expect(decisionIndicator(20)).toEqual({ level: 'optimal', label: 'Optimal', advice: 'Good to invest' });
    expect(decisionIndicator(49)).toEqual({ level: 'optimal', label: 'Optimal', advice: 'Good to invest' });
  });
  it('reads Caution / Wait to calm down at the threshold and above', () => {
    expect(decisionIndicator(50)).toEqual({ level: 'caution', label: 'Caution', advice: 'Wait to calm down' });
    expect(decisionIndicator(79)).toEqual({ level: 'caution', label: 'Caution', advice: 'Wait to calm down' });
  });
});

describe('percentOfRange', () => {
  it('places a value within its range', () => {
    expect(percentOfRange(60, HEART_RATE_RANGE)).toBe(0);
    expect(percentOfRange(99, HEART_RATE_RANGE)).toBe(100);
    expect(percentOfRange(49.5, STRESS_RANGE)).toBe(50);
    expect(percentOfRange(200, STRESS_RANGE)).toBe(100);
    expect(percentOfRange(5, { min: 1, max: 1 })).toBe(0);
  });
});
