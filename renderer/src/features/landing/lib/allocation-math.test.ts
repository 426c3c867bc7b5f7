import { describe, expect, it } from 'vitest';
import { MAX_MONTHLY_INCOME } from '../../../../../shared/constants';
import { expectedAnnualReturn, formatBasisPoints, formatExpectedReturn, parseIncome } from './allocation-math';

describe('parseIncome', () => {
  it.each([
    ['4500', 4500],
    [' 6000 ', 6000],
    ['4,500', 4500],
    ['$4,500', 4500],
    ['4500.50', 4500.5],
    ['.5', 0.5],
  ])('accepts %j', (text, expected) => {
    expect(parseIncome(text)).toBe(expected);
  });

  it.each(['', '   ', '0', '0.00', '-5', 'abc', '12abc', '1e3', 'Infinity', 'NaN', '$', '4 500', String(MAX_MONTHLY_INCOME + 1)])(
    'rejects %j',
    (text) => {
      expect(parseIncome(text)).toBeNull();
    },
  );
});

describe('projection', () => {
  it('follows the spec formula: (projection - current) / 10 + 8.5, one decimal', () => {
    const r = { currentScore: 580, creditProjection: 605 };
    expect(expectedAnnualReturn(r)).toBeCloseTo(11);
    expect(formatExpectedReturn(r)).toBe('11.0%');
    expect(formatBasisPoints(r)).toBe('+25 bps');
  });

  it('shows no gain at the 850 ceiling', () => {
    const r = { currentScore: 850, creditProjection: 850 };
    expect(formatExpectedReturn(r)).toBe('8.5%');
    expect(formatBasisPoints(r)).toBe('+0 bps');
  });

  it('rounds to one decimal', () => {
    expect(formatExpectedReturn({ currentScore: 600, creditProjection: 645 })).toBe('13.0%');
    expect(formatExpectedReturn({ currentScore: 600, creditProjection: 633 })).toBe('11.8%');
  });
});
