import { describe, expect, it } from 'vitest';
import { MAX_MONTHLY_INCOME } from '../../../../../shared/constants';
import { budgetSettingsRequestSchema } from '../../../../../shared/contracts/dashboard';
import {
  firstCharges,
  formatChargeDate,
  formatCompactUsd,
  formatConfidence,
  formatScoreChange,
  monthLabels,
  parseAmount,
  validateBudgetSettings,
} from './dashboard-format';

describe('validateBudgetSettings', () => {
  it.each([
    ['4500', 4500],
    ['0', 0],
    ['$6,000', 6000],
    ['1234.5', 1234.5],
    [String(MAX_MONTHLY_INCOME), MAX_MONTHLY_INCOME],
  ])('accepts %j, and the contract agrees', (text, income) => {
    const result = validateBudgetSettings(text, 'debt-mode');
    expect(result).toEqual({ ok: true, value: { income, mode: 'debt-mode' } });
    if (result.ok) expect(budgetSettingsRequestSchema.safeParse(result.value).success).toBe(true);
  });

  it.each([
    ['', 'Enter your monthly income, 0 or more.'],
    ['   ', 'Enter your monthly income, 0 or more.'],
    ['abc', 'Income must be a number, for example 4500.'],
    ['12abc', 'Income must be a number, for example 4500.'],
    ['1e3', 'Income must be a number, for example 4500.'],
    ['-1', 'Income must be at least $0.'],
    ['-0.01', 'Income must be at least $0.'],
    [String(MAX_MONTHLY_INCOME + 1), 'Income must be at most $100,000,000.'],
  ])('refuses %j with a clear message', (text, error) => {
    expect(validateBudgetSettings(text, 'ai-control')).toEqual({ ok: false, error });
  });

  it('names the limits in the home currency (the field is labelled with it)', () => {
    expect(validateBudgetSettings('-1', 'ai-control', 'EUR')).toEqual({ ok: false, error: 'Income must be at least €0.' });
    expect(validateBudgetSettings(String(MAX_MONTHLY_INCOME + 1), 'ai-control', 'EUR')).toEqual({ ok: false, error: 'Income must be at most €100,000,000.' });
  });

  it('everything the contract refuses is refused here first', () => {
    for (const text of ['-1', '-0.5', String(MAX_MONTHLY_INCOME * 2)]) {
      expect(budgetSettingsRequestSchema.safeParse({ income: parseAmount(text), mode: 'ai-control' }).success).toBe(false);
      expect(validateBudgetSettings(text, 'ai-control').ok).toBe(false);
    }
  });
});

describe('formatting', () => {
  it('confidence as a whole percentage, held within 0..100', () => {
    expect(formatConfidence(0.856)).toBe('86%');
    expect(formatConfidence(1)).toBe('100%');
    expect(formatConfidence(0)).toBe('0%');
    expect(formatConfidence(1.4)).toBe('100%');
    expect(formatConfidence(Number.NaN)).toBe('0%');
  });
  it('months', () => {
    expect(monthLabels('2025-03')).toEqual({ short: 'Mar', long: 'March 2025' });
    expect(monthLabels('2024-12-01')).toEqual({ short: 'Dec', long: 'December 2024' });
    expect(monthLabels('Spring')).toEqual({ short: 'Spring', long: 'Spring' });
  });
  it('compact dollars for an axis', () => {
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatCompactUsd(150)).toBe('$150');
    expect(formatCompactUsd(1500)).toBe('$1.5K');
  });
  it('score change', () => {
    expect(formatScoreChange(580, 605)).toBe('+25');
    expect(formatScoreChange(850, 850)).toBe('0');
  });
});

describe('upcoming charges card', () => {
  it('formats a charge date as a calendar day in any time zone', () => {
    expect(formatChargeDate('2026-03-05')).toBe('Thu, Mar 5');
    expect(formatChargeDate('2026-01-01')).toBe('Thu, Jan 1');
    expect(formatChargeDate('soon')).toBe('soon');
  });
  it('shows the first few and counts the rest', () => {
    expect(firstCharges([1, 2, 3, 4, 5, 6], 4)).toEqual({ shown: [1, 2, 3, 4], more: 2 });
    expect(firstCharges([1, 2], 4)).toEqual({ shown: [1, 2], more: 0 });
    expect(firstCharges([], 4)).toEqual({ shown: [], more: 0 });
  });
});
