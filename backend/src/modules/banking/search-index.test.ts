/**
 * The search index is written by code, not by a trigger (migration 0023): a row written one at a
 * time (the single-row path: bank sync, the Subscription Finder's rows) is indexed with its insert, a
 * bank-file import's rows in one statement per batch, the demo seed's through withRowsRecorded, rows
 * the ledger puts back one by one. Every way must give the same index: the same rows written by
 * each path answer every search the same, and the index holds exactly the table's rows. The same goes
 * for the ledger's totals (migration 0024) and the categories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from './import';
import { bankingRepository } from './repository';
import { registerTestUser } from '../../testing/http-client';
import { expectLedgerRecordsWhole } from '../../testing/ledger-records';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
});
afterAll(() => server.close());

// Descriptions with accents, repeats of the merchant name (not indexed twice), short and long words.
const ROWS = Array.from({ length: 1_500 }, (_, i) => ({
  date: `2026-0${(i % 9) + 1}-1${i % 10}`,
  description: [`Café Crème ${i % 7}`, `NETFLIX.COM ${i % 13}`, 'Uber', `Loyer Résidence ${i % 3} janvier`][i % 4]!,
  amountCents: ((i % 97) + 1) * 100 - (i % 5 === 0 ? 50_000 : 0),
  category: [null, 'Dining', 'Transport', 'Housing', 'dining'][i % 5]!,
}));
const SEARCHES = ['creme', 'café', 'netflix', 'ub', 'residence', 'loyer 2', 'janv', 'COM 1', 'zzz'];

async function searchAnswers(client: Awaited<ReturnType<typeof registerTestUser>>['client']) {
  const answers: Record<string, { total: number; descriptions: string[] }> = {};
  for (const q of SEARCHES) {
    const res = await client.get(`/api/transactions?${new URLSearchParams({ q, limit: '500' })}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { total: number; items: { description: string }[] };
    answers[q] = { total: body.total, descriptions: body.items.map((t) => t.description).sort() };
  }
  return answers;
}

const FILTERS = ['', 'category=dining', 'category=Uncategorised', 'direction=in', 'from=2026-03-01&to=2026-05-31', 'from=2026-03-12&to=2026-07-15&direction=out', 'minAmount=50', 'q=creme'];

async function totalsAnswers(client: Awaited<ReturnType<typeof registerTestUser>>['client']) {
  const answers: Record<string, unknown> = {};
  for (const filter of FILTERS) {
    const res = await client.get(`/api/transactions?${filter}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const { total, totals } = (await res.json()) as { total: number; totals: unknown };
    answers[filter] = { total, totals };
  }
  const categories = await client.get('/api/transaction-categories');
  expect(categories.status).toBe(200);
  // Each user's categories have their own ids: the names and counts must match.
  answers.categories = ((await categories.json()) as { name: string; transactionCount: number }[]).map(({ name, transactionCount }) => ({ name, transactionCount }));
  return answers as Record<string, { total: number }>;
}

describe('every writer of ledger rows indexes them alike', () => {
  it('a bank-file import (one statement per batch) and the single-row path answer every search the same', async () => {
    const bulk = await registerTestUser(server.url, 'bulkpath');
    const single = await registerTestUser(server.url, 'singlepath');
    const repo = bankingRepository(server.db);
    runToEnd(
      repo.importRowsSteps({
        userId: bulk.userId,
        target: { create: { name: 'Bulk', mask: null, type: 'checking', currency: 'EUR' } },
        fileName: 'bulk.csv',
        format: 'csv',
        rows: ROWS.map((r) => ({ ...r, bankId: null, currency: 'EUR' })),
        remember: {},
        now: TEST_NOW,
      }),
    );
    repo.importUnlinked(
      single.userId,
      ROWS.map((r, i) => ({ bankTransactionId: `row-${i}`, merchant: r.description, amountCents: r.amountCents, date: r.date, category: r.category, currency: 'EUR' })),
      TEST_NOW,
    );
    const bulkAnswers = await searchAnswers(bulk.client);
    expect(bulkAnswers).toEqual(await searchAnswers(single.client));
    // The counts and totals (the ledger's summary, migration 0024) and the categories answer alike too.
    const bulkTotals = await totalsAnswers(bulk.client);
    expect(bulkTotals).toEqual(await totalsAnswers(single.client));
    expect(bulkTotals['category=dining']!.total).toBe(600);
    expect(bulkTotals['']!.total).toBe(ROWS.length);
    // The searches found rows (a search that finds nothing anywhere would prove nothing).
    expect(bulkAnswers.creme!.total).toBeGreaterThan(100);
    expect(bulkAnswers.residence!.total).toBeGreaterThan(100);
    expect(bulkAnswers.zzz!.total).toBe(0);
    expectLedgerRecordsWhole(server.db.$client);
  });

  it('rows the ledger puts back after a delete are found again, and deleted ones are not', async () => {
    const user = await registerTestUser(server.url, 'restorepath');
    bankingRepository(server.db).importUnlinked(
      user.userId,
      ROWS.slice(0, 40).map((r, i) => ({ bankTransactionId: `r-${i}`, merchant: r.description, amountCents: r.amountCents, date: r.date, category: null })),
      TEST_NOW,
    );
    const found = async () => ((await (await user.client.get('/api/transactions?q=creme')).json()) as { total: number }).total;
    const before = await found();
    expect(before).toBeGreaterThan(0);
    const ids = ((await (await user.client.get('/api/transactions?q=creme')).json()) as { items: { id: string }[] }).items.map((t) => t.id);
    const deleted = await user.client.request('POST', '/api/transactions/delete', { ids });
    expect(deleted.status).toBe(200);
    expect(await found()).toBe(0);
    expectLedgerRecordsWhole(server.db.$client);
    const { batchId } = (await deleted.json()) as { batchId: string };
    expect((await user.client.request('POST', '/api/transactions/restore', { batchId })).status).toBe(200);
    expect(await found()).toBe(before);
    expectLedgerRecordsWhole(server.db.$client);
  });
});
