/**
 * The coach's biometric panel is a simulation (docs/product.md "AI coach"): no sensor is read. The
 * numbers are drawn from the spec's ranges; the random source is injected so the rule can be tested.
 */
import { HEART_RATE_RANGE, STRESS_CAUTION_THRESHOLD, STRESS_RANGE } from '../../../../../shared/contracts/coach';

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export interface Biometrics {
  heartRate: number;
  stress: number;
}

export interface DecisionIndicator {
  level: 'optimal' | 'caution';
  label: 'Optimal' | 'Caution';
  advice: 'Good to invest' | 'Wait to calm down';
}

/** A whole number in [min, max], both inclusive. A source outside [0, 1) is clamped, never escapes the range. */
export function randomIntInclusive(range: { min: number; max: number }, random: RandomSource): number {
  const raw = random();
  const unit = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1 - Number.EPSILON) : 0;
  return range.min + Math.floor(unit * (range.max - range.min + 1));
}

/** One reading of the simulated panel: heart rate 60-99 and stress 20-79. */
export function simulateBiometrics(random: RandomSource): Biometrics {
  return { heartRate: randomIntInclusive(HEART_RATE_RANGE, random), stress: randomIntInclusive(STRESS_RANGE, random) };
}

/** Stress under the threshold reads Optimal / Good to invest; anything else Caution / Wait to calm down. */
export function decisionIndicator(stress: number): DecisionIndicator {
  return stress < STRESS_CAUTION_THRESHOLD
    ? { level: 'optimal', label: 'Optimal', advice: 'Good to invest' }
    : { level: 'caution', label: 'Caution', advice: 'Wait to calm down' };
}

/** Where a value sits in its range, 0-100, for the panel's bars. */
export function percentOfRange(value: number, range: { min: number; max: number }): number {
  if (range.max <= range.min) return 0;
  return Math.min(100, Math.max(0, ((value - range.min) / (range.max - range.min)) * 100));
}
