/**
 * The ledger's totals come from ledger_month_totals for whole months (migration 0024) and from the
 * rows themselves for the days of a part month, an amount range or a search. Whatever writes or
 * changes rows (a bank-file import in batches, the single-row path, edits, a rule, a delete and its
 * undo, an import's undo, an account's deletion), every filter's totals must equal those read from
 * every row, and the summary must hold exactly the rows' figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFilterSchema, ledgerPageSchema, type LedgerFilterInput } from '../../../../shared/contracts/ledger';
import { runToEnd } from '../banking/import';
import { bankingRepository } from '../banking/repository';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { expectLedgerRecordsWhole } from '../../testing/ledger-records';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { ledgerRepository, splitByMonths } from './repository';
import { searchTerms } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
});
afterAll(() => server.close());

const CATEGORIES = ['Groceries', 'groceries', null, 'Uncategorised', 'Rent', ''];
// Three months and a half of rows, both directions, a zero amount, six category spellings.
const rowsOf = (count: number, salt: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-0${(i % 4) + 3}-${String((i % 28) + 1).padStart(2, '0')}`,
    description: `Payee ${(i * 7 + salt) % 23}`,
    amountCents: i % 11 === 0 ? 0 : ((i * 37 + salt) % 5000) - (i % 3 === 0 ? 2500 : 0),
    category: CATEGORIES[(i + salt) % CATEGORIES.length]!,
    bankId: null,
  }));

const FILTERS: LedgerFilterInput[] = [
  {},
  { direction: 'in' },
  { direction: 'out' },
  { category: 'groceries' },
  { category: 'Uncategorised' },
  { category: 'Rent', direction: 'out' },
  { from: '2026-04-01', to: '2026-05-31' },
  { from: '2026-04-01' },
  { to: '2026-04-30' },
  { from: '2026-03-15', to: '2026-05-10' },
  { from: '2026-04-02', to: '2026-04-20' },
  { from: '2026-03-31', to: '2026-06-01', category: 'Groceries' },
  { from: '2026-06-01', to: '2026-06-30', direction: 'in' },
  { minAmount: '10' },
  { q: 'payee 1' },
];

function expectTotalsAsRows(userId: string, accountIds: string[]) {
  const repo = ledgerRepository(server.db);
  for (const input of [...FILTERS, ...accountIds.flatMap((accountId) => [{ accountId }, { accountId, from: '2026-04-01', to: '2026-04-30', direction: 'out' as const }])]) {
    const { q, ...filter } = ledgerFilterSchema.parse(input);
    const list = { ...filter, search: searchTerms(q) };
    expect(repo.totals(userId, list), JSON.stringify(input)).toEqual(repo.scannedTotals(userId, list));
  }
  expectLedgerRecordsWhole(server.db.$client);
}

async function listed(client: TestClient, query: string) {
  const res = await client.get(`/api/transactions?${query}`);
  expect(res.status).toBe(200);
  return ledgerPageSchema.parse(await res.json());
}

describe('splitByMonths', () => {
  it('reads whole months from the summary and the days at either end from the rows', () => {
    expect(splitByMonths({})).toEqual({ months: {}, edges: [] });
    expect(splitByMonths({ from: '2026-03-01', to: '2026-05-31' })).toEqual({ months: { from: '2026-03', to: '2026-05' }, edges: [] });
    expect(splitByMonths({ from: '2026-03-15', to: '2026-05-10' })).toEqual({
      months: { from: '2026-04', to: '2026-04' },
      edges: [{ from: '2026-03-15', to: '2026-03-31' }, { from: '2026-05-01', to: '2026-05-10' }],
    });
    expect(splitByMonths({ from: '2026-03-15', to: '2026-04-10' })).toEqual({ months: null, edges: [{ from: '2026-03-15', to: '2026-04-10' }] });
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-02', to: '2024-02' }, edges: [] });
    expect(splitByMonths({ from: '2025-12-31' })).toEqual({ months: { from: '2026-01', to: undefined }, edges: [{ from: '2025-12-31', to: '2025-12-31' }] });
    expect(splitByMonths({ to: '2026-01-30' })).toEqual({ months: { from: undefined, to: '2025-12' }, edges: [{ from: '2026-01-01', to: '2026-01-30' }] });
  });
});

describe('the ledger totals equal the rows, whatever wrote them', () => {
  it('after bulk and single-row writes, edits, a rule, a delete and its undo, an undo of an import and an account deletion', async () => {
    const user = await registerTestUser(server.url, 'totals');
    const banking = bankingRepository(server.db);
    const importInto = (name: string, currency: string, salt: number) =>
      runToEnd(
        banking.importRowsSteps({
          userId: user.userId,
          target: { create: { name, mask: null, type: 'checking', currency } },
          fileName: `${name}.csv`,
          format: 'csv',
          rows: rowsOf(700, salt).map((r) => ({ ...r, currency })),
          remember: {},
          now: TEST_NOW,
        }),
      );
    const usd = importInto('Checking', 'USD', 1);
    const eur = importInto('Compte', 'EUR', 2);
    banking.importUnlinked(
      user.userId,
      rowsOf(150, 3).map((r, i) => ({ bankTransactionId: `single-${i}`, merchant: r.description, amountCents: r.amountCents, date: r.date, category: r.category || null, currency: 'GBP' })),
      TEST_NOW,
    );
    const accounts = [usd.accountId, eur.accountId];
    expectTotalsAsRows(user.userId, accounts);
    const all = await listed(user.client, 'limit=500');
    expect(all.total).toBe(1_550);
    expect(all.totals.map((t) => t.currency)).toEqual(['EUR', 'GBP', 'USD']);

    // Edits: a category, a description (not summarised), and a rule over many rows.
    const [first, second] = all.items;
    expect((await user.client.request('PATCH', `/api/transactions/${first!.id}`, { category: 'Rent' })).status).toBe(200);
    expect((await user.client.request('PATCH', `/api/transactions/${second!.id}`, { category: null, description: 'Renamed' })).status).toBe(200);
    const rule = await user.client.request('POST', '/api/category-rules', { matchText: 'Payee 1', category: 'Transport' });
    expect(rule.status, await rule.clone().text()).toBe(201);
    const created = (await rule.json()) as { rule: { id: string }; applied: number };
    const applied = await user.client.request('POST', `/api/category-rules/${created.rule.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(((await applied.json()) as { applied: number }).applied + created.applied).toBeGreaterThan(50);
    expectTotalsAsRows(user.userId, accounts);

    // A delete and its undo.
    const deleted = await user.client.request('POST', '/api/transactions/delete', { ids: all.items.slice(0, 120).map((t) => t.id) });
    expect(deleted.status).toBe(200);
    expectTotalsAsRows(user.userId, accounts);
    const { batchId } = (await deleted.json()) as { batchId: string };
    expect((await user.client.request('POST', '/api/transactions/restore', { batchId })).status).toBe(200);
    expectTotalsAsRows(user.userId, accounts);

    // An import's undo (the repository subtracts per batch) and an account's deletion.
    expect((await user.client.request('DELETE', `/api/banking/imports/${eur.importId}`)).status).toBe(200);
    expectTotalsAsRows(user.userId, accounts);
    expect((await user.client.request('DELETE', `/api/accounts/${usd.accountId}`)).status).toBe(200);
    expectTotalsAsRows(user.userId, accounts);
    const left = await listed(user.client, 'limit=1');
    expect(left.totals.map((t) => t.currency)).toEqual(['GBP']);
    expect(left.total).toBe(150);
  });

  it('an undo stopped midway, while it hides the rows or while it deletes them, is finished exactly at the next start', async () => {
    const user = await registerTestUser(server.url, 'stopped-undo');
    // Batches of 20 rows: hiding takes 200 rows a step, deleting 20.
    const banking = bankingRepository(server.db, 20);
    const importInto = (name: string, salt: number) =>
      runToEnd(
        banking.importRowsSteps({
          userId: user.userId,
          target: { create: { name, mask: null, type: 'checking', currency: 'USD' } },
          fileName: `${name}.csv`,
          format: 'csv',
          rows: rowsOf(700, salt).map((r) => ({ ...r, currency: 'USD' })),
          remember: {},
          now: TEST_NOW,
        }),
      );
    const kept = importInto('Kept', 4);
    const stoppedHiding = importInto('Hiding', 5);
    const stoppedDeleting = importInto('Deleting', 6);
    const accounts = [kept.accountId, stoppedHiding.accountId, stoppedDeleting.accountId];
    const stored = () => server.db.$client.prepare('SELECT count(*) FROM transactions WHERE user_id = ?').pluck().get(user.userId);

    // Stopped after two steps of hiding: all 700 rows hidden, 400 of them out of the totals.
    const hiding = banking.hideImportSteps(stoppedHiding.importId);
    hiding.next();
    hiding.next();
    expect((await listed(user.client, 'limit=1')).total).toBe(1_400);
    expectLedgerRecordsWhole(server.db.$client);

    // Stopped after it hid the rows and deleted 40 of them: the list and totals leave them all out.
    runToEnd(banking.hideImportSteps(stoppedDeleting.importId));
    const deleting = banking.purgeImportSteps(stoppedDeleting.importId);
    deleting.next();
    deleting.next();
    expect(stored()).toBe(2_100 - 40);
    const hidden = await listed(user.client, 'limit=1');
    expect(hidden.total).toBe(700);
    expect(hidden.totals).toEqual((await listed(user.client, `limit=1&accountId=${kept.accountId}`)).totals);
    expectLedgerRecordsWhole(server.db.$client);

    // The next start finishes both.
    expect(bankingRepository(server.db).removePendingImports()).toBe(2);
    expect(stored()).toBe(700);
    expectTotalsAsRows(user.userId, accounts);
    const accountsLeft = server.db.$client.prepare('SELECT id FROM bank_accounts WHERE user_id = ?').pluck().all(user.userId);
    expect(accountsLeft).toEqual([kept.accountId]);
  });
});
