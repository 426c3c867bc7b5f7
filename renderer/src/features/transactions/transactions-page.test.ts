/**
 * The /transactions screen over a mocked server. The renderer's tests run in Node without a DOM
 * (no jsdom in this project), so the page is rendered with react-dom/server from a seeded query
 * cache (what the first paint shows for a URL), and the requests the page's actions make are
 * checked through the same functions the page calls, over a stubbed fetch.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../../shared/api/auth';
import { ledgerApi } from '../../../../shared/api/ledger';
import type { AuthUser } from '../../../../shared/contracts/auth';
import type { BankAccount } from '../../../../shared/contracts/banking';
import type { LedgerPage, LedgerTransaction } from '../../../../shared/contracts/ledger';
import { bankAccountsQuery } from '@/api/bank-accounts';
import { apiQueryKey } from '@/lib/api-client';
import { deleteTransactions, ledgerListKey, ledgerPageQuery, restoreTransactions } from './api/ledger';
import { apiFilters, filtersFromSearch } from './lib/ledger-filters';
import TransactionsPage from './transactions-page';

const USER: AuthUser = {
  id: '0b6f8f0e-3c1a-4f7e-9d2b-5a4c3e2f1a0b',
  username: 'sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: null,
  profileImageUrl: null,
  role: 'member',
  subscriptionTier: 'free',
  onboarded: true,
};

const ACCOUNT_ID = '6f1c1d7e-8a8b-4c1e-9b7a-1d2e3f4a5b6c';
const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function tx(n: number, changes: Partial<LedgerTransaction> = {}): LedgerTransaction {
  return {
    id: ids(n),
    date: '2025-03-04',
    description: `Coffee shop ${n}`,
    category: 'Dining',
    notes: null,
    amount: -4.5,
    currency: 'USD',
    accountId: ACCOUNT_ID,
    accountName: 'Everyday Checking',
    pending: false,
    source: 'real',
    importId: null,
    ...changes,
  };
}

function page(items: LedgerTransaction[], total: number): LedgerPage {
  return {
    items,
    total,
    offset: 0,
    limit: 100,
    totals: [
      { currency: 'USD', count: total - 1, moneyIn: 0, moneyOut: 4.5 * (total - 1), net: -4.5 * (total - 1) },
      { currency: 'EUR', count: 1, moneyIn: 1200, moneyOut: 0, net: 1200 },
    ],
  };
}

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** The page's first paint at `url`, with the answers already in the cache. */
function render(url: string, seed: (qc: QueryClient) => void): string {
  const qc = client();
  qc.setQueryData(apiQueryKey(authApi.session), USER);
  qc.setQueryData(bankAccountsQuery(USER.id).queryKey, [] as BankAccount[]);
  qc.setQueryData(apiQueryKey(ledgerApi.categories), [{ id: ids(900), name: 'Dining', transactionCount: 250 }]);
  seed(qc);
  return renderToString(
    createElement(QueryClientProvider, { client: qc }, createElement(MemoryRouter, { initialEntries: [url] }, createElement(TransactionsPage))),
  );
}

const pageKey = (search: string) => ledgerPageQuery(apiFilters(filtersFromSearch(new URLSearchParams(search))), 0).queryKey;
const count = (html: string, text: string) => html.split(text).length - 1;

describe('the ledger page', () => {
  it('shows the rows of the first page, only those in view, and says how many there are in all', () => {
    const items = Array.from({ length: 100 }, (_, i) => tx(i));
    items[0] = tx(0, { description: 'Salary', amount: 1200, currency: 'EUR', category: null, pending: true, source: 'demo', notes: 'March' });
    const html = render('/transactions', (qc) => qc.setQueryData(pageKey(''), page(items, 250)));

    // A window of rows, not the 100 loaded or the 250 there are: the view (640 px / 56 px = 12 rows) + 10 overscan.
    expect(count(html, 'data-testid="ledger-row"')).toBe(22);
    expect(html).toContain('aria-rowcount="251"');
    expect(html).toContain('aria-rowindex="2"');
    expect(html).toContain('aria-rowindex="23"');
    expect(html).not.toContain('aria-rowindex="24"');
    expect(html).toContain('Coffee shop 21');
    expect(html).not.toContain('Coffee shop 22');

    // The first row: money in, in its own currency, with its badges; the others money out in dollars.
    expect(html).toContain('+€1,200.00');
    expect(html).toContain('-$4.50');
    expect(html).toContain('Pending');
    expect(html).toContain('Sample');
    expect(html).toContain('Has notes');
    expect(html).toContain('Uncategorised');
    // Totals: one line per currency, as the server summed them.
    expect(html).toContain('data-testid="ledger-totals"');
    expect(html).toContain('249 transactions');
    expect(html).toContain('-$1,120.50');
    expect(html).toContain('+€1,200.00');
    expect(html).toContain('250 transactions');
  });

  it('asks for the search in the URL: the rows shown are the answer for q=coffee', () => {
    const html = render('/transactions?q=coffee', (qc) => qc.setQueryData(pageKey('q=coffee'), page([tx(1), tx(2)], 2)));
    expect(count(html, 'data-testid="ledger-row"')).toBe(2);
    expect(html).toMatch(/data-testid="ledger-search"[^>]*value="coffee"|value="coffee"[^>]*data-testid="ledger-search"/);
    expect(html).toContain('2 transactions match');
    // The export link carries the same filters.
    expect(html).toContain(`href="${ledgerApi.exportCsv.path}?q=coffee&amp;sort=date&amp;order=desc"`);
  });

  it('shows the skeleton (no rows yet) while the first page loads', () => {
    const html = render('/transactions', () => {});
    expect(html).toContain('data-testid="ledger-loading"');
    expect(count(html, 'data-testid="ledger-row"')).toBe(0);
  });

  it('tells "no transactions at all" (with the way to import) from "none match"', () => {
    const none = render('/transactions', (qc) => qc.setQueryData(pageKey(''), { ...page([], 0), totals: [] }));
    expect(none).toContain('data-testid="ledger-empty"');
    expect(none).toContain('href="/accounts"');
    const noMatch = render('/transactions?q=zzz', (qc) => qc.setQueryData(pageKey('q=zzz'), { ...page([], 0), totals: [] }));
    expect(noMatch).toContain('data-testid="ledger-no-match"');
    expect(noMatch).toContain('No transactions match');
  });

  it('asks a signed-out visitor to sign in', () => {
    const qc = client();
    qc.setQueryData(apiQueryKey(authApi.session), null);
    const html = renderToString(
      createElement(QueryClientProvider, { client: qc }, createElement(MemoryRouter, { initialEntries: ['/transactions'] }, createElement(TransactionsPage))),
    );
    expect(html).toContain('data-testid="ledger-sign-in"');
    expect(html).not.toContain('data-testid="ledger-search"');
  });
});

describe('the ledger’s requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubServer(answer: (url: string, init: RequestInit) => unknown) {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const body = answer(String(input), init ?? {});
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends the search as q, with the page’s offset and size', async () => {
    const fetchMock = stubServer(() => page([tx(1)], 1));
    const qc = client();
    // The session is known (the app reads it first): a read checks the caller's access against it.
    qc.setQueryData(apiQueryKey(authApi.session), USER);
    const query = apiFilters(filtersFromSearch(new URLSearchParams('q=coffee&direction=out')));
    await qc.fetchQuery(ledgerPageQuery(query, 2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${ledgerApi.list.path}?q=coffee&direction=out&sort=date&order=desc&offset=200&limit=100`);
  });

  it('deletes, then undo restores that very batch, and the list is read again after each', async () => {
    const requests: { url: string; method: string; body: unknown }[] = [];
    stubServer((url, init) => {
      requests.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return url === ledgerApi.remove.path ? { deleted: 2, batchId: 'a3f1c2d4-0000-4000-8000-000000000001' } : { restored: 2 };
    });
    const qc = client();
    qc.setQueryData(pageKey(''), page([tx(1), tx(2)], 2));

    const outcome = await deleteTransactions(qc, [ids(1), ids(2)]);
    expect(outcome).toEqual({ batchIds: ['a3f1c2d4-0000-4000-8000-000000000001'], deleted: 2 });
    expect(qc.getQueryState(pageKey(''))?.isInvalidated).toBe(true);

    qc.setQueryData(pageKey(''), page([], 0));
    expect(await restoreTransactions(qc, outcome.batchIds)).toBe(2);
    expect(qc.getQueryState(pageKey(''))?.isInvalidated).toBe(true);

    expect(requests).toEqual([
      { url: ledgerApi.remove.path, method: 'POST', body: { ids: [ids(1), ids(2)] } },
      { url: ledgerApi.restore.path, method: 'POST', body: { batchId: 'a3f1c2d4-0000-4000-8000-000000000001' } },
    ]);
    expect(qc.getQueryCache().findAll({ queryKey: ledgerListKey }).length).toBe(1);
  });

  it('sends a large selection in parts of 1000, and one undo restores every part', async () => {
    let batch = 0;
    const fetchMock = stubServer((url, init) => {
      if (url === ledgerApi.remove.path) {
        const { ids: sent } = JSON.parse(String(init.body)) as { ids: string[] };
        batch += 1;
        return { deleted: sent.length, batchId: `a3f1c2d4-0000-4000-8000-00000000000${batch}` };
      }
      return { restored: batch === 2 ? 1000 : 0 };
    });
    const qc = client();
    const outcome = await deleteTransactions(qc, Array.from({ length: 1500 }, (_, i) => ids(i)));
    expect(outcome.deleted).toBe(1500);
    expect(outcome.batchIds).toEqual(['a3f1c2d4-0000-4000-8000-000000000001', 'a3f1c2d4-0000-4000-8000-000000000002']);
    const sizes = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init!.body)) as { ids: string[] }).ids.length);
    expect(sizes).toEqual([1000, 500]);

    fetchMock.mockClear();
    await restoreTransactions(qc, outcome.batchIds);
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init!.body))])).toEqual([
      [ledgerApi.restore.path, { batchId: 'a3f1c2d4-0000-4000-8000-000000000001' }],
      [ledgerApi.restore.path, { batchId: 'a3f1c2d4-0000-4000-8000-000000000002' }],
    ]);
  });
});
