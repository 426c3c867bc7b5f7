/**
 * The calls /accounts makes go to the declared endpoints with the right method and body, and each
 * change refreshes every read that shows accounts or their rows.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankingApi } from '../../../../../shared/api/banking';
import { dataApi } from '../../../../../shared/api/data';
import { ledgerApi } from '../../../../../shared/api/ledger';
import { apiUrl } from '@/lib/api-client';
import { endpointUrl } from '../../../../../shared/api/endpoint';
import { deleteAccount, setAccountBalance, undoImport, updateAccount } from './accounts';
import { deleteMyAccount, removeSampleData } from './your-data';

const ID = '7d3c1a52-4f6e-4f1b-9a51-2f0f4c1d9b10';

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const account = {
  id: ID,
  name: 'Bills',
  institution: 'First Bank',
  accountNumber: '••••1937',
  type: 'checking',
  balance: 1250,
  currency: 'EUR',
  balanceSource: 'user',
  balanceAsOf: '2025-03-04',
  closed: false,
  source: 'real',
  imported: true,
  transactionCount: 68,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('undo an import', () => {
  it('sends DELETE /api/banking/imports/:id and refreshes the accounts, the history and the ledger', async () => {
    const fetchMock = stubFetch({ removed: 68, accountRemoved: false });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const result = await undoImport(queryClient, ID);

    expect(result).toEqual({ removed: 68, accountRemoved: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiUrl(bankingApi.undoImport, { params: { id: ID } }));
    expect(url).toBe(`${bankingApi.imports.path}/${ID}`);
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([[bankingApi.accounts.path], [bankingApi.imports.path], [ledgerApi.list.path], [dataApi.sources.path]]),
    );
  });

  it('raises the server’s refusal and refreshes nothing', async () => {
    stubFetch({ error: { code: 'not_found', message: 'Import not found' } }, 404);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await expect(undoImport(queryClient, ID)).rejects.toThrow(/^404: /);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('account changes', () => {
  it('renames with PATCH /api/accounts/:id and only the changed fields', async () => {
    const fetchMock = stubFetch({ ...account, name: 'Bills' });
    const saved = await updateAccount(ID, { name: 'Bills', currency: 'EUR' });
    expect(saved.name).toBe('Bills');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpointUrl(bankingApi.updateAccount.path, { id: ID }));
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"name":"Bills","currency":"EUR"}');
  });

  it('sets a statement balance with POST /api/accounts/:id/balance', async () => {
    const fetchMock = stubFetch({ ...account, balance: -310.45, type: 'credit' });
    await setAccountBalance(ID, { balance: -310.45, asOf: '2025-03-04' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpointUrl(bankingApi.setBalance.path, { id: ID }));
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"balance":-310.45,"asOf":"2025-03-04"}');
  });

  it('deletes with DELETE /api/accounts/:id and answers how many rows went', async () => {
    const fetchMock = stubFetch({ deletedTransactions: 68 });
    await expect(deleteAccount(ID)).resolves.toEqual({ deletedTransactions: 68 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiUrl(bankingApi.deleteAccount, { params: { id: ID } }));
    expect(init?.method).toBe('DELETE');
  });
});

describe('your data', () => {
  it('removes the sample data and refreshes every read', async () => {
    const fetchMock = stubFetch({ accounts: 3, transactions: 1204, subscriptions: 5, insights: 2, creditRecords: 4 });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const result = await removeSampleData(queryClient);
    expect(result.transactions).toBe(1204);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(dataApi.removeSample.path);
    expect(init?.method).toBe('DELETE');
    // No filter: everything.
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('deletes the account only with the typed confirmation, which it sends', async () => {
    const fetchMock = stubFetch(undefined, 204);
    await expect(deleteMyAccount('delete')).rejects.toThrow('Type DELETE to confirm');
    expect(fetchMock).not.toHaveBeenCalled();
    await deleteMyAccount('DELETE');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(dataApi.deleteAccount.path);
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"confirm":"DELETE"}');
  });
});
