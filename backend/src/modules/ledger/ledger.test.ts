/**
 * The transactions ledger over HTTP on the real server (docs/product.md "Transactions"): paging,
 * every filter, search, sort, totals per currency, edits, delete and undo, the CSV export,
 * categories and rules. Rows are written straight into SQLite so every expected value is exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  applyRuleResponseSchema,
  categoryListSchema,
  categoryRuleListSchema,
  categoryRuleResponseSchema,
  categorySchema,
  DEFAULT_CATEGORIES,
  deleteTransactionsResponseSchema,
  ledgerPageSchema,
  ledgerTransactionSchema,
  restoreTransactionsResponseSchema,
  type LedgerPage,
} from '../../../../shared/contracts/ledger';
import { DAY_MS } from '../../../../shared/dates';
import { testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { recordRowsWrittenDirectly } from '../../testing/ledger-records';
import { csvCell } from '../../lib/csv';
import { csvAmount, searchAmountCents, searchTerms } from './service';

let server: TestServer;

interface Person {
  client: TestClient;
  id: string;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let signUps = 0;
/** Each sign-up comes from its own address (sign-ups are throttled per address). */
async function signUp(username: string): Promise<Person> {
  signUps += 1;
  const client = testClient(server.url, { 'x-forwarded-for': `198.51.100.${signUps}` });
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: 'correct horse battery' });
  expect(res.status).toBe(201);
  return { client, id: authUserSchema.parse(await res.json()).id };
}

/** A bank connection with one account; returns the account id. */
function addAccount(userId: string, name: string, currency: string, balanceCents = 0): string {
  const sqlite = server.db.$client;
  const connectionId = crypto.randomUUID();
  const accountId = crypto.randomUUID();
  sqlite.prepare("INSERT INTO bank_connections (id, user_id, institution_name, account_type) VALUES (?, ?, 'Test Bank', 'checking')").run(connectionId, userId);
  sqlite
    .prepare("INSERT INTO bank_accounts (id, user_id, bank_connection_id, name, type, balance_cents, currency, balance_source) VALUES (?, ?, ?, ?, 'checking', ?, ?, 'bank')")
    .run(accountId, userId, connectionId, name, balanceCents, currency);
  return accountId;
}

interface Row {
  id?: string;
  date: string;
  cents: number;
  merchant: string | null;
  description?: string | null;
  category?: string | null;
  notes?: string | null;
  currency?: string;
  accountId?: string | null;
  importId?: string | null;
}

function addRow(userId: string, r: Row): string {
  const id = r.id ?? crypto.randomUUID();
  const sqlite = server.db.$client;
  const connectionId = r.accountId ? (sqlite.prepare('SELECT bank_connection_id AS c FROM bank_accounts WHERE id = ?').get(r.accountId) as { c: string }).c : null;
  sqlite
    .prepare(
      `INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, description, category, notes, date, currency, import_id, dedupe_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      userId,
      connectionId,
      r.accountId ?? null,
      r.cents,
      r.merchant,
      r.description === undefined ? r.merchant : r.description,
      r.category ?? null,
      r.notes ?? null,
      r.date,
      r.currency ?? 'USD',
      r.importId ?? null,
      `amd:${id}`,
      TEST_NOW - 5 * DAY_MS,
    );
  recordRowsWrittenDirectly(sqlite);
  return id;
}

const page = async (who: Person, query = ''): Promise<LedgerPage> => {
  const res = await who.client.get(`/api/transactions${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ledgerPageSchema.parse(await res.json());
};
const ids = (p: LedgerPage) => p.items.map((t) => t.id);
/** The body as sent, byte order mark included (Response.text() drops it). */
const csvText = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
const errorOf = async (res: Response) => errorBodySchema.parse(await res.json()).error;

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, trustProxy: true });
});
afterAll(() => server.close());

// Ann's ledger: 8 rows in 2 currencies, one without an account; Bob has one row of his own.
const T = { netflix: uuid(1), payroll: uuid(2), cafe: uuid(3), wholeFoods: uuid(4), formula: uuid(5), refund: uuid(6), uber: uuid(7), rent: uuid(8) };

describe('listing, searching, filtering and sorting', () => {
  let ann: Person;
  let bob: Person;
  let checking: string;
  let euro: string;
  let bobRow: string;

  beforeAll(async () => {
    ann = await signUp('ledger-ann');
    bob = await signUp('ledger-bob');
    checking = addAccount(ann.id, 'Everyday', 'USD');
    euro = addAccount(ann.id, 'Euro card', 'EUR');
    addRow(ann.id, { id: T.netflix, date: '2026-11-20', cents: 1799, merchant: 'NETFLIX.COM', category: 'Subscriptions', accountId: checking });
    addRow(ann.id, { id: T.payroll, date: '2026-11-19', cents: -250000, merchant: 'ACME PAYROLL', category: 'Income', accountId: checking });
    addRow(ann.id, { id: T.cafe, date: '2026-11-18', cents: 450, merchant: 'Café Olé', category: 'Dining', notes: 'with Sam', currency: 'EUR', accountId: euro });
    addRow(ann.id, { id: T.wholeFoods, date: '2026-11-17', cents: 1299, merchant: 'WHOLE FOODS MARKET', category: 'Groceries', accountId: checking });
    addRow(ann.id, { id: T.formula, date: '2026-11-16', cents: 1000, merchant: null, description: 'CHECK 1042', notes: '+1 call' });
    addRow(ann.id, { id: T.refund, date: '2026-11-15', cents: -1299, merchant: 'REFUND AMAZON', category: 'Shopping', currency: 'EUR', accountId: euro });
    addRow(ann.id, { id: T.uber, date: '2026-11-15', cents: 2350, merchant: 'UBER TRIP', category: 'Transport', accountId: checking });
    addRow(ann.id, { id: T.rent, date: '2026-10-01', cents: 150000, merchant: 'RENT OCTOBER', category: 'Housing', notes: 'ok', accountId: checking });
    bobRow = addRow(bob.id, { date: '2026-11-20', cents: 1799, merchant: 'NETFLIX.COM', category: 'Subscriptions' });
  });

  it('lists only the caller’s rows, newest first, with statement signs, account names and exact totals per currency', async () => {
    const all = await page(ann);
    expect(ids(all)).toEqual([T.netflix, T.payroll, T.cafe, T.wholeFoods, T.formula, T.uber, T.refund, T.rent]);
    expect(all).toMatchObject({ total: 8, offset: 0, limit: 100 });
    expect(all.items[0]).toEqual({
      id: T.netflix,
      date: '2026-11-20',
      description: 'NETFLIX.COM',
      category: 'Subscriptions',
      notes: null,
      amount: -17.99,
      currency: 'USD',
      accountId: checking,
      accountName: 'Everyday',
      pending: false,
      source: 'real',
      importId: null,
    });
    expect(all.items.map((t) => t.amount)).toEqual([-17.99, 2500, -4.5, -12.99, -10, -23.5, 12.99, -1500]);
    // No merchant name: the bank's description is shown; no account: no name.
    expect(all.items[4]).toMatchObject({ description: 'CHECK 1042', accountId: null, accountName: null, category: null });
    expect(all.totals).toEqual([
      { currency: 'EUR', count: 2, moneyIn: 12.99, moneyOut: 4.5, net: 8.49 },
      { currency: 'USD', count: 6, moneyIn: 2500, moneyOut: 1564.48, net: 935.52 },
    ]);
    expect(ids(await page(bob))).toEqual([bobRow]);
  });

  it('pages with offset and limit; the total and totals cover every matching row', async () => {
    const pages = await Promise.all([0, 3, 6, 9].map((offset) => page(ann, `?limit=3&offset=${offset}`)));
    expect(pages.map(ids)).toEqual([[T.netflix, T.payroll, T.cafe], [T.wholeFoods, T.formula, T.uber], [T.refund, T.rent], []]);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8, 8]);
    expect(pages[2]!.totals).toEqual(pages[0]!.totals);
  });

  it.each([
    ['a word part ("flix" finds NETFLIX.COM)', 'flix', [T.netflix]],
    ['any letter case', 'NetFlix', [T.netflix]],
    ['without accents ("cafe ole" finds Café Olé)', 'cafe ole', [T.cafe]],
    ['the notes', 'sam', [T.cafe]],
    ['several words, all of them', 'whole market', [T.wholeFoods]],
    ['several words, not just one', 'whole rent', []],
    ['a short word as a substring', 'ol', [T.payroll, T.cafe, T.wholeFoods]],
    ['an amount, money in or out', '12.99', [T.wholeFoods, T.refund]],
    ['an amount with a thousands separator', '1,500.00', [T.rent]],
    ['an amount without cents', '2500', [T.payroll]],
    ['a description when there is no merchant', '1042', [T.formula]],
    ['nothing', 'zzzz', []],
  ])('searches %s', async (_name, q, expected) => {
    const found = await page(ann, `?q=${encodeURIComponent(q)}`);
    expect(ids(found)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('keeps search text literal (quotes, FTS operators, LIKE wildcards)', async () => {
    for (const q of ['"', 'NEAR(a b)', '%', '_', 'a*', 'OR', '"flix" OR "rent"', '-', '\\', 'a\u0000bc', 'zz\u0000zzz']) {
      const res = await ann.client.get(`/api/transactions?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ledgerPageSchema.parse(await res.json()).total, q).toBe(0);
    }
  });

  it.each([
    ['an account', () => `accountId=${euro}`, [T.cafe, T.refund]],
    ['a date range (inclusive)', () => 'from=2026-11-16&to=2026-11-19', [T.payroll, T.cafe, T.wholeFoods, T.formula]],
    ['a category', () => 'category=Dining', [T.cafe]],
    ['a category in another letter case', () => 'category=dining', [T.cafe]],
    ['rows without a category', () => 'category=Uncategorised', [T.formula]],
    ['money in', () => 'direction=in', [T.payroll, T.refund]],
    ['money out', () => 'direction=out', [T.netflix, T.cafe, T.wholeFoods, T.formula, T.uber, T.rent]],
    ['an amount range on the size of the amount', () => 'minAmount=20&maxAmount=1500', [T.uber, T.rent]],
    ['filters together', () => `accountId=${checking}&direction=out&from=2026-11-15&q=uber`, [T.uber]],
  ])('filters by %s', async (_name, query, expected) => {
    const found = await page(ann, `?${query()}`);
    expect(ids(found)).toEqual(expected);
    expect(found.totals.reduce((n, t) => n + t.count, 0)).toBe(expected.length);
  });

  it('gives the totals of the filtered rows only', async () => {
    expect((await page(ann, '?direction=in')).totals).toEqual([
      { currency: 'EUR', count: 1, moneyIn: 12.99, moneyOut: 0, net: 12.99 },
      { currency: 'USD', count: 1, moneyIn: 2500, moneyOut: 0, net: 2500 },
    ]);
    expect((await page(ann, '?q=zzzz')).totals).toEqual([]);
  });

  it.each([
    ['amount, largest first', 'sort=amount&order=desc', [T.payroll, T.rent, T.uber, T.netflix, T.refund, T.wholeFoods, T.formula, T.cafe]],
    ['amount, smallest first', 'sort=amount&order=asc', [T.cafe, T.formula, T.wholeFoods, T.refund, T.netflix, T.uber, T.rent, T.payroll]],
    ['description A to Z', 'sort=description&order=asc', [T.payroll, T.cafe, T.formula, T.netflix, T.refund, T.rent, T.uber, T.wholeFoods]],
    ['date, oldest first (ties by id)', 'sort=date&order=asc', [T.rent, T.refund, T.uber, T.formula, T.wholeFoods, T.cafe, T.payroll, T.netflix]],
  ])('sorts by %s', async (_name, query, expected) => {
    expect(ids(await page(ann, `?${query}`))).toEqual(expected);
  });

  it.each([
    ['an account id that is not one', 'accountId=abc'],
    ['a date that does not exist', 'from=2026-02-30'],
    ['a start after the end', 'from=2026-11-20&to=2026-11-01'],
    ['a minimum above the maximum', 'minAmount=50&maxAmount=10'],
    ['an amount with 3 decimals', 'minAmount=1.005'],
    ['a negative amount', 'minAmount=-5'],
    ['an unknown sort', 'sort=merchant'],
    ['an unknown direction', 'direction=sideways'],
    ['a page too large', 'limit=501'],
    ['a negative offset', 'offset=-1'],
    ['a repeated parameter', 'q=a&q=b'],
  ])('answers 400 to %s', async (_name, query) => {
    const res = await ann.client.get(`/api/transactions?${query}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('validation_error');
  });

  it('asks for a sign-in', async () => {
    expect((await testClient(server.url).get('/api/transactions')).status).toBe(401);
  });
});

describe('editing a transaction', () => {
  let ann: Person;
  let bob: Person;
  let row: string;
  let bobRow: string;

  beforeAll(async () => {
    ann = await signUp('edit-ann');
    bob = await signUp('edit-bob');
    row = addRow(ann.id, { date: '2026-11-20', cents: 1799, merchant: 'NETFLIX.COM', description: 'NETFLIX.COM 866-579', category: 'Subscriptions' });
    bobRow = addRow(bob.id, { date: '2026-11-20', cents: 500, merchant: 'BOB THING' });
  });

  it('changes description, category and notes; the search sees the new text', async () => {
    const res = await ann.client.request('PATCH', `/api/transactions/${row}`, { description: 'Netflix family', category: 'Entertainment', notes: 'shared with Mum' });
    expect(res.status).toBe(200);
    expect(ledgerTransactionSchema.parse(await res.json())).toMatchObject({ id: row, description: 'Netflix family', category: 'Entertainment', notes: 'shared with Mum', amount: -17.99 });
    const stored = server.db.$client.prepare('SELECT merchant_name, description, category, notes FROM transactions WHERE id = ?').get(row);
    expect(stored).toEqual({ merchant_name: 'Netflix family', description: 'Netflix family', category: 'Entertainment', notes: 'shared with Mum' });
    expect(ids(await page(ann, '?q=mum'))).toEqual([row]);
    expect(ids(await page(ann, '?q=866'))).toEqual([]);
  });

  it('uses the stored spelling of a category, creates a new one, and clears with null, "" or Uncategorised', async () => {
    const patch = async (body: unknown) => ledgerTransactionSchema.parse(await (await ann.client.request('PATCH', `/api/transactions/${row}`, body)).json());
    expect((await patch({ category: 'groceries' })).category).toBe('Groceries');
    expect((await patch({ category: 'Pets' })).category).toBe('Pets');
    const categories = categoryListSchema.parse(await (await ann.client.get('/api/transaction-categories')).json());
    expect(categories.find((c) => c.name === 'Pets')).toMatchObject({ transactionCount: 1 });
    expect((await patch({ category: null })).category).toBeNull();
    expect((await patch({ category: 'uncategorised' })).category).toBeNull();
    expect((await patch({ notes: '' })).notes).toBeNull();
  });

  it('answers 404 for another user’s row or a missing one, and changes nothing', async () => {
    expect((await ann.client.request('PATCH', `/api/transactions/${bobRow}`, { notes: 'mine now' })).status).toBe(404);
    expect((await ann.client.request('PATCH', `/api/transactions/${crypto.randomUUID()}`, { notes: 'x' })).status).toBe(404);
    expect(server.db.$client.prepare('SELECT notes FROM transactions WHERE id = ?').get(bobRow)).toEqual({ notes: null });
  });

  it.each([
    ['nothing to change', {}],
    ['an empty description', { description: '  ' }],
    ['an unknown field', { amount: 5 }],
    ['a description too long', { description: 'x'.repeat(201) }],
    ['a category that is not text', { category: 5 }],
  ])('answers 400 to %s', async (_name, body) => {
    expect((await ann.client.request('PATCH', `/api/transactions/${row}`, body)).status).toBe(400);
  });

  it('answers 400 to an id that is not one', async () => {
    expect((await ann.client.request('PATCH', '/api/transactions/abc', { notes: 'x' })).status).toBe(400);
  });
});

describe('delete and undo', () => {
  let ann: Person;
  let bob: Person;
  let checking: string;
  const snapshot = (rowIds: string[]) =>
    server.db.$client.prepare(`SELECT * FROM transactions WHERE id IN (${rowIds.map(() => '?').join(',')}) ORDER BY id`).all(...rowIds);
  const balance = (accountId: string) => (server.db.$client.prepare('SELECT balance_cents AS b FROM bank_accounts WHERE id = ?').get(accountId) as { b: number }).b;

  beforeAll(async () => {
    ann = await signUp('trash-ann');
    bob = await signUp('trash-bob');
    checking = addAccount(ann.id, 'Everyday', 'USD', 100_000);
  });

  it('moves the caller’s rows to the trash and puts them back exactly; balances do not move', async () => {
    const a = addRow(ann.id, { date: '2026-11-20', cents: 1799, merchant: 'NETFLIX.COM', category: 'Subscriptions', notes: 'family', accountId: checking });
    const b = addRow(ann.id, { date: '2026-11-19', cents: -250000, merchant: 'ACME PAYROLL', category: 'Income', accountId: checking });
    const kept = addRow(ann.id, { date: '2026-11-18', cents: 300, merchant: 'KEPT' });
    const bobs = addRow(bob.id, { date: '2026-11-20', cents: 500, merchant: 'BOB THING' });
    const before = snapshot([a, b]);

    const res = await ann.client.request('POST', '/api/transactions/delete', { ids: [a, b, bobs, crypto.randomUUID(), a] });
    expect(res.status).toBe(200);
    const { deleted, batchId } = deleteTransactionsResponseSchema.parse(await res.json());
    expect(deleted).toBe(2);
    expect(ids(await page(ann))).toEqual([kept]);
    expect(snapshot([bobs])).toHaveLength(1);
    expect(balance(checking)).toBe(100_000);

    // Another user cannot undo it; the owner can, once.
    expect((await bob.client.request('POST', '/api/transactions/restore', { batchId })).status).toBe(404);
    const restored = await ann.client.request('POST', '/api/transactions/restore', { batchId });
    expect(restored.status).toBe(200);
    expect(restoreTransactionsResponseSchema.parse(await restored.json())).toEqual({ restored: 2 });
    expect(snapshot([a, b])).toEqual(before);
    expect(ids(await page(ann))).toEqual([a, b, kept]);
    expect(ids(await page(ann, '?q=family'))).toEqual([a]);
    expect(balance(checking)).toBe(100_000);
    expect((await ann.client.request('POST', '/api/transactions/restore', { batchId })).status).toBe(404);
    expect(server.db.$client.prepare('SELECT count(*) AS n FROM transaction_trash WHERE batch_id = ?').get(batchId)).toEqual({ n: 0 });
  });

  it('restores a row whose account or import has gone without them', async () => {
    const temp = addAccount(ann.id, 'Temporary', 'EUR');
    const importId = crypto.randomUUID();
    server.db.$client
      .prepare("INSERT INTO bank_imports (id, user_id, bank_account_id, file_name, format, imported, duplicates) VALUES (?, ?, ?, 'x.csv', 'csv', 1, 0)")
      .run(importId, ann.id, checking);
    const inTemp = addRow(ann.id, { date: '2026-11-10', cents: 700, merchant: 'IN TEMP', currency: 'EUR', accountId: temp });
    const fromImport = addRow(ann.id, { date: '2026-11-09', cents: 800, merchant: 'FROM IMPORT', accountId: checking, importId });
    const { batchId } = deleteTransactionsResponseSchema.parse(await (await ann.client.request('POST', '/api/transactions/delete', { ids: [inTemp, fromImport] })).json());
    server.db.$client.prepare('DELETE FROM bank_accounts WHERE id = ?').run(temp);
    server.db.$client.prepare('DELETE FROM bank_imports WHERE id = ?').run(importId);
    expect((await ann.client.request('POST', '/api/transactions/restore', { batchId })).status).toBe(200);
    expect(snapshot([inTemp, fromImport]).map((r) => (r as Record<string, unknown>).id)).toEqual([inTemp, fromImport].sort());
    const byId = new Map((await page(ann)).items.map((t) => [t.id, t]));
    expect(byId.get(inTemp)).toMatchObject({ accountId: null, accountName: null, currency: 'EUR', amount: -7 });
    expect(byId.get(fromImport)).toMatchObject({ accountId: checking, importId: null });
  });

  it('does not add a row twice when the ledger has it again (same bank id or dedupe key)', async () => {
    const a = addRow(ann.id, { date: '2026-11-05', cents: 900, merchant: 'TWICE', accountId: checking });
    const dedupe = `amd:${a}`;
    const { batchId } = deleteTransactionsResponseSchema.parse(await (await ann.client.request('POST', '/api/transactions/delete', { ids: [a] })).json());
    const again = crypto.randomUUID();
    server.db.$client
      .prepare("INSERT INTO transactions (id, user_id, bank_account_id, amount_cents, merchant_name, date, dedupe_key) VALUES (?, ?, ?, 900, 'TWICE', '2026-11-05', ?)")
      .run(again, ann.id, checking, dedupe);
    recordRowsWrittenDirectly(server.db.$client);
    expect(restoreTransactionsResponseSchema.parse(await (await ann.client.request('POST', '/api/transactions/restore', { batchId })).json())).toEqual({ restored: 0 });
    expect(ids(await page(ann, '?q=twice'))).toEqual([again]);
  });

  it('purges trash older than 30 days on the next delete', async () => {
    const trash = server.db.$client.prepare('INSERT INTO transaction_trash (id, batch_id, user_id, row, deleted_at) VALUES (?, ?, ?, ?, ?)');
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    trash.run(crypto.randomUUID(), old, bob.id, '{}', TEST_NOW - 31 * DAY_MS);
    trash.run(crypto.randomUUID(), recent, bob.id, '{}', TEST_NOW - 29 * DAY_MS);
    const a = addRow(ann.id, { date: '2026-11-01', cents: 100, merchant: 'GONE' });
    expect((await ann.client.request('POST', '/api/transactions/delete', { ids: [a] })).status).toBe(200);
    const batches = (server.db.$client.prepare('SELECT batch_id AS b FROM transaction_trash WHERE batch_id IN (?, ?)').all(old, recent) as { b: string }[]).map((r) => r.b);
    expect(batches).toEqual([recent]);
  });

  it('answers {deleted: 0} when no id is the caller’s, and 400 to bad requests', async () => {
    const bobs = addRow(bob.id, { date: '2026-11-20', cents: 500, merchant: 'BOB ONLY' });
    expect(deleteTransactionsResponseSchema.parse(await (await ann.client.request('POST', '/api/transactions/delete', { ids: [bobs] })).json()).deleted).toBe(0);
    expect(snapshot([bobs])).toHaveLength(1);
    for (const body of [{ ids: [] }, { ids: ['abc'] }, {}, { ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) }, { ids: [bobs], extra: 1 }]) {
      expect((await ann.client.request('POST', '/api/transactions/delete', body)).status).toBe(400);
    }
    expect((await ann.client.request('POST', '/api/transactions/restore', { batchId: 'abc' })).status).toBe(400);
    expect((await ann.client.request('POST', '/api/transactions/restore', { batchId: crypto.randomUUID() })).status).toBe(404);
  });
});

describe('CSV export', () => {
  let cara: Person;

  beforeAll(async () => {
    cara = await signUp('export-cara');
    const main = addAccount(cara.id, 'Main, "Joint"', 'USD');
    addRow(cara.id, { date: '2026-11-20', cents: 1000, merchant: '=HYPERLINK("http://evil")', category: '@SUM(A1)', notes: '-2+3', accountId: main });
    addRow(cara.id, { date: '2026-11-19', cents: -250000, merchant: 'ACME, INC PAYROLL', category: 'Income', notes: 'line1\nline2', accountId: main });
    addRow(cara.id, { date: '2026-11-18', cents: 5, merchant: 'Café', currency: 'EUR' });
  });

  it('writes every matching row, quoted per RFC 4180, formula-safe, as an attachment', async () => {
    const res = await cara.client.get('/api/transactions/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="transactions-2026-11-21.csv"');
    expect(await csvText(res)).toBe(
      '\uFEFFDate,Description,Category,Notes,Amount,Currency,Account\r\n' +
        `2026-11-20,"'=HYPERLINK(""http://evil"")",'@SUM(A1),'-2+3,-10.00,USD,"Main, ""Joint"""\r\n` +
        `2026-11-19,"ACME, INC PAYROLL",Income,"line1\nline2",2500.00,USD,"Main, ""Joint"""\r\n` +
        '2026-11-18,Café,,,-0.05,EUR,\r\n',
    );
  });

  it('exports what the filters select, in the list’s order', async () => {
    const res = await cara.client.get('/api/transactions/export?sort=amount&order=asc&direction=out');
    expect((await csvText(res)).split('\r\n').map((line) => line.slice(0, 10))).toEqual(['\uFEFFDate,Desc', '2026-11-18', '2026-11-20', '']);
    expect((await cara.client.get('/api/transactions/export?from=2026-12-01&to=2026-01-01')).status).toBe(400);
  });

  it('defuses a formula after a separator a spreadsheet may split on (; , tab), amounts staying numbers', async () => {
    const dave = await signUp('export-dave');
    addRow(dave.id, { date: '2026-11-20', cents: 1250, merchant: 'Lunch;=HYPERLINK("http://evil")', category: 'Food,+1', notes: 'split\t@SUM(A1)' });
    const lines = (await csvText(await dave.client.get('/api/transactions/export'))).split('\r\n');
    expect(lines[1]).toBe(`2026-11-20,"Lunch;'=HYPERLINK(""http://evil"")","Food,'+1","split\t'@SUM(A1)",-12.50,USD,`);
  });

  it('formats cells and amounts exactly', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', 'plain', 'a"b', 'a,b', ''].map((v) => csvCell(v))).toEqual(["'=1", "'+1", "'-1", "'@x", `"'\tx"`, 'plain', '"a""b"', '"a,b"', '']);
    expect([1000, -250000, 5, 0, -1, 123456789].map(csvAmount)).toEqual(['-10.00', '2500.00', '-0.05', '0.00', '0.01', '-1234567.89']);
  });
});

describe('search terms', () => {
  it('reads amounts in the common spellings', () => {
    expect(['12.99', '1,234.50', '$12', '12,99', '-4.5', '0.05', '12.999', '1,23', 'abc', '1.2.3'].map(searchAmountCents)).toEqual([1299, 123450, 1200, 1299, 450, 5, null, 123, null, null]);
  });

  it('quotes words for the trigram index and escapes substrings', () => {
    expect(searchTerms('  net "x" 5% a_  ')).toEqual({ match: '"net" AND """x"""', likes: ['%5\\%%', '%a\\_%'], amountCents: null });
    expect(searchTerms('   ')).toBeNull();
  });
});

describe('categories', () => {
  let dan: Person;
  let other: Person;

  beforeAll(async () => {
    dan = await signUp('cat-dan');
    other = await signUp('cat-other');
    addRow(dan.id, { date: '2026-11-20', cents: 450, merchant: 'STARBUCKS', category: 'Coffee' });
    addRow(dan.id, { date: '2026-11-19', cents: 450, merchant: 'BLUE BOTTLE', category: 'coffee' });
    addRow(dan.id, { date: '2026-11-18', cents: 4000, merchant: 'SAFEWAY', category: 'groceries' });
    addRow(dan.id, { date: '2026-11-17', cents: 100, merchant: 'MYSTERY', category: 'Uncategorised' });
    addRow(dan.id, { date: '2026-11-16', cents: 100, merchant: 'NOTHING' });
  });

  const list = async (who: Person) => categoryListSchema.parse(await (await who.client.get('/api/transaction-categories')).json());

  it('starts with the default set plus the names the rows use, each with its row count', async () => {
    const categories = await list(dan);
    const expected = [...DEFAULT_CATEGORIES, 'Coffee'].sort((a, b) => a.localeCompare(b));
    expect(categories.map((c) => c.name)).toEqual(expected);
    const counts = Object.fromEntries(categories.filter((c) => c.transactionCount > 0).map((c) => [c.name, c.transactionCount]));
    expect(counts).toEqual({ Coffee: 2, Groceries: 1 });
    // Asking again adds nothing.
    expect((await list(dan)).map((c) => c.id)).toEqual(categories.map((c) => c.id));
    expect(ids(await page(dan, '?category=Uncategorised'))).toHaveLength(2);
  });

  it('adds a category; a name that exists in any letter case is a 409, the reserved one a 400', async () => {
    const res = await dan.client.request('POST', '/api/transaction-categories', { name: 'Pets' });
    expect(res.status).toBe(201);
    expect(categorySchema.parse(await res.json())).toMatchObject({ name: 'Pets', transactionCount: 0 });
    expect((await dan.client.request('POST', '/api/transaction-categories', { name: 'pets' })).status).toBe(409);
    expect((await dan.client.request('POST', '/api/transaction-categories', { name: 'DINING' })).status).toBe(409);
    expect((await dan.client.request('POST', '/api/transaction-categories', { name: 'Uncategorised' })).status).toBe(400);
    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, {}, { name: 'A', extra: 1 }]) {
      expect((await dan.client.request('POST', '/api/transaction-categories', body)).status).toBe(400);
    }
    // Another user's list is their own.
    expect((await list(other)).map((c) => c.name)).toEqual([...DEFAULT_CATEGORIES].sort((a, b) => a.localeCompare(b)));
  });

  it('renames a category with its rows and rules; onto an existing name is a 409', async () => {
    const coffee = (await list(dan)).find((c) => c.name === 'Coffee')!;
    const rule = categoryRuleResponseSchema.parse(await (await dan.client.request('POST', '/api/category-rules', { matchText: 'starbucks', category: 'coffee' })).json()).rule;
    expect(rule.category).toBe('Coffee');
    const res = await dan.client.request('PATCH', `/api/transaction-categories/${coffee.id}`, { name: 'Cafés' });
    expect(res.status).toBe(200);
    expect(categorySchema.parse(await res.json())).toEqual({ id: coffee.id, name: 'Cafés', transactionCount: 2 });
    expect(server.db.$client.prepare('SELECT merchant_name AS m, category AS c FROM transactions WHERE user_id = ? AND category = ? ORDER BY m').all(dan.id, 'Cafés')).toEqual([
      { m: 'BLUE BOTTLE', c: 'Cafés' },
      { m: 'STARBUCKS', c: 'Cafés' },
    ]);
    expect(categoryRuleListSchema.parse(await (await dan.client.get('/api/category-rules')).json()).map((r) => r.category)).toEqual(['Cafés']);
    expect((await dan.client.request('PATCH', `/api/transaction-categories/${coffee.id}`, { name: 'dining' })).status).toBe(409);
    expect((await dan.client.request('PATCH', `/api/transaction-categories/${coffee.id}`, { name: 'Uncategorised' })).status).toBe(400);
    // A change of letter case of its own name is a rename.
    expect(categorySchema.parse(await (await dan.client.request('PATCH', `/api/transaction-categories/${coffee.id}`, { name: 'CAFÉS' })).json()).name).toBe('CAFÉS');
    expect((await other.client.request('PATCH', `/api/transaction-categories/${coffee.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await dan.client.request('PATCH', `/api/transaction-categories/${crypto.randomUUID()}`, { name: 'Mine' })).status).toBe(404);
  });
});

describe('category rules', () => {
  let eve: Person;
  let other: Person;
  const categoryOf = (merchant: string) =>
    (server.db.$client.prepare('SELECT category AS c FROM transactions WHERE user_id = ? AND merchant_name = ?').get(eve.id, merchant) as { c: string | null }).c;

  beforeAll(async () => {
    eve = await signUp('rule-eve');
    other = await signUp('rule-other');
    addRow(eve.id, { date: '2026-11-20', cents: 450, merchant: 'STARBUCKS #123' });
    addRow(eve.id, { date: '2026-11-19', cents: 550, merchant: null, description: 'Pos starbucks reserve' });
    addRow(eve.id, { date: '2026-11-18', cents: 4000, merchant: 'SHELL OIL' });
    addRow(eve.id, { date: '2026-11-17', cents: 700, merchant: 'Café Nero', category: 'Dining' });
    addRow(eve.id, { date: '2026-11-16', cents: 900, merchant: 'AB STORE' });
  });

  const createRule = (who: Person, body: unknown) => who.client.request('POST', '/api/category-rules', body);

  it('creates a rule and applies it to the stored rows when asked (payee contains, any case)', async () => {
    const res = await createRule(eve, { matchText: 'starbucks', category: 'Coffee', applyToExisting: true });
    expect(res.status).toBe(201);
    const body = categoryRuleResponseSchema.parse(await res.json());
    expect(body).toEqual({ rule: { id: expect.any(String), matchText: 'starbucks', category: 'Coffee', createdAt: new Date(TEST_NOW).toISOString() }, applied: 2 });
    expect([categoryOf('STARBUCKS #123'), categoryOf('SHELL OIL')]).toEqual(['Coffee', null]);
    expect((await createRule(eve, { matchText: 'STARBUCKS', category: 'Travel' })).status).toBe(409);
  });

  it('applies on request, accents ignored; a second apply changes nothing', async () => {
    const { rule, applied } = categoryRuleResponseSchema.parse(await (await createRule(eve, { matchText: 'cafe', category: 'Coffee' })).json());
    expect(applied).toBe(0);
    expect(categoryOf('Café Nero')).toBe('Dining');
    expect(applyRuleResponseSchema.parse(await (await eve.client.request('POST', `/api/category-rules/${rule.id}/apply`)).json())).toEqual({ applied: 1 });
    expect(categoryOf('Café Nero')).toBe('Coffee');
    expect(applyRuleResponseSchema.parse(await (await eve.client.request('POST', `/api/category-rules/${rule.id}/apply`)).json())).toEqual({ applied: 0 });
  });

  it('takes a rule text with a control character literally', async () => {
    expect(categoryRuleResponseSchema.parse(await (await createRule(eve, { matchText: 'sta\u0000rbucks', category: 'Coffee', applyToExisting: true })).json()).applied).toBe(0);
    const rules = categoryRuleListSchema.parse(await (await eve.client.get('/api/category-rules')).json());
    expect((await eve.client.request('DELETE', `/api/category-rules/${rules.find((r) => r.matchText.includes('\u0000'))!.id}`)).status).toBe(204);
  });

  it('matches a 2-character text as a substring', async () => {
    expect(categoryRuleResponseSchema.parse(await (await createRule(eve, { matchText: 'ab', category: 'Shopping', applyToExisting: true })).json()).applied).toBe(1);
    expect(categoryOf('AB STORE')).toBe('Shopping');
  });

  it('lists rules in creation order, deletes them, and keeps them to their owner', async () => {
    const rules = categoryRuleListSchema.parse(await (await eve.client.get('/api/category-rules')).json());
    expect(rules.map((r) => r.matchText)).toEqual(['starbucks', 'cafe', 'ab']);
    const ab = rules[2]!;
    expect((await other.client.request('POST', `/api/category-rules/${ab.id}/apply`)).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/category-rules/${ab.id}`)).status).toBe(404);
    expect(categoryRuleListSchema.parse(await (await other.client.get('/api/category-rules')).json())).toEqual([]);
    expect((await eve.client.request('DELETE', `/api/category-rules/${ab.id}`)).status).toBe(204);
    expect((await eve.client.request('DELETE', `/api/category-rules/${ab.id}`)).status).toBe(404);
    expect(categoryRuleListSchema.parse(await (await eve.client.get('/api/category-rules')).json()).map((r) => r.matchText)).toEqual(['starbucks', 'cafe']);
    // Deleting a rule leaves the rows as they are.
    expect(categoryOf('AB STORE')).toBe('Shopping');
  });

  it.each([
    ['a 1-character text', { matchText: 'a', category: 'Coffee' }],
    ['no category', { matchText: 'shell' }],
    ['the reserved category', { matchText: 'shell', category: 'Uncategorised' }],
    ['an unknown field', { matchText: 'shell', category: 'Fuel', priority: 1 }],
  ])('answers 400 to %s', async (_name, body) => {
    expect((await createRule(eve, body)).status).toBe(400);
  });

  it('categorises every later import: the first matching rule wins, else the file’s category', async () => {
    const second = await createRule(eve, { matchText: 'starbucks reserve', category: 'Treats' });
    expect(second.status).toBe(201);
    const csv = ['Date,Description,Amount', '2026-11-20,STARBUCKS RESERVE 9,-6.50', '2026-11-20,CAFE ROUGE,-12.00', '2026-11-20,HARDWARE BARN,-30.00'].join('\n');
    const res = await eve.client.request('POST', '/api/banking/import?fileName=eve.csv', undefined, { raw: csv, contentType: 'text/plain' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect([categoryOf('STARBUCKS RESERVE 9'), categoryOf('CAFE ROUGE'), categoryOf('HARDWARE BARN')]).toEqual(['Coffee', 'Coffee', null]);
  });
});
