import { describe, expect, it } from 'vitest';
import { SAVINGS_CALCULATOR } from '../../../../../../shared/landing';
import { estimateFromInputs, estimateMonthlySavings, readAmount, readCount } from './savings-calculator';

describe('savings calculator', () => {
  it('is 17% of the spend plus $12 per subscription, rounded', () => {
    expect(estimateMonthlySavings(100, 0)).toBe(17);
    expect(estimateMonthlySavings(0, 1)).toBe(12);
    expect(estimateMonthlySavings(200, 5)).toBe(94);
    // 17% of 103 is 17.51: rounds up; of 102 is 17.34: rounds down.
    expect(estimateMonthlySavings(103, 0)).toBe(18);
    expect(estimateMonthlySavings(102, 0)).toBe(17);
  });

  it('answers $89 when both are zero', () => {
    expect(SAVINGS_CALCULATOR.defaultEstimateDollars).toBe(89);
    expect(estimateMonthlySavings(0, 0)).toBe(89);
    expect(estimateFromInputs('', '')).toEqual({ spend: 0, count: 0, estimate: 89 });
  });

  it('counts non-numeric and negative inputs as 0', () => {
    expect(readAmount('abc')).toBe(0);
    expect(readAmount('12abc')).toBe(0);
    expect(readAmount('-50')).toBe(0);
    expect(readAmount('$1,200.50')).toBe(1200.5);
    expect(estimateFromInputs('abc', '3')).toEqual({ spend: 0, count: 3, estimate: 36 });
    expect(estimateFromInputs('100', 'lots')).toEqual({ spend: 100, count: 0, estimate: 17 });
    expect(estimateFromInputs('abc', 'xyz').estimate).toBe(89);
    expect(estimateMonthlySavings(Number.NaN, Number.POSITIVE_INFINITY)).toBe(89);
  });

  it('counts whole subscriptions only', () => {
    expect(readCount('2.7')).toBe(2);
    expect(estimateFromInputs('0', '2.7').estimate).toBe(24);
  });
});
