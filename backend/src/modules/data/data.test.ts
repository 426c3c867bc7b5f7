/**
 * "Your data" over HTTP (docs/product.md "Your data"), on the real server: sample-data labels and
 * counts, removing the sample data and what was derived from it (never the user's own rows), the
 * home currency, the export archive and deleting an account.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { dataPreferencesSchema, dataSourcesSchema, removeSampleResponseSchema } from '../../../../shared/contracts/data';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { importResultSchema } from '../../../../shared/contracts/banking';
import { CHECKING_ACCOUNT_ID, CHECKING_ID, SAVINGS_ACCOUNT_ID } from '../../db/seed/banking';
import { createOrPromoteOwner } from '../auth/owner-command';
import { registerTestUser, TEST_PASSWORD, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { expectLedgerRecordsWhole, recordRowsWrittenDirectly } from '../../testing/ledger-records';
import { derivedSubscriptionIds, SAMPLE_REMOVED_SETTING } from './service';
import { readZip } from './zip-reader';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(TEST_NOW - n * DAY).toISOString().slice(0, 10);
const SAMPLE_TABLES = ['bank_connections', 'bank_accounts', 'transactions', 'subscriptions', 'savings_tracking', 'ai_insights'] as const;

type Db = TestServer['db'];
const one = (db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).pluck().get(...params) as number;
const rows = (db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as Record<string, unknown>[];
const json = async (res: Response) => (await res.json()) as unknown;

/** RFC 4180 rows of a CSV text (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 2;
      continue;
    }
    if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) out.push([...row, cell]);
  return out;
}

describe('which subscriptions the sample rows take with them', () => {
  const sub = (id: string, merchantName: string, source: 'real' | 'demo' = 'real') => ({ id, merchantName, source });
  const row = (merchantName: string | null, description: string | null = null, subscriptionId: string | null = null) => ({ merchantName, description, subscriptionId });

  it('takes sample-labelled ones, and own-labelled ones only the removed rows showed', () => {
    const subs = [sub('a', 'Netflix', 'demo'), sub('b', 'Netflix'), sub('c', 'Iron Peak Gym'), sub('d', 'Calm Harbor'), sub('e', 'Linked Thing'), sub('f', 'Zumba Club')];
    const removed = [row('NETFLIX.COM 866-579-7172 CA'), row(null, 'IRON PEAK GYM AUSTIN'), row('whatever', null, 'e'), row('ZUMBA CLUB')];
    // Netflix ('b') is also in the user's own rows (by the finder's merchant name), Iron Peak Gym too (plain name).
    const remaining = [row('Netflix.com 866-579-7172'), row('IRON PEAK GYM')];
    expect(derivedSubscriptionIds(subs, removed, remaining)).toEqual(['a', 'e', 'f']);
    expect(derivedSubscriptionIds(subs, removed, [])).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(derivedSubscriptionIds(subs, [], [])).toEqual(['a']);
  });
});

describe('local mode: the seeded user', () => {
  let server: TestServer;
  const api = (path: string, method = 'GET', body?: unknown) =>
    server.api(path, body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('labels every row of the sample tables as demo data and counts them by source', async () => {
    const db = server.db;
    for (const table of SAMPLE_TABLES) {
      expect(one(db, `SELECT count(*) FROM ${table} WHERE user_id = ?`, DEMO_USER_ID), table).toBeGreaterThan(0);
      expect(one(db, `SELECT count(*) FROM ${table} WHERE user_id = ? AND source <> 'demo'`, DEMO_USER_ID), table).toBe(0);
    }
    const res = await api('/api/data/sources');
    expect(res.status).toBe(200);
    expect(dataSourcesSchema.parse(await json(res))).toEqual({
      demo: { accounts: 3, transactions: one(db, `SELECT count(*) FROM transactions WHERE user_id = ?`, DEMO_USER_ID) },
      real: { accounts: 0, transactions: 0 },
    });
  });

  it('reads and saves the home currency, refusing anything but a 3-letter code', async () => {
    expect(dataPreferencesSchema.parse(await json(await api('/api/data/preferences')))).toEqual({ homeCurrency: 'USD' });
    const saved = await api('/api/data/preferences', 'PUT', { homeCurrency: ' eur ' });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ homeCurrency: 'EUR' });
    expect(one(server.db, 'SELECT home_currency FROM users WHERE id = ?', DEMO_USER_ID)).toBe('EUR');
    for (const body of [{ homeCurrency: 'EURO' }, { homeCurrency: 'E1R' }, { homeCurrency: '' }, {}, { homeCurrency: 'CHF', extra: 1 }, { homeCurrency: 12 }]) {
      const res = await api('/api/data/preferences', 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await json(res)).error.code).toBe('validation_error');
    }
    expect(await json(await api('/api/data/preferences'))).toEqual({ homeCurrency: 'EUR' });
    expect(await json(await api('/api/data/preferences', 'PUT', { homeCurrency: 'USD' }))).toEqual({ homeCurrency: 'USD' });
  });

  it('refuses to delete the account: the desktop app keeps its data on the computer (409); a wrong confirmation is a 400', async () => {
    for (const body of [{ confirm: 'delete' }, {}, { confirm: 'DELETE', also: true }]) {
      expect((await api('/api/data/account', 'DELETE', body)).status, JSON.stringify(body)).toBe(400);
    }
    const res = await api('/api/data/account', 'DELETE', { confirm: 'DELETE' });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await json(res)).error.message).toMatch(/removed with the app's data/);
    expect(one(server.db, 'SELECT count(*) FROM users WHERE id = ?', DEMO_USER_ID)).toBe(1);
  });

  it('removes exactly the sample rows and what was derived from them, and never the user’s own rows', async () => {
    const db = server.db;
    const sql = db.$client;
    const U = DEMO_USER_ID;
    // The user's own account with three rows, and one own row imported into the sample checking account.
    sql.prepare(`INSERT INTO bank_connections (id, user_id, institution_name, account_type) VALUES ('own-conn', ?, 'Imported bank file', 'checking')`).run(U);
    sql.prepare(`INSERT INTO bank_accounts (id, user_id, bank_connection_id, name, type, balance_cents, balance_source, balance_as_of) VALUES ('own-acct', ?, 'own-conn', 'My bank', 'checking', 123456, 'user', ?)`).run(U, daysAgo(1));
    const own = sql.prepare(`INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, description, date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    own.run('own-1', U, 'own-conn', 'own-acct', 4000, 'IRON GYM', 'IRON GYM', daysAgo(3), TEST_NOW + 10);
    own.run('own-2', U, 'own-conn', 'own-acct', -250000, 'ACME PAYROLL', 'ACME PAYROLL', daysAgo(4), TEST_NOW + 10);
    own.run('own-3', U, 'own-conn', 'own-acct', 1299, 'BOOKSHOP', 'BOOKSHOP', daysAgo(5), TEST_NOW + 10);
    own.run('own-in-sample', U, CHECKING_ID, CHECKING_ACCOUNT_ID, 999, 'MY OWN ROW', 'MY OWN ROW', daysAgo(2), TEST_NOW + 10);
    // Sample rows without an account (as the Subscription Finder's sample history), one of them a gym the user also pays.
    const sample = sql.prepare(`INSERT INTO transactions (id, user_id, amount_cents, merchant_name, description, date, source, created_at) VALUES (?, ?, ?, ?, ?, ?, 'demo', ?)`);
    sample.run('sample-zumba', U, 3000, 'ZUMBA CLUB', 'ZUMBA CLUB', daysAgo(6), TEST_NOW + 5);
    sample.run('sample-gym', U, 4000, 'IRON GYM', 'IRON GYM', daysAgo(33), TEST_NOW + 5);
    recordRowsWrittenDirectly(sql);
    // Subscriptions a scan stored as the user's own: one only the sample showed, one the user's rows show too, one with no rows.
    const sub = sql.prepare(`INSERT INTO subscriptions (id, user_id, name, merchant_name, amount_cents, frequency) VALUES (?, ?, ?, ?, ?, 'monthly')`);
    sub.run('sub-zumba', U, 'Zumba Club', 'Zumba Club', 3000);
    sub.run('sub-gym', U, 'Iron Gym', 'Iron Gym', 4000);
    sub.run('sub-calm', U, 'Calm Harbor', 'Calm Harbor', 999);
    // Insights: an own one from before the sample arrived stays; one written since (it read the sample rows) goes.
    sql.prepare(`INSERT INTO ai_insights (id, user_id, insight, category, confidence, created_at) VALUES ('old-insight', ?, 'before', 'spending', 0.5, ?)`).run(U, TEST_NOW - 10 * DAY);
    sql.prepare(`INSERT INTO ai_insights (id, user_id, insight, category, confidence, created_at) VALUES ('new-insight', ?, 'after', 'spending', 0.5, ?)`).run(U, TEST_NOW + 5000);
    // Credit: the estimate's history written now (from every row, sample included), an old own alert, a sample alert.
    expect((await api(`/api/credit-score/${U}`)).status).toBe(200);
    const creditWritten = one(db, `SELECT (SELECT count(*) FROM credit_score_history WHERE user_id = ?) + (SELECT count(*) FROM credit_alerts WHERE user_id = ?)`, U, U);
    expect(creditWritten).toBeGreaterThan(0);
    sql.prepare(`INSERT INTO credit_alerts (id, user_id, type, title, message, date, dedupe_key, created_at) VALUES ('old-alert', ?, 'other', 't', 'm', ?, 'own-old', ?)`).run(U, daysAgo(40), TEST_NOW - 40 * DAY);
    sql.prepare(`INSERT INTO credit_alerts (id, user_id, type, title, message, date, dedupe_key, source, created_at) VALUES ('demo-alert', ?, 'other', 't', 'm', ?, 'demo-old', 'demo', ?)`).run(U, daysAgo(40), TEST_NOW - 40 * DAY);
    sql.prepare(`INSERT INTO savings_tracking (id, user_id, month, source) VALUES ('own-savings', ?, '2020-01', 'real')`).run(U);
    // The trash of /transactions: a deleted sample row must not come back with an undo; the own one stays undoable.
    const trash = sql.prepare(`INSERT INTO transaction_trash (id, batch_id, user_id, "row", deleted_at) VALUES (?, ?, ?, ?, ?)`);
    trash.run('trash-demo', 'b1', U, JSON.stringify({ id: 'x1', source: 'demo' }), TEST_NOW);
    trash.run('trash-own', 'b2', U, JSON.stringify({ id: 'x2', source: 'real' }), TEST_NOW);

    const sampleCount = (table: string) => one(db, `SELECT count(*) FROM ${table} WHERE user_id = ? AND source = 'demo'`, U);
    const expected = {
      accounts: 2, // savings and card; checking holds an own row and stays
      transactions: sampleCount('transactions'),
      subscriptions: sampleCount('subscriptions') + 1, // + Zumba Club
      insights: sampleCount('ai_insights') + 1, // + the one written since
      creditRecords: creditWritten + 1, // + the sample alert
    };
    const ownRows = () => JSON.stringify(rows(db, `SELECT * FROM transactions WHERE source = 'real' ORDER BY id`));
    const ownBefore = ownRows();

    const res = await api('/api/data/sample', 'DELETE');
    expect(res.status).toBe(200);
    expect(removeSampleResponseSchema.parse(await json(res))).toEqual(expected);

    expect(ownRows()).toBe(ownBefore);
    expect(dataSourcesSchema.parse(await json(await api('/api/data/sources')))).toEqual({ demo: { accounts: 0, transactions: 0 }, real: { accounts: 2, transactions: 4 } });
    for (const table of SAMPLE_TABLES) expect(sampleCount(table), table).toBe(0);
    expect(rows(db, `SELECT id, source, balance_source, balance_as_of FROM bank_accounts WHERE user_id = ? ORDER BY id`, U)).toEqual([
      { id: CHECKING_ACCOUNT_ID, source: 'real', balance_source: null, balance_as_of: null },
      { id: 'own-acct', source: 'real', balance_source: 'user', balance_as_of: daysAgo(1) },
    ]);
    expect(rows(db, `SELECT id, source FROM bank_connections WHERE user_id = ? ORDER BY id`, U)).toEqual([
      { id: CHECKING_ID, source: 'real' },
      { id: 'own-conn', source: 'real' },
    ]);
    expect(one(db, `SELECT count(*) FROM bank_accounts WHERE id = ?`, SAVINGS_ACCOUNT_ID)).toBe(0);
    expect(sql.prepare(`SELECT name FROM subscriptions WHERE user_id = ? ORDER BY name`).pluck().all(U)).toEqual(['Calm Harbor', 'Iron Gym']);
    expect(sql.prepare(`SELECT id FROM ai_insights WHERE user_id = ?`).pluck().all(U)).toEqual(['old-insight']);
    expect(sql.prepare(`SELECT id FROM credit_alerts WHERE user_id = ?`).pluck().all(U)).toEqual(['old-alert']);
    expect(one(db, `SELECT count(*) FROM credit_score_history WHERE user_id = ?`, U)).toBe(0);
    expect(sql.prepare(`SELECT id FROM savings_tracking WHERE user_id = ?`).pluck().all(U)).toEqual(['own-savings']);
    expect(sql.prepare(`SELECT id FROM transaction_trash WHERE user_id = ?`).pluck().all(U)).toEqual(['trash-own']);
    // The seeded plan history goes (its tips quote the sample), and so do the sample's name and income.
    expect(one(db, `SELECT count(*) FROM budget_allocations WHERE user_id = ?`, U)).toBe(0);
    expect(rows(db, `SELECT first_name AS firstName, last_name AS lastName, income_cents AS income, age FROM users WHERE id = ?`, U)).toEqual([
      { firstName: null, lastName: null, income: 0, age: null },
    ]);
    // The search index follows the table.
    expect(one(db, `SELECT count(*) FROM transactions_fts WHERE transactions_fts MATCH '"zumba"'`)).toBe(0);
    // The seed never writes the sample again for this user.
    expect(one(db, `SELECT count(*) FROM app_settings WHERE key = ?`, SAMPLE_REMOVED_SETTING)).toBe(1);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);

    // A second removal finds nothing.
    expect(await json(await api('/api/data/sample', 'DELETE'))).toEqual({ accounts: 0, transactions: 0, subscriptions: 0, insights: 0, creditRecords: 0 });
    expect(ownRows()).toBe(ownBefore);
  });
});

describe('hosted mode', () => {
  let server: TestServer;
  let survivor: { client: TestClient; userId: string } | undefined;
  const CSV = ['Date,Description,Amount', `${daysAgo(1)},"=HYPERLINK(""http://evil.example"")",-4.50`, `${daysAgo(2)},@SUM(A1),2500.00`, `${daysAgo(3)},Café Crème,-17.99`].join('\n');
  const upload = (client: TestClient, fileName: string, body: string) =>
    client.request('POST', `/api/banking/import?fileName=${encodeURIComponent(fileName)}`, undefined, { raw: body, contentType: 'text/plain' });

  beforeAll(async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  });
  afterAll(() => server.close());

  it('answers only for the signed-in user: a visitor is refused', async () => {
    const visitor = (await import('../../testing/http-client')).testClient(server.url);
    expect((await visitor.get('/api/data/sources')).status).toBe(401);
    expect((await visitor.get('/api/data/export')).status).toBe(401);
  });

  it('removes a linked demo bank and keeps the user’s own import exactly; other users keep theirs', async () => {
    const { client: ann, userId: annId } = await registerTestUser(server.url, 'ann');
    const { client: bob, userId: bobId } = await registerTestUser(server.url, 'bob');
    for (const [client, id] of [[ann, annId], [bob, bobId]] as const) {
      expect(await json(await client.request('POST', '/api/banking/create-link-token', { userId: id }))).toMatchObject({ provider: 'demo', connected: true });
    }
    const imported = importResultSchema.parse(await json(await upload(ann, 'my-bank.csv', CSV)));
    expect(imported.imported).toBe(3);

    const db = server.db;
    const demoRows = one(db, `SELECT count(*) FROM transactions WHERE user_id = ? AND source = 'demo'`, annId);
    expect(demoRows).toBeGreaterThan(30);
    expect(dataSourcesSchema.parse(await json(await ann.get('/api/data/sources')))).toEqual({
      demo: { accounts: 4, transactions: demoRows },
      real: { accounts: 1, transactions: 3 },
    });
    const annOwn = () => JSON.stringify(rows(db, `SELECT * FROM transactions WHERE user_id = ? AND source = 'real' ORDER BY id`, annId));
    const ownBefore = annOwn();
    const othersBefore = JSON.stringify(rows(db, `SELECT id, source FROM transactions WHERE user_id <> ? ORDER BY id`, annId));

    const res = await ann.request('DELETE', '/api/data/sample');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ accounts: 4, transactions: demoRows, subscriptions: 0, insights: 0, creditRecords: 0 });
    expect(annOwn()).toBe(ownBefore);
    expect(JSON.stringify(rows(db, `SELECT id, source FROM transactions WHERE user_id <> ? ORDER BY id`, annId))).toBe(othersBefore);
    expect(await json(await ann.get('/api/data/sources'))).toEqual({ demo: { accounts: 0, transactions: 0 }, real: { accounts: 1, transactions: 3 } });
    expect(rows(db, `SELECT institution_name AS name, source FROM bank_connections WHERE user_id = ?`, annId)).toEqual([{ name: 'Imported bank file', source: 'real' }]);
    expect(one(db, `SELECT count(*) FROM bank_accounts WHERE user_id = ? AND source = 'demo'`, bobId)).toBe(4);
    // Each user's removal is remembered under their own key (a scan then never brings it back); the seed's key stays the local user's.
    expect(one(db, `SELECT count(*) FROM app_settings WHERE key = ?`, SAMPLE_REMOVED_SETTING)).toBe(0);
    expect(one(db, `SELECT count(*) FROM app_settings WHERE key = ?`, `${SAMPLE_REMOVED_SETTING}:${annId}`)).toBe(1);
  });

  it('exports everything as CSV and JSON files in one zip archive, formula-safe and without secrets', async () => {
    const { client: cara, userId: caraId } = await registerTestUser(server.url, 'cara');
    const result = importResultSchema.parse(await json(await upload(cara, 'cara-bank.csv', CSV)));
    const db = server.db;
    const sql = db.$client;
    sql.prepare(`UPDATE bank_connections SET plaid_access_token = 'tok-secret-0123', plaid_item_id = 'item-secret-4567' WHERE user_id = ?`).run(caraId);
    sql.prepare(`UPDATE bank_accounts SET account_number_hash = 'hash-secret-89ab', plaid_account_id = 'acct-secret-cdef' WHERE user_id = ?`).run(caraId);
    sql.prepare(`UPDATE transactions SET notes = 'split with Sam', category = 'Dining' WHERE user_id = ? AND amount_cents = 1799`).run(caraId);
    sql.prepare(`INSERT INTO transaction_categories (id, user_id, name, created_at) VALUES ('cat-1', ?, 'Dining', ?), ('cat-2', ?, '+Plus', ?)`).run(caraId, TEST_NOW, caraId, TEST_NOW);
    sql.prepare(`INSERT INTO category_rules (id, user_id, match_text, category, created_at) VALUES ('rule-1', ?, 'café', 'Dining', ?)`).run(caraId, TEST_NOW);
    sql.prepare(
      `INSERT INTO budget_allocations (id, user_id, income_cents, mode, bills_cents, debt_cents, savings_cents, spending_cents, flex_fund_cents, ai_tip, credit_projection, created_at)
       VALUES ('budget-1', ?, 500000, 'ai-control', 175000, 50000, 100000, 125000, 50000, '-Tip: save more', 612, ?)`,
    ).run(caraId, TEST_NOW - DAY);
    sql.prepare(`INSERT INTO subscriptions (id, user_id, name, merchant_name, amount_cents, frequency, status, detected_at) VALUES ('sub-1', ?, 'Netflix', 'Netflix', 1799, 'monthly', 'active', ?)`).run(caraId, TEST_NOW);
    const secrets = [
      'tok-secret-0123',
      'item-secret-4567',
      'hash-secret-89ab',
      'acct-secret-cdef',
      sql.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(caraId) as string,
      ...(sql.prepare('SELECT id FROM auth_sessions WHERE user_id = ?').pluck().all(caraId) as string[]),
      ...(sql.prepare('SELECT csrf_token FROM auth_sessions WHERE user_id = ?').pluck().all(caraId) as string[]),
      cara.cookies.get('wd_session')!,
    ];

    const res = await cara.get('/api/data/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wealth-desk-export-2026-11-21.zip"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const archive = Buffer.from(await res.arrayBuffer());
    const files = Object.fromEntries(readZip(archive).map((e) => [e.name, e.data.toString('utf8')]));
    // The files are compressed: each is searched as it reads once unpacked.
    for (const secret of secrets) {
      expect(archive.includes(Buffer.from(secret)), 'a secret in the archive').toBe(false);
      for (const [name, content] of Object.entries(files)) expect(content.includes(secret), `a secret in ${name}`).toBe(false);
    }
    expect(Object.keys(files)).toEqual(['transactions.csv', 'accounts.csv', 'categories.csv', 'rules.csv', 'budgets.csv', 'subscriptions.csv', 'everything.json']);

    const ids = sql.prepare(`SELECT id FROM transactions WHERE user_id = ? ORDER BY date DESC, id`).pluck().all(caraId) as string[];
    expect(parseCsv(files['transactions.csv']!)).toEqual([
      ['Date', 'Description', 'Merchant', 'Category', 'Notes', 'Amount', 'Currency', 'Account', 'Pending', 'Source', 'ID'],
      [daysAgo(1), `'=HYPERLINK("http://evil.example")`, `'=HYPERLINK("http://evil.example")`, '', '', '-4.50', 'USD', 'cara-bank', 'no', 'real', ids[0]],
      [daysAgo(2), "'@SUM(A1)", "'@SUM(A1)", '', '', '2500.00', 'USD', 'cara-bank', 'no', 'real', ids[1]],
      [daysAgo(3), 'Café Crème', 'Café Crème', 'Dining', 'split with Sam', '-17.99', 'USD', 'cara-bank', 'no', 'real', ids[2]],
    ]);
    // As a spreadsheet sees it: the formula is quoted text, the amount a plain number.
    expect(files['transactions.csv']!.split('\r\n')[1]).toBe(`${daysAgo(1)},"'=HYPERLINK(""http://evil.example"")","'=HYPERLINK(""http://evil.example"")",,,-4.50,USD,cara-bank,no,real,${ids[0]}`);
    expect(parseCsv(files['accounts.csv']!)).toEqual([
      ['Name', 'Institution', 'Type', 'Last 4', 'Currency', 'Balance', 'Balance from', 'Balance as of', 'Credit limit', 'Closed', 'Source', 'ID'],
      ['cara-bank', 'Imported bank file', 'checking', '', 'USD', '', 'unknown', '', '', '', 'real', result.accountId],
    ]);
    expect(parseCsv(files['categories.csv']!)).toEqual([['Name', 'Created'], ["'+Plus", '2026-11-21T12:00:00.000Z'], ['Dining', '2026-11-21T12:00:00.000Z']]);
    expect(parseCsv(files['rules.csv']!)).toEqual([['Payee contains', 'Category', 'Created'], ['café', 'Dining', '2026-11-21T12:00:00.000Z']]);
    expect(parseCsv(files['budgets.csv']!)).toEqual([
      ['Created', 'Mode', 'Income', 'Bills', 'Debt', 'Savings', 'Spending', 'Flex fund', 'Tip', 'Credit projection'],
      ['2026-11-20T12:00:00.000Z', 'ai-control', '5000.00', '1750.00', '500.00', '1000.00', '1250.00', '500.00', "'-Tip: save more", '612'],
    ]);
    expect(parseCsv(files['subscriptions.csv']!)).toEqual([
      ['Name', 'Merchant', 'Amount', 'Frequency', 'Status', 'Category', 'Next bill', 'Last bill', 'Forgotten', 'Found', 'Cancelled', 'Source'],
      ['Netflix', 'Netflix', '17.99', 'monthly', 'active', '', '', '', 'no', '2026-11-21T12:00:00.000Z', '', 'real'],
    ]);

    const everything = JSON.parse(files['everything.json']!) as Record<string, unknown[]> & { profile: Record<string, unknown>; exportedAt: string };
    expect(everything.exportedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(everything.profile).toMatchObject({ username: 'cara', email: 'cara@example.com', homeCurrency: 'USD' });
    expect(Object.keys(everything.profile)).not.toContain('passwordHash');
    expect(everything.transactions!.map((t) => [(t as { amount: number }).amount, (t as { description: string }).description])).toEqual([
      [-4.5, '=HYPERLINK("http://evil.example")'],
      [2500, '@SUM(A1)'],
      [-17.99, 'Café Crème'],
    ]);
    expect(everything.accounts).toEqual([expect.objectContaining({ id: result.accountId, balance: null, balanceSource: null, source: 'real' })]);
    expect(everything.categories).toHaveLength(2);
    expect(everything.rules).toEqual([{ payeeContains: 'café', category: 'Dining', createdAt: '2026-11-21T12:00:00.000Z' }]);
    expect(everything.budgets).toEqual([expect.objectContaining({ income: 5000, bills: 1750, tip: '-Tip: save more' })]);
    expect(everything.subscriptions).toEqual([expect.objectContaining({ name: 'Netflix', amount: 17.99, forgotten: false })]);
  });

  it('defuses a formula after a separator a spreadsheet may split on (; , tab) in every CSV of the archive', async () => {
    // A server of its own: sign-ups here are rate-limited per address.
    const own = await startTestServer({ mode: 'hosted', accessToken: undefined });
    onTestFinished(() => own.close());
    const { client: dora, userId: doraId } = await registerTestUser(own.url, 'dora');
    await upload(dora, 'dora-bank.csv', CSV);
    const sql = own.db.$client;
    sql.prepare(`UPDATE transactions SET notes = 'lunch;=HYPERLINK("http://evil")' WHERE user_id = ? AND amount_cents = 1799`).run(doraId);
    sql.prepare(`UPDATE bank_accounts SET name = 'Main,+1' WHERE user_id = ?`).run(doraId);
    sql.prepare(`INSERT INTO transaction_categories (id, user_id, name, created_at) VALUES ('cat-dora', ?, 'Food	@SUM(A1)', ?)`).run(doraId, TEST_NOW);
    sql.prepare(`INSERT INTO category_rules (id, user_id, match_text, category, created_at) VALUES ('rule-dora', ?, 'cafe; -1', 'Dining', ?)`).run(doraId, TEST_NOW);
    sql.prepare(
      `INSERT INTO budget_allocations (id, user_id, income_cents, mode, bills_cents, debt_cents, savings_cents, spending_cents, flex_fund_cents, ai_tip, credit_projection, created_at)
       VALUES ('budget-dora', ?, 500000, 'ai-control', 175000, 50000, 100000, 125000, 50000, 'Save;=1+1', 612, ?)`,
    ).run(doraId, TEST_NOW);
    sql.prepare(`INSERT INTO subscriptions (id, user_id, name, merchant_name, amount_cents, frequency, status, detected_at) VALUES ('sub-dora', ?, 'TV;+cmd', 'TV', 1799, 'monthly', 'active', ?)`).run(doraId, TEST_NOW);

    const files = Object.fromEntries(readZip(Buffer.from(await (await dora.get('/api/data/export')).arrayBuffer())).map((e) => [e.name, e.data.toString('utf8')]));
    expect(files['transactions.csv']).toContain(`,"lunch;'=HYPERLINK(""http://evil"")",-17.99,USD,"Main,'+1",`);
    expect(files['accounts.csv']).toContain(`\r\n"Main,'+1",`);
    expect(files['categories.csv']).toContain(`\r\n"Food\t'@SUM(A1)",`);
    expect(files['rules.csv']).toContain(`\r\n"cafe; '-1",Dining,`);
    expect(files['budgets.csv']).toContain(`,"Save;'=1+1",612\r\n`);
    expect(files['subscriptions.csv']).toContain(`\r\n"TV;'+cmd",TV,17.99,`);
    // The JSON file keeps the text as it is (no spreadsheet opens it).
    expect(files['everything.json']).toContain('"notes":"lunch;=HYPERLINK(\\"http://evil\\")"');
  });

  it('deletes the account with every row of it and signs the browser out; other users keep theirs', async () => {
    const { client: dave, userId: daveId } = await registerTestUser(server.url, 'dave');
    const { client: erin, userId: erinId } = await registerTestUser(server.url, 'erin');
    survivor = { client: erin, userId: erinId };
    const db = server.db;
    for (const [client, id] of [[dave, daveId], [erin, erinId]] as const) {
      await client.request('POST', '/api/banking/create-link-token', { userId: id });
      importResultSchema.parse(await json(await upload(client, `${id}.csv`, CSV)));
    }
    db.$client.prepare(`INSERT INTO beta_signups (id, email, name, financial_goal, user_id) VALUES ('beta-dave', 'dave@example.com', 'Dave', 'save', ?)`).run(daveId);
    // Both made while signed in (the routes record the account): they go with it.
    db.$client.prepare(`INSERT INTO newsletter_subscribers (id, email, signup_source, consent_at, user_id) VALUES ('news-dave', 'DAVE@example.com', 'exit_intent', ?, ?)`).run(TEST_NOW, daveId);

    // Every table pointing at users: how many of its rows point at a given user.
    const references = db.$client.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[];
    const userColumns = references.flatMap((table) =>
      (db.$client.pragma(`foreign_key_list("${table}")`) as { table: string; from: string; on_delete: string }[])
        .filter((fk) => fk.table === 'users')
        .map((fk) => ({ table, column: fk.from, onDelete: fk.on_delete })),
    );
    expect(userColumns.length).toBeGreaterThan(20);
    for (const fk of userColumns) expect(['CASCADE', 'SET NULL'], `${fk.table}.${fk.column}`).toContain(fk.onDelete);
    const rowsOf = (userId: string) => userColumns.reduce((sum, fk) => sum + one(db, `SELECT count(*) FROM "${fk.table}" WHERE "${fk.column}" = ?`, userId), 0);
    expect(rowsOf(daveId)).toBeGreaterThan(50);
    const erinBefore = rowsOf(erinId);

    for (const body of [{ confirm: 'delete' }, {}, { confirm: 'DELETE ' }]) {
      expect((await dave.request('DELETE', '/api/data/account', body)).status, JSON.stringify(body)).toBe(400);
    }
    // Without the session's CSRF token a signed-in delete is refused.
    expect((await dave.request('DELETE', '/api/data/account', { confirm: 'DELETE' }, { csrf: false })).status).toBe(403);
    const session = dave.cookies.get('wd_session')!;
    expect(rowsOf(daveId)).toBeGreaterThan(50);

    const res = await dave.request('DELETE', '/api/data/account', { confirm: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('wd_session=;'))).toBe(true);
    expect(dave.cookies.has('wd_session')).toBe(false);
    // The old session cookie no longer signs anyone in.
    const replay = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: `wd_session=${session}` } });
    expect(replay.status).toBe(401);
    expect(one(db, 'SELECT count(*) FROM users WHERE id = ?', daveId)).toBe(0);
    expect(rowsOf(daveId)).toBe(0);
    expect(one(db, `SELECT count(*) FROM beta_signups WHERE email = 'dave@example.com'`)).toBe(0);
    expect(one(db, `SELECT count(*) FROM newsletter_subscribers WHERE lower(email) = 'dave@example.com'`)).toBe(0);
    expect(one(db, `SELECT count(*) FROM transactions_fts`)).toBe(one(db, `SELECT count(*) FROM transactions`));
    // The ledger's totals have no foreign key (migration 0024): removed by the deletion itself.
    expect(one(db, 'SELECT count(*) FROM ledger_month_totals WHERE user_id = ?', daveId)).toBe(0);
    expect(one(db, 'SELECT count(*) FROM ledger_month_totals WHERE user_id = ?', erinId)).toBeGreaterThan(0);
    expectLedgerRecordsWhole(db.$client);
    expect(rowsOf(erinId)).toBe(erinBefore);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
  });

  it('refuses to delete the only owner account (409)', async () => {
    // Sign-ups from one address are throttled: make an existing account the owner, as owner:create does.
    const { client: erin, userId } = survivor!;
    expect(await createOrPromoteOwner(server.db, { email: 'erin@example.com', password: TEST_PASSWORD }, TEST_NOW)).toMatchObject({ ok: true, action: 'promoted' });
    const res = await erin.request('DELETE', '/api/data/account', { confirm: 'DELETE' });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await json(res)).error.code).toBe('last_owner');
    expect(one(server.db, 'SELECT count(*) FROM users WHERE id = ?', userId)).toBe(1);
  });

  it('deletes the beta and newsletter rows the account made, never a visitor’s rows that carry the same address', async () => {
    // A server of its own: sign-ups from one address are throttled, and this block has used them up.
    const own = await startTestServer({ mode: 'hosted', accessToken: undefined });
    onTestFinished(() => own.close());
    const { client: gina, userId: ginaId } = await registerTestUser(own.url, 'gina');
    const db = own.db;
    const visitor = (await import('../../testing/http-client')).testClient(own.url);
    // Anyone may type anyone's address: a visitor, not signed in, gave gina's to the exit-intent popup
    // and to the beta list (the beta list keeps one row per address).
    expect((await visitor.request('POST', '/api/newsletter/subscribe', { email: 'gina@example.com', source: 'exit_intent' })).status).toBe(201);
    db.$client.prepare(`INSERT INTO beta_signups (id, email, name, financial_goal, user_id) VALUES ('beta-visitor', 'Gina@example.com', 'Not Gina', 'save', NULL)`).run();
    // Gina herself, signed in: the scroll popup with her address, and the beta list with her work address.
    expect((await gina.request('POST', '/api/newsletter/subscribe', { email: 'gina@example.com', source: 'scroll_engagement' })).status).toBe(201);
    db.$client.prepare(`INSERT INTO beta_signups (id, email, name, financial_goal, user_id) VALUES ('beta-gina', 'gina.work@example.com', 'Gina', 'save', ?)`).run(ginaId);
    expect(one(db, `SELECT count(*) FROM newsletter_subscribers WHERE user_id = ?`, ginaId)).toBe(1);

    const res = await gina.request('DELETE', '/api/data/account', { confirm: 'DELETE' });
    expect(res.status).toBe(204);
    expect(one(db, 'SELECT count(*) FROM users WHERE id = ?', ginaId)).toBe(0);
    // Hers are gone; the visitor's stay, untouched.
    expect(db.$client.prepare(`SELECT signup_source AS s, user_id AS u FROM newsletter_subscribers WHERE lower(email) = 'gina@example.com'`).all()).toEqual([{ s: 'exit_intent', u: null }]);
    expect(db.$client.prepare(`SELECT id, email, user_id AS u FROM beta_signups WHERE id IN ('beta-visitor', 'beta-gina')`).all()).toEqual([{ id: 'beta-visitor', email: 'Gina@example.com', u: null }]);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
  });
});
