import { describe, expect, it } from 'vitest';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '../../../../../shared/constants';
import { CREDIT_BANDS, creditGrade } from '../../../../../shared/contracts/credit';
import { SCORE_BANDS, scoreBand, scorePercent } from './score-band';

describe('scoreBand (docs/product.md "Credit score monitor": 800+, 740+, 670+, 580+, below)', () => {
  it.each([
    [850, 'Exceptional'],
    [800, 'Exceptional'],
    [799, 'Very Good'],
    [740, 'Very Good'],
    [739, 'Good'],
    [670, 'Good'],
    [669, 'Fair'],
    [580, 'Fair'],
    [579, 'Poor'],
    [300, 'Poor'],
    [120, 'Poor'],
  ])('%d -> %s', (score, grade) => {
    expect(scoreBand(score).grade).toBe(grade);
  });

  it('agrees with the contract grade for every score on the scale', () => {
    for (let score = CREDIT_SCORE_MIN; score <= CREDIT_SCORE_MAX; score += 1) {
      expect(scoreBand(score).grade).toBe(creditGrade(score));
    }
  });

  it('gives each band its own colour', () => {
    expect(SCORE_BANDS).toHaveLength(CREDIT_BANDS.length);
    for (const key of ['textClass', 'fillClass', 'strokeClass'] as const) {
      expect(new Set(SCORE_BANDS.map((b) => b[key])).size).toBe(SCORE_BANDS.length);
    }
    expect(scoreBand(812).textClass).toBe('text-emerald-300');
    expect(scoreBand(560).textClass).toBe('text-red-300');
  });

  it('covers the scale without gaps or overlaps', () => {
    expect(SCORE_BANDS[0]!.max).toBe(CREDIT_SCORE_MAX);
    expect(SCORE_BANDS.at(-1)!.min).toBe(CREDIT_SCORE_MIN);
    for (let i = 1; i < SCORE_BANDS.length; i += 1) {
      expect(SCORE_BANDS[i]!.max).toBe(SCORE_BANDS[i - 1]!.min - 1);
    }
    expect(SCORE_BANDS.map((b) => `${b.min}-${b.max}`)).toEqual(['800-850', '740-799', '670-739', '580-669', '300-579']);
  });
});

describe('scorePercent (position in the range, capped)', () => {
  const range = { min: 300, max: 850 };
  it.each([
    [300, 0],
    [850, 100],
    [575, 50],
    [680, 69],
    [700, 73],
    [900, 100],
    [200, 0],
  ])('%d -> %d%%', (score, percent) => {
    expect(scorePercent(score, range)).toBe(percent);
  });

  it('copes with a degenerate range', () => {
    expect(scorePercent(500, { min: 500, max: 500 })).toBe(100);
    expect(scorePercent(400, { min: 500, max: 500 })).toBe(0);
    expect(scorePercent(Number.NaN, range)).toBe(0);
  });
});
