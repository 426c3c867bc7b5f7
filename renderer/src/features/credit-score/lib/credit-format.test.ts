import { describe, expect, it } from 'vitest';
import { REFRESH } from '../../../../../shared/constants';
import {
  changeDirection,
  factorStatusLabel,
  formatCalculatedAt,
  formatChange,
  formatCreditDate,
  formatPointChange,
  formatScoreRange,
  impactLabel,
  projectionText,
  refreshEveryText,
} from './credit-format';

describe('credit score wording', () => {
  it('shows the range as the spec does', () => {
    expect(formatScoreRange({ min: 300, max: 850 })).toBe('300 - 850');
  });

  it.each([
    [12, '+12', 'up'],
    [-5, '-5', 'down'],
    [0, '0', 'flat'],
  ] as const)('change %d -> %s (%s)', (change, text, direction) => {
    expect(formatChange(change)).toBe(text);
    expect(changeDirection(change)).toBe(direction);
  });

  it.each([
    [22, '+22 points'],
    [1, '+1 point'],
    [-1, '-1 point'],
    [-8, '-8 points'],
    [0, 'no change'],
  ])('gain %d -> %s', (gain, text) => {
    expect(formatPointChange(gain)).toBe(text);
  });

  it.each([
    ['6 months', 'Projected 702 in 6 months'],
    ['  6 months ', 'Projected 702 in 6 months'],
    ['in 6 months', 'Projected 702 in 6 months'],
    ['Within a year', 'Projected 702 Within a year'],
    ['a year', 'Projected 702 in a year'],
    ['', 'Projected 702'],
  ])('timeframe %j -> %s', (timeframe, text) => {
    expect(projectionText(702, timeframe)).toBe(text);
  });

  it.each([
    ['2025-03-01', 'Mar 1, 2025'],
    ['2025-12-31T23:30:00.000Z', 'Dec 31, 2025'],
    ['last spring', 'last spring'],
  ])('date %j -> %s', (value, text) => {
    expect(formatCreditDate(value)).toBe(text);
  });

  it('shows when the estimate was calculated, with the time', () => {
    expect(formatCalculatedAt(Date.UTC(2025, 2, 1, 9, 30), 'UTC')).toBe('Mar 1, 2025, 9:30 AM');
  });

  it('labels impact and status in words', () => {
    expect(impactLabel('high')).toBe('High impact');
    expect(impactLabel('low')).toBe('Low impact');
    expect(factorStatusLabel('positive')).toBe('Positive');
    expect(factorStatusLabel('negative')).toBe('Needs work');
    expect(factorStatusLabel('neutral')).toBe('Neutral');
  });

  it('states the refresh interval from the shared constant', () => {
    expect(refreshEveryText(REFRESH.creditScore)).toBe('every 5 minutes');
    expect(refreshEveryText(60_000)).toBe('every minute');
  });
});
