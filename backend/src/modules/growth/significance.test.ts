import { describe, expect, it } from 'vitest';
import { normalCdf, twoProportionPValue } from './significance';

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
    expect(normalCdf(2.576)).toBeCloseTo(0.995, 4);
  });
});

describe('twoProportionPValue', () => {
  it('agrees with a hand-worked example: 200/1000 vs 250/1000 -> z = 2.68, p = 0.0074', () => {
    // pooled 0.225, se = sqrt(0.225 * 0.775 * 0.002) = 0.018675, z = 0.05 / 0.018675 = 2.677
    expect(twoProportionPValue({ exposures: 1000, conversions: 200 }, { exposures: 1000, conversions: 250 })).toBeCloseTo(0.0074, 3);
  });

  it('is symmetric, 1 for equal rates, near 1 for small samples', () => {
    const a = { exposures: 500, conversions: 40 };
    const b = { exposures: 480, conversions: 60 };
    expect(twoProportionPValue(a, b)).toBeCloseTo(twoProportionPValue(b, a)!, 10);
    expect(twoProportionPValue({ exposures: 100, conversions: 10 }, { exposures: 200, conversions: 20 })).toBeCloseTo(1, 6);
    expect(twoProportionPValue({ exposures: 10, conversions: 1 }, { exposures: 10, conversions: 2 })!).toBeGreaterThan(0.5);
  });

  it('is null without exposures, 1 when both rates are 0%, and caps conversions at exposures', () => {
    expect(twoProportionPValue({ exposures: 0, conversions: 0 }, { exposures: 10, conversions: 1 })).toBeNull();
    expect(twoProportionPValue({ exposures: 10, conversions: 0 }, { exposures: 10, conversions: 0 })).toBe(1);
    expect(twoProportionPValue({ exposures: 10, conversions: 30 }, { exposures: 10, conversions: 10 })).toBe(1);
  });
});
