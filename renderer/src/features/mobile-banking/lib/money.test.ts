import { describe, expect, it } from 'vitest';
import { formatMoney, formatStoredAmount, formatTransactionAmount, formatTransactionDate, parseMoneyInput, totalBalance } from './money';

describe('formatMoney', () => {
  it('shows cents and never a negative zero', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-540.2)).toBe('-$540.20');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});

describe('formatTransactionAmount', () => {
  it('puts + on credits and - on debits', () => {
    expect(formatTransactionAmount({ amount: 12, type: 'credit' })).toBe('+$12.00');
    expect(formatTransactionAmount({ amount: 4.5, type: 'debit' })).toBe('-$4.50');
  });
});

describe('totalBalance', () => {
  it('adds in cents, so floating point does not leak, and credit cards lower it', () => {
    expect(totalBalance([{ balance: 0.1 }, { balance: 0.2 }])).toBe(0.3);
    expect(totalBalance([{ balance: 2500 }, { balance: -540.25 }])).toBe(1959.75);
    expect(totalBalance([])).toBe(0);
  });
});

describe('parseMoneyInput', () => {
  it('accepts what people type', () => {
    expect(parseMoneyInput('25', 1000)).toEqual({ ok: true, value: 25 });
    expect(parseMoneyInput(' $1,250.50 ', 10_000)).toEqual({ ok: true, value: 1250.5 });
    expect(parseMoneyInput('.5', 10)).toEqual({ ok: true, value: 0.5 });
  });

  it('rejects empty, non-numbers, zero, too much and fractions of a cent', () => {
    expect(parseMoneyInput('', 10)).toMatchObject({ ok: false, error: 'Enter an amount.' });
    expect(parseMoneyInput('abc', 10)).toMatchObject({ ok: false });
    expect(parseMoneyInput('0', 10)).toMatchObject({ ok: false, error: 'The amount must be more than $0.' });
    expect(parseMoneyInput('-5', 10)).toMatchObject({ ok: false });
    expect(parseMoneyInput('11', 10)).toMatchObject({ ok: false, error: 'The amount can be at most $10.00.' });
    expect(parseMoneyInput('1.005', 10)).toMatchObject({ ok: false, error: 'Use at most 2 decimals (cents).' });
  });
});

describe('formatTransactionDate', () => {
  const now = new Date(2025, 5, 15);
  it('reads a plain date as that calendar day, with the year only when it differs', () => {
    expect(formatTransactionDate('2025-03-04', now)).toBe('Mar 4');
    expect(formatTransactionDate('2024-12-31', now)).toBe('Dec 31, 2024');
  });
  it('leaves text it cannot read as it is', () => {
    expect(formatTransactionDate('yesterday', now)).toBe('yesterday');
  });
});

describe('formatStoredAmount', () => {
  it('reads positive as money out and negative as money in', () => {
    expect(formatStoredAmount(12)).toEqual({ text: '-$12.00', direction: 'out' });
    expect(formatStoredAmount(-1500.5)).toEqual({ text: '+$1,500.50', direction: 'in' });
  });
});
