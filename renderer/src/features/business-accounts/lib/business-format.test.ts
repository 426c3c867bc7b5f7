import { describe, expect, it } from 'vitest';
import {
  contributeBlockedLabel,
  formatCalendarDate,
  formatMoney,
  formatSignedMoney,
  newestFirst,
  todayIso,
  transactionTypeLabel,
} from './business-format';

describe('formatting', () => {
  it('money in whole dollars, cents only when there are some', () => {
    expect(formatMoney(5000)).toBe('$5,000');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatSignedMoney(250)).toBe('+$250');
    expect(formatSignedMoney(-25)).toBe('-$25');
  });
  it('calendar dates stay on their day in every time zone', () => {
    expect(formatCalendarDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatCalendarDate('someday')).toBe('someday');
  });
  it('today as a date input value', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
  it('transaction types', () => {
    expect(transactionTypeLabel('contribution')).toBe('Contribution');
    expect(transactionTypeLabel('penalty_charge')).toBe('Penalty charge');
    expect(transactionTypeLabel('')).toBe('Transaction');
  });
});

describe('newestFirst', () => {
  it('sorts by creation, newest first, keeping the order of ties', () => {
    const rows = [
      { id: 'a', createdAt: 1 },
      { id: 'b', createdAt: 3 },
      { id: 'c', createdAt: 2 },
      { id: 'd', createdAt: 3 },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('contributeBlockedLabel', () => {
  it('only active accounts take contributions', () => {
    expect(contributeBlockedLabel('active')).toBeNull();
    expect(contributeBlockedLabel('completed')).toBe('Target reached');
    expect(contributeBlockedLabel('paused')).toBe('Paused: resume to contribute');
    expect(contributeBlockedLabel('closed')).toBe('Not taking contributions');
  });
});
