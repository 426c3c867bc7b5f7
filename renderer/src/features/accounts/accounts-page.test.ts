/**
 * The whole /accounts screen from cached answers, rendered to markup: the sections, the rows, the
 * totals, the sample-data sentence, and "Delete my account" only in hosted mode.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../../shared/api/auth';
import { bankingApi } from '../../../../shared/api/banking';
import { dataApi } from '../../../../shared/api/data';
import { healthApi } from '../../../../shared/api/health';
import type { BankAccount } from '../../../../shared/contracts/banking';
import { bankAccountsQuery } from '@/api/bank-accounts';
import { apiQueryKey, apiUrl } from '@/lib/api-client';
import AccountsPage from './accounts-page';

const USER_ID = '3f1e0a4c-2b7d-4c1e-9f0a-5d6b7c8e9f01';

const accounts: BankAccount[] = [
  {
    id: 'a1',
    name: 'Everyday',
    institution: 'First Bank',
    accountNumber: '••••1937',
    type: 'checking',
    balance: 878.47,
    currency: 'USD',
    balanceSource: 'bank',
    balanceAsOf: '2025-03-04',
    closed: false,
    source: 'real',
    imported: true,
    transactionCount: 68,
  },
  {
    id: 'a2',
    name: 'Sample savings',
    institution: 'Demo Bank',
    accountNumber: '••••0001',
    type: 'savings',
    balance: null,
    currency: 'USD',
    balanceSource: null,
    balanceAsOf: null,
    closed: false,
    source: 'demo',
    imported: false,
    transactionCount: 300,
  },
];

function page(mode: 'desktop' | 'hosted'): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(apiQueryKey(authApi.session), { id: USER_ID });
  queryClient.setQueryData(bankAccountsQuery(USER_ID).queryKey, accounts);
  queryClient.setQueryData([bankingApi.imports.path], [
    { id: 'i1', fileName: 'export.csv', format: 'csv', accountId: 'a1', accountName: 'Everyday', imported: 68, duplicates: 0, remaining: 68, createdAt: '2025-06-10T11:55:00.000Z' },
  ]);
  queryClient.setQueryData([dataApi.sources.path], { demo: { accounts: 1, transactions: 300 }, real: { accounts: 1, transactions: 68 } });
  queryClient.setQueryData([dataApi.preferences.path], { homeCurrency: 'USD' });
  queryClient.setQueryData([healthApi.health.path], { status: 'ok', version: '0', mode, demo: true, database: 'ok', uptimeMs: 1 });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(MemoryRouter, null, createElement(AccountsPage))),
  );
}

beforeEach(() => {
  // Nothing may be fetched while rendering from the cache.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('no network in this test'))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountsPage', () => {
  it('shows the accounts, their totals, the import history and the user’s data', () => {
    const html = page('desktop');
    expect(html.match(/data-testid="account-row"/g)).toHaveLength(2);
    expect(html.match(/data-testid="import-history-row"/g)).toHaveLength(1);
    expect(html).toContain('$878.47');
    expect(html).toContain('1 account with an unknown balance is not included');
    expect(html).toContain('300 sample transactions in 1 account are mixed with yours.');
    expect(html).toContain(`href="${apiUrl(dataApi.exportArchive)}"`);
    expect(html).toContain('href="/mobile?import=1"');
    // The sample account is shown, so the screen carries the demo-data badge.
    expect(html).toContain('data-testid="demo-data-badge"');
    expect(html).not.toContain('Delete my account');
  });

  it('offers deleting the account only in hosted mode', () => {
    expect(page('hosted')).toContain('Delete my account');
  });
});
