import { describe, expect, it } from 'vitest';
import { balanceTotals } from '@/lib/balances';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import {
  formatBalance,
  formatMoney,
  formatStoredAmount,
  formatTransactionAmount,
  formatTransactionDate,
  hasSampleAccounts,
  parseMoneyInput,
  transactionsHref,
  UNKNOWN_BALANCE,
} from './money';

type Totalled = Pick<BankAccount, 'balance' | 'currency' | 'closed' | 'source'>;
const acct = (balance: number | null, currency = 'USD', extra: Partial<Totalled> = {}): Totalled => ({
  balance,
  currency,
  closed: false,
  source: 'real',
  ...extra,
});

describe('formatMoney', () => {
  it('shows cents and never a negative zero', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-540.2)).toBe('-$540.20');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('writes other currencies with their own symbol or code, never "$"', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(-12, 'eur')).toBe('-€12.00');
    expect(formatMoney(3, 'CHF')).toBe('CHF\u00a03.00');
    expect(formatMoney(10, 'CAD')).toBe('CA$10.00');
    expect(formatMoney(-0.001, 'EUR')).toBe('€0.00');
    expect(formatMoney(5, 'usd')).toBe('$5.00');
  });

  it('shows a code Intl refuses after the number instead of failing', () => {
    expect(formatMoney(7.5, 'E1')).toBe('7.50 E1');
  });
});

describe('formatBalance', () => {
  it('says the balance is unknown instead of $0.00, and uses the account currency', () => {
    expect(formatBalance({ balance: null, currency: 'USD' })).toBe(UNKNOWN_BALANCE);
    expect(UNKNOWN_BALANCE).toBe('Balance unknown');
    expect(formatBalance({ balance: 0, currency: 'USD' })).toBe('$0.00');
    expect(formatBalance({ balance: 878.47, currency: 'EUR' })).toBe('€878.47');
  });
});

describe('formatTransactionAmount', () => {
  it('puts + on credits and - on debits, in the account currency', () => {
    expect(formatTransactionAmount({ amount: 12, type: 'credit' })).toBe('+$12.00');
    expect(formatTransactionAmount({ amount: 4.5, type: 'debit' })).toBe('-$4.50');
    expect(formatTransactionAmount({ amount: 4.5, type: 'debit' }, 'EUR')).toBe('-€4.50');
  });
});

describe('balanceTotals', () => {
  it('adds in cents, so floating point does not leak, and credit cards lower it', () => {
    expect(balanceTotals([acct(0.1), acct(0.2)]).totals).toEqual([{ currency: 'USD', total: 0.3, accounts: 2, sampleAccounts: 0 }]);
    expect(balanceTotals([acct(2500), acct(-540.25)]).totals).toEqual([{ currency: 'USD', total: 1959.75, accounts: 2, sampleAccounts: 0 }]);
    expect(balanceTotals([])).toEqual({ totals: [], unknown: 0, closed: 0 });
  });

  it('keeps one total per currency, never mixing them; the currency with the most accounts first', () => {
    const { totals, unknown } = balanceTotals([acct(100, 'EUR'), acct(19.99), acct(0.01, 'eur'), acct(50, 'CHF'), acct(-20, 'EUR')]);
    expect(totals).toEqual([
      { currency: 'EUR', total: 80.01, accounts: 3, sampleAccounts: 0 },
      { currency: 'CHF', total: 50, accounts: 1, sampleAccounts: 0 },
      { currency: 'USD', total: 19.99, accounts: 1, sampleAccounts: 0 },
    ]);
    expect(unknown).toBe(0);
  });

  it('leaves out unknown balances (counted) and closed accounts (not counted)', () => {
    const result = balanceTotals([acct(1000), acct(null), acct(null, 'EUR'), acct(500, 'USD', { closed: true }), acct(null, 'USD', { closed: true })]);
    expect(result).toEqual({ totals: [{ currency: 'USD', total: 1000, accounts: 1, sampleAccounts: 0 }], unknown: 2, closed: 2 });
    expect(balanceTotals([acct(null)])).toEqual({ totals: [], unknown: 1, closed: 0 });
  });

  it('counts which accounts of a total are sample data', () => {
    const { totals } = balanceTotals([acct(10, 'USD', { source: 'demo' }), acct(5), acct(7, 'USD', { source: 'demo' })]);
    expect(totals).toEqual([{ currency: 'USD', total: 22, accounts: 3, sampleAccounts: 2 }]);
  });
});

describe('hasSampleAccounts', () => {
  it('is true only while some account is sample data', () => {
    expect(hasSampleAccounts([acct(1), acct(2, 'USD', { source: 'demo' })])).toBe(true);
    expect(hasSampleAccounts([acct(1)])).toBe(false);
    expect(hasSampleAccounts([])).toBe(false);
    expect(hasSampleAccounts(undefined)).toBe(false);
  });
});

describe('transactionsHref', () => {
  it('links the ledger, filtered to one account when given', () => {
    expect(transactionsHref()).toBe('/transactions');
    expect(transactionsHref('3f1c2a9e-0000-4000-8000-000000000001')).toBe('/transactions?accountId=3f1c2a9e-0000-4000-8000-000000000001');
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
    expect(formatStoredAmount(-3.2, 'EUR')).toEqual({ text: '+€3.20', direction: 'in' });
  });
});
