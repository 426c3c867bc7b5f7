import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { PORTFOLIO_MAX_ITEMS, PORTFOLIO_MAX_VALUE, quantumRequestSchema } from '../../../../../shared/contracts/coach';
import { HOLDING_NAME_MAX } from './contract-limits';
import { holdingsFromAccounts, holdingValueText, validatePortfolio, type HoldingRow } from './portfolio-form';

let n = 0;
const row = (name: string, value: string): HoldingRow => ({ key: String(n++), name, value });
const USER = '00000000-0000-4000-8000-000000000001';

describe('validatePortfolio', () => {
  it('turns typed rows into the request portfolio the contract accepts', () => {
    const result = validatePortfolio([row(' Index fund ', '$12,500'), row('Bitcoin', '900.50')]);
    expect(result).toEqual({ ok: true, portfolio: [{ name: 'Index fund', value: 12500 }, { name: 'Bitcoin', value: 900.5 }] });
    if (result.ok) expect(quantumRequestSchema.safeParse({ userId: USER, portfolio: result.portfolio }).success).toBe(true);
  });

  it('skips rows left entirely blank when another row is filled', () => {
    expect(validatePortfolio([row('', ''), row('Bonds', '100')])).toEqual({ ok: true, portfolio: [{ name: 'Bonds', value: 100 }] });
  });

  it('asks for at least one holding when every row is blank', () => {
    const result = validatePortfolio([row('', ''), row(' ', '')]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.formError).toMatch(/at least one holding/);
  });

  it('names each problem on its own row', () => {
    const result = validatePortfolio([
      row('', '100'),
      row('Cash', ''),
      row('Stocks', 'lots'),
      row('Gold', '0'),
      row('Crypto', '-5'),
      row('x'.repeat(HOLDING_NAME_MAX + 1), String(PORTFOLIO_MAX_VALUE + 1)),
      row('Fine', '1'),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError).toBeNull();
    expect(result.rowErrors).toEqual([
      { name: 'Each holding needs a name.' },
      { value: "Enter the holding's value in dollars." },
      { value: 'Value must be a number of dollars, for example 2500.' },
      { value: 'Value must be greater than $0.' },
      { value: 'Value must be greater than $0.' },
      { name: `Name must be at most ${HOLDING_NAME_MAX} characters.`, value: 'Value must be at most $10,000,000,000.' },
      {},
    ]);
  });

  it('accepts the limits themselves', () => {
    const result = validatePortfolio([row('x'.repeat(HOLDING_NAME_MAX), String(PORTFOLIO_MAX_VALUE))]);
    expect(result.ok).toBe(true);
  });

  it('refuses more holdings than the contract allows', () => {
    const rows = Array.from({ length: PORTFOLIO_MAX_ITEMS + 1 }, (_, i) => row(`H${i}`, '10'));
    const result = validatePortfolio(rows);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.formError).toBe(`A portfolio can have at most ${PORTFOLIO_MAX_ITEMS} holdings.`);
  });
});

describe('holdingsFromAccounts', () => {
  const account = (name: string, type: BankAccount['type'], balance: number | null, extra: Partial<BankAccount> = {}): BankAccount => ({
    id: name,
    name,
    institution: 'Demo Bank',
    accountNumber: '****1234',
    type,
    balance,
    currency: 'USD',
    balanceSource: balance === null ? null : 'bank',
    balanceAsOf: null,
    closed: false,
    source: 'real',
    imported: false,
    transactionCount: 0,
    ...extra,
  });

  it('takes savings and investment balances above zero, largest first', () => {
    const holdings = holdingsFromAccounts([
      account('Everyday Checking', 'checking', 3200),
      account('High-Yield Savings', 'savings', 8400.456),
      account('Brokerage', 'investment', 22000),
      account('Visa', 'credit', -640),
      account('Empty Savings', 'savings', 0),
    ]);
    expect(holdings).toEqual([
      { name: 'Brokerage', value: 22000 },
      { name: 'High-Yield Savings', value: 8400.46 },
    ]);
  });

  it('leaves out a balance nobody has stated, closed accounts and other currencies', () => {
    const holdings = holdingsFromAccounts([
      account('Imported Savings', 'savings', null),
      account('Old Savings', 'savings', 5000, { closed: true }),
      account('Euro Savings', 'savings', 7000, { currency: 'EUR' }),
      account('Brokerage', 'investment', 1200.5, { currency: 'usd' }),
    ]);
    expect(holdings).toEqual([{ name: 'Brokerage', value: 1200.5 }]);
  });

  it('is empty when the user has no such accounts', () => {
    expect(holdingsFromAccounts([account('Checking', 'checking', 100)])).toEqual([]);
  });

  it('keeps names within the contract limit and at most the allowed number of holdings', () => {
    const many = Array.from({ length: PORTFOLIO_MAX_ITEMS + 5 }, (_, i) => account(`${'S'.repeat(100)}${i}`, 'savings', i + 1));
    const holdings = holdingsFromAccounts(many);
    expect(holdings).toHaveLength(PORTFOLIO_MAX_ITEMS);
    expect(holdings.every((h) => h.name.length <= HOLDING_NAME_MAX)).toBe(true);
  });
});

describe('holdingValueText', () => {
  it('writes whole dollars plainly and keeps cents', () => {
    expect(holdingValueText(22000)).toBe('22000');
    expect(holdingValueText(8400.5)).toBe('8400.50');
  });
});
