/**
 * What the account rows, the totals and the import history show, rendered to markup (the renderer
 * tests run without a DOM; these components have no effects, so static markup is what a user sees).
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BankAccount, ImportHistoryItem } from '../../../../../shared/contracts/banking';
import { AccountGroups, AccountRow } from './account-list';
import { AccountTotals } from './account-totals';
import { ImportHistoryRow } from './import-history';

const noop = () => undefined;

function render(element: ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, element));
}

/** The visible text, tags removed and entities decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function account(overrides: Partial<BankAccount>): BankAccount {
  return {
    id: 'acc-1',
    name: 'Everyday',
    institution: 'First Bank',
    accountNumber: '••••1937',
    type: 'checking',
    balance: 1234.5,
    currency: 'EUR',
    balanceSource: 'bank',
    balanceAsOf: '2025-03-04',
    closed: false,
    source: 'real',
    imported: true,
    transactionCount: 68,
    ...overrides,
  };
}

describe('AccountRow', () => {
  it('shows the account, its balance in its own currency with date and source, and links to its transactions', () => {
    const html = render(createElement(AccountRow, { account: account({}), onManage: noop }));
    expect(html).toContain('data-testid="account-row"');
    expect(text(html)).toContain('Everyday');
    expect(text(html)).toContain('First Bank · ••••1937');
    expect(text(html)).toContain('Checking · EUR · 68 transactions');
    expect(text(html)).toContain('€1,234.50');
    expect(text(html)).toContain('as of Mar 4, 2025 · from the bank');
    expect(html).toContain('href="/transactions?accountId=acc-1"');
    expect(html).toContain('aria-label="Manage Everyday"');
    expect(text(html)).not.toContain('Sample data');
  });

  it('says an unknown balance is not known and labels sample accounts', () => {
    const html = render(
      createElement(AccountRow, {
        account: account({ balance: null, balanceSource: null, balanceAsOf: null, source: 'demo', type: 'loan', transactionCount: 1 }),
        onManage: noop,
      }),
    );
    expect(text(html)).toContain('Balance not known — set it from a statement');
    expect(text(html)).toContain('Sample data');
    expect(text(html)).toContain('Loan · EUR · 1 transaction');
    expect(text(html)).not.toContain('as of');
  });

  it('lists open accounts before closed ones', () => {
    const html = render(
      createElement(AccountGroups, {
        accounts: [account({ id: 'c', name: 'Old card', closed: true }), account({ id: 'o', name: 'Current' })],
        onManage: noop,
      }),
    );
    expect(html.indexOf('Current')).toBeLessThan(html.indexOf('Old card'));
    expect(text(html)).toContain('Closed accounts');
  });
});

describe('AccountTotals', () => {
  it('shows one total per currency and says how many unknown balances it leaves out', () => {
    const html = render(
      createElement(AccountTotals, {
        accounts: [
          account({ id: '1', balance: 100.1, currency: 'USD' }),
          account({ id: '2', type: 'credit', balance: -40.05, currency: 'USD' }),
          account({ id: '3', balance: 1234.5, currency: 'EUR' }),
          account({ id: '4', balance: null, balanceSource: null, balanceAsOf: null, currency: 'USD' }),
          account({ id: '5', balance: null, balanceSource: null, balanceAsOf: null, currency: 'GBP' }),
        ],
      }),
    );
    const shown = text(html);
    expect(shown).toContain('EUR €1,234.50 1 account');
    expect(shown).toContain('USD $60.05 2 accounts');
    expect(shown).not.toContain('GBP');
    expect(shown).toContain('2 accounts with an unknown balance are not included');
    expect(html.match(/data-testid="currency-total"/g)).toHaveLength(2);
  });

  it('has no note when every balance is known', () => {
    const html = render(createElement(AccountTotals, { accounts: [account({})] }));
    expect(html).not.toContain('unknown-balances-note');
  });
});

describe('ImportHistoryRow', () => {
  it('shows the file, the account, rows imported and duplicates skipped, and when (exact time on hover)', () => {
    const item: ImportHistoryItem = {
      id: 'imp-1',
      fileName: 'export (1).csv',
      format: 'csv',
      accountId: 'acc-1',
      accountName: 'Everyday',
      imported: 68,
      duplicates: 4,
      remaining: 68,
      createdAt: '2025-06-10T11:55:00.000Z',
    };
    const html = render(createElement(ImportHistoryRow, { item, onUndo: noop, now: Date.parse('2025-06-10T12:00:00Z') }));
    expect(html).toContain('data-testid="import-history-row"');
    const shown = text(html);
    expect(shown).toContain('export (1).csv');
    expect(shown).toContain('Into Everyday · 5 minutes ago');
    expect(shown).toContain('68 rows imported · 4 duplicates skipped');
    expect(html).toContain('dateTime="2025-06-10T11:55:00.000Z"');
    expect(html).toMatch(/title="[^"]*2025[^"]*"/);
    expect(html).toContain('aria-label="Undo import of export (1).csv"');
  });
});
