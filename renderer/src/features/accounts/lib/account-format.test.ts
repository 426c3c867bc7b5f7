import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import {
  accountTotals,
  balanceView,
  deleteAccountQuestion,
  formatDay,
  groupAccounts,
  relativeTime,
  removeSampleQuestion,
  sampleDataSentence,
  undoImportQuestion,
  unknownBalancesNote,
  UNKNOWN_BALANCE_TEXT,
} from './account-format';

function account(overrides: Partial<BankAccount>): BankAccount {
  return {
    id: 'a',
    name: 'Everyday',
    institution: 'First Bank',
    accountNumber: '••••1937',
    type: 'checking',
    balance: 100,
    currency: 'USD',
    balanceSource: 'bank',
    balanceAsOf: '2025-03-04',
    closed: false,
    source: 'real',
    imported: true,
    transactionCount: 12,
    ...overrides,
  };
}

describe('balanceView', () => {
  it('shows a bank balance in its own currency with its date and source', () => {
    expect(balanceView(account({ balance: 1234.5, currency: 'EUR' }))).toEqual({
      known: true,
      amount: '€1,234.50',
      detail: 'as of Mar 4, 2025 · from the bank',
      owed: false,
    });
  });

  it('says a balance the user typed was entered by them', () => {
    const view = balanceView(account({ balance: 878.47, balanceSource: 'user', balanceAsOf: '2024-12-31' }));
    expect(view.amount).toBe('$878.47');
    expect(view.detail).toBe('as of Dec 31, 2024 · entered by you');
  });

  it('marks what is owed on a card or a loan', () => {
    expect(balanceView(account({ type: 'credit', balance: -310.45 }))).toMatchObject({ amount: '-$310.45', owed: true });
    expect(balanceView(account({ type: 'loan', balance: -12000, currency: 'CHF' }))).toMatchObject({ amount: '-CHF\u00a012,000.00', owed: true });
    expect(balanceView(account({ type: 'checking', balance: -5 })).owed).toBe(false);
  });

  it('says an unknown balance is not known, with no date or source', () => {
    expect(balanceView(account({ balance: null, balanceSource: null, balanceAsOf: null }))).toEqual({
      known: false,
      amount: UNKNOWN_BALANCE_TEXT,
      detail: null,
      owed: false,
    });
    expect(UNKNOWN_BALANCE_TEXT).toBe('Balance not known — set it from a statement');
  });

  it('writes a code Intl does not know after the number instead of failing', () => {
    expect(balanceView(account({ balance: 12.3, currency: 'X1Z' })).amount).toBe('12.30 X1Z');
  });
});

describe('accountTotals', () => {
  const accounts = [
    account({ id: '1', balance: 1000.1, currency: 'USD' }),
    account({ id: '2', balance: 0.2, currency: 'USD' }),
    account({ id: '3', type: 'credit', balance: -250.05, currency: 'USD' }),
    account({ id: '4', balance: 2000, currency: 'EUR' }),
    account({ id: '5', balance: 99.99, currency: 'brl' }),
    account({ id: '6', balance: null, balanceSource: null, balanceAsOf: null, currency: 'USD' }),
    account({ id: '7', balance: null, balanceSource: null, balanceAsOf: null, currency: 'CAD' }),
    account({ id: '8', balance: 5000, currency: 'USD', closed: true }),
  ];

  it('adds the known balances of open accounts per currency, exactly, never across currencies', () => {
    const { totals } = accountTotals(accounts);
    // The currency with the most accounts first, then alphabetical (the same order as /mobile).
    expect(totals).toEqual([
      // 1000.10 + 0.20 - 250.05 in cents: no floating-point residue.
      { currency: 'USD', total: 750.25, formatted: '$750.25', accounts: 3, sampleAccounts: 0 },
      { currency: 'BRL', total: 99.99, formatted: 'R$99.99', accounts: 1, sampleAccounts: 0 },
      { currency: 'EUR', total: 2000, formatted: '€2,000.00', accounts: 1, sampleAccounts: 0 },
    ]);
  });

  it('leaves unknown balances and closed accounts out, and counts them', () => {
    const result = accountTotals(accounts);
    expect(result.unknown).toBe(2);
    expect(result.closed).toBe(1);
    // No CAD total: its only account's balance is unknown.
    expect(result.totals.map((t) => t.currency)).not.toContain('CAD');
  });

  it('has no totals when no open account has a known balance', () => {
    expect(accountTotals([account({ balance: null }), account({ closed: true })])).toEqual({ totals: [], unknown: 1, closed: 1 });
  });

  it('says how many accounts the totals leave out', () => {
    expect(unknownBalancesNote(0)).toBeNull();
    expect(unknownBalancesNote(1)).toBe('1 account with an unknown balance is not included');
    expect(unknownBalancesNote(3)).toBe('3 accounts with an unknown balance are not included');
  });
});

describe('groupAccounts', () => {
  it('puts open accounts first and keeps the order inside each group', () => {
    const list = [account({ id: 'c1', closed: true }), account({ id: 'o1' }), account({ id: 'c2', closed: true }), account({ id: 'o2' })];
    const { open, closed } = groupAccounts(list);
    expect(open.map((a) => a.id)).toEqual(['o1', 'o2']);
    expect(closed.map((a) => a.id)).toEqual(['c1', 'c2']);
  });
});

describe('confirmation sentences', () => {
  it('states the account and how many transactions go with it', () => {
    expect(deleteAccountQuestion('Everyday', 1204)).toBe('Delete Everyday and its 1,204 transactions? This cannot be undone.');
    expect(deleteAccountQuestion('Visa', 1)).toBe('Delete Visa and its 1 transaction? This cannot be undone.');
    expect(deleteAccountQuestion('Empty', 0)).toBe('Delete Empty and its 0 transactions? This cannot be undone.');
  });

  it('states how many rows an undo removes', () => {
    expect(undoImportQuestion(68)).toBe('Remove the 68 transactions this import added?');
    expect(undoImportQuestion(1)).toBe('Remove the 1 transaction this import added?');
    expect(undoImportQuestion(0)).toBe('This import added no transactions. Remove it from the history?');
  });

  it('counts only the rows the undo will remove, when some were deleted since', () => {
    expect(undoImportQuestion(3, 5)).toBe('Remove the 3 transactions left from this import? (2 of the 5 it added were already deleted.)');
    expect(undoImportQuestion(1, 2)).toBe('Remove the 1 transaction left from this import? (1 of the 2 it added was already deleted.)');
    expect(undoImportQuestion(0, 4)).toBe('Its transactions were already deleted. Remove this import from the history?');
    expect(undoImportQuestion(4, 4)).toBe('Remove the 4 transactions this import added?');
  });

  it('says how much sample data is mixed with the user’s own', () => {
    expect(sampleDataSentence({ demo: { accounts: 3, transactions: 1204 }, real: { accounts: 1, transactions: 68 } })).toBe(
      '1,204 sample transactions in 3 accounts are mixed with yours.',
    );
    expect(sampleDataSentence({ demo: { accounts: 1, transactions: 1 }, real: { accounts: 1, transactions: 0 } })).toBe(
      '1 sample transaction in 1 account is mixed with yours.',
    );
    expect(sampleDataSentence({ demo: { accounts: 2, transactions: 40 }, real: { accounts: 0, transactions: 0 } })).toBe(
      '40 sample transactions in 2 accounts; nothing of your own yet.',
    );
    expect(sampleDataSentence({ demo: { accounts: 0, transactions: 0 }, real: { accounts: 2, transactions: 9 } })).toBeNull();
    expect(removeSampleQuestion({ demo: { accounts: 3, transactions: 1204 } })).toBe('Remove 1,204 sample transactions in 3 accounts?');
  });
});

describe('dates', () => {
  it('reads a calendar date in UTC, so it never shifts a day', () => {
    expect(formatDay('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('says how long ago an import was', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(relativeTime('2025-06-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2025-06-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-06-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-05-27T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
