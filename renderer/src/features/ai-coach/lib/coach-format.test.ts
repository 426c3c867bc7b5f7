import { describe, expect, it } from 'vitest';
import { EMOTIONAL_STATES } from '../../../../../shared/contracts/coach';
import { EMOTIONAL_STATE_LABELS, formatCompactUsd, formatProbability, formatRate, formatSignedRate, formatYears } from './coach-format';

describe('coach formatting', () => {
  it('probabilities as whole percents, clamped', () => {
    expect(formatProbability(0.634)).toBe('63%');
    expect(formatProbability(1.2)).toBe('100%');
    expect(formatProbability(Number.NaN)).toBe('0%');
  });
  it('rates with one decimal, signed when asked', () => {
    expect(formatRate(0.07)).toBe('7.0%');
    expect(formatRate(0.025)).toBe('2.5%');
    expect(formatSignedRate(0.072)).toBe('+7.2%');
    expect(formatSignedRate(-0.03)).toBe('-3.0%');
    expect(formatSignedRate(0)).toBe('0.0%');
  });
  it('compact dollars for axes', () => {
    expect(formatCompactUsd(1_200_000)).toBe('$1.2M');
    expect(formatCompactUsd(-250_000)).toBe('-$250K');
    expect(formatCompactUsd(0)).toBe('$0');
  });
  it('years', () => {
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(10)).toBe('10 years');
    expect(formatYears(2.5)).toBe('2.5 years');
  });
  it('labels every emotional state', () => {
    expect(Object.keys(EMOTIONAL_STATE_LABELS)).toEqual([...EMOTIONAL_STATES]);
  });
});
