import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { bankAccountListSchema, bankingTransactionListSchema, importPreviewSchema, importResultSchema } from '../../../../shared/contracts/banking';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { bankAccounts, bankConnections, transactions } from '../../db/schema';
import { testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

const today = new Date(TEST_NOW).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(TEST_NOW - n * 86_400_000).toISOString().slice(0, 10);
const CSV = ['Date,Description,Amount', `${daysAgo(1)},COFFEE CORNER,-4.50`, `${daysAgo(2)},"ACME, INC PAYROLL",2500.00`, `${daysAgo(3)},NETFLIX.COM,-17.99`].join('\n');

let server: TestServer;
let ann: TestClient;
let annId: string;
let bob: TestClient;

const upload = (client: TestClient, path: string, body: string) => client.request('POST', path, undefined, { raw: body, contentType: 'text/plain' });
const txCount = () => server.db.select({ n: count() }).from(transactions).get()!.n;
const rowCounts = () => ({
  transactions: txCount(),
  accounts: server.db.select({ n: count() }).from(bankAccounts).get()!.n,
  connections: server.db.select({ n: count() }).from(bankConnections).get()!.n,
});

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  const signUp = async (username: string) => {
    const client = testClient(server.url);
    const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: 'correct horse battery' });
    return { client, id: authUserSchema.parse(await res.json()).id };
  };
  ({ client: ann, id: annId } = await signUp('ann'));
  ({ client: bob } = await signUp('bob'));
});
afterAll(() => server.close());

describe('demo user sandbox', () => {
  it('lists the seeded accounts with masked numbers and recent transactions, newest first', async () => {
    const accounts = bankAccountListSchema.parse(await (await testClient(server.url).get(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
    expect(accounts.map((a) => [a.type, a.accountNumber])).toEqual([
      ['credit', '••••7719'],
      ['checking', '••••1937'],
      ['savings', '••••4821'],
    ]);
    const recent = bankingTransactionListSchema.parse(await (await testClient(server.url).get(`/api/banking/transactions/${DEMO_USER_ID}?days=7`)).json());
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((t) => t.date >= daysAgo(6))).toBe(true);
    expect([...recent].sort((a, b) => (a.date < b.date ? 1 : -1)).map((t) => t.date)).toEqual(recent.map((t) => t.date));
  });
});

describe('linking a bank (demo provider) and the Free plan limit', () => {
  it('connects a demo institution at once, then refuses a second bank on the Free plan', async () => {
    const res = await ann.request('POST', '/api/banking/create-link-token', { userId: annId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ provider: 'demo', connected: true });
    const accounts = bankAccountListSchema.parse(await (await ann.get(`/api/banking/accounts/${annId}`)).json());
    expect(accounts.map((a) => a.type).sort()).toEqual(['checking', 'credit', 'investment', 'savings']);
    expect(accounts.every((a) => /^••••\d{4}$/.test(a.accountNumber))).toBe(true);
    // The (demo) bank states its balances; its institution is sample data.
    expect(accounts.every((a) => a.balanceSource === 'bank' && a.balance !== null && a.balanceAsOf === today && a.source === 'demo' && !a.imported)).toBe(true);
    const second = await ann.request('POST', '/api/banking/create-link-token', { userId: annId });
    expect(second.status).toBe(403);
    expect(errorBodySchema.parse(await second.json()).error.message).toContain('Free plan');
  });

  it('refuses to link for someone else', async () => {
    expect((await bob.request('POST', '/api/banking/create-link-token', { userId: annId })).status).toBe(404);
    expect((await bob.get(`/api/banking/accounts/${annId}`)).status).toBe(404);
    expect((await bob.get(`/api/banking/transactions/${annId}?days=7`)).status).toBe(404);
  });
});

describe('Send / Receive between own accounts', () => {
  it('moves money as two balanced ledger entries', async () => {
    const [checking, savings] = bankAccountListSchema.parse(await (await ann.get(`/api/banking/accounts/${annId}`)).json());
    const before = rowCounts().transactions;
    const res = await ann.request('POST', '/api/banking/transfer', { fromAccountId: checking!.id, toAccountId: savings!.id, amount: 125.5 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { from: { balance: number }; to: { balance: number } };
    expect(body.from.balance).toBeCloseTo(checking!.balance! - 125.5, 2);
    expect(body.to.balance).toBeCloseTo(savings!.balance! + 125.5, 2);
    expect(rowCounts().transactions).toBe(before + 2);
    const net = server.db
      .select({ s: sql<number>`sum(${transactions.amountCents})` })
      .from(transactions)
      .where(and(eq(transactions.userId, annId), eq(transactions.category, 'Transfer'), eq(transactions.date, today)))
      .get()!.s;
    expect(net).toBe(0);
  });

  it.each([
    ['same account', (a: string) => ({ fromAccountId: a, toAccountId: a, amount: 5 })],
    ['zero', (a: string, b: string) => ({ fromAccountId: a, toAccountId: b, amount: 0 })],
    ['negative', (a: string, b: string) => ({ fromAccountId: a, toAccountId: b, amount: -5 })],
    ['huge', (a: string, b: string) => ({ fromAccountId: a, toAccountId: b, amount: 1e12 })],
    ['text amount', (a: string, b: string) => ({ fromAccountId: a, toAccountId: b, amount: '5' })],
  ])('rejects %s with 400 and writes nothing', async (_name, body) => {
    const [a, b] = bankAccountListSchema.parse(await (await ann.get(`/api/banking/accounts/${annId}`)).json());
    const before = rowCounts();
    expect((await ann.request('POST', '/api/banking/transfer', body(a!.id, b!.id))).status).toBe(400);
    expect(rowCounts()).toEqual(before);
  });

  it('refuses another user’s account as either side (404)', async () => {
    const [a] = bankAccountListSchema.parse(await (await ann.get(`/api/banking/accounts/${annId}`)).json());
    const demo = bankAccountListSchema.parse(await (await bob.get(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
    const before = rowCounts();
    expect((await bob.request('POST', '/api/banking/transfer', { fromAccountId: a!.id, toAccountId: demo[0]!.id, amount: 5 })).status).toBe(404);
    expect(rowCounts()).toEqual(before);
  });
});

describe('importing a bank export', () => {
  it('previews without writing, imports, and skips duplicates on a re-import', async () => {
    const before = rowCounts();
    const preview = importPreviewSchema.parse(await (await upload(ann, '/api/banking/import/preview?fileName=my-bank.csv', CSV)).json());
    expect(preview).toMatchObject({ format: 'csv', totalRows: 3, errors: [] });
    expect(preview.sample.map((r) => r.amount)).toEqual([4.5, -2500, 17.99]);
    expect(rowCounts()).toEqual(before);

    const first = importResultSchema.parse(await (await upload(ann, '/api/banking/import?fileName=my-bank.csv', CSV)).json());
    expect(first).toMatchObject({ imported: 3, duplicates: 0 });
    const again = importResultSchema.parse(await (await upload(ann, '/api/banking/import?fileName=my-bank.csv', CSV)).json());
    expect(again).toEqual({ imported: 0, duplicates: 3, accountId: first.accountId, importId: expect.any(String) });
    expect(again.importId).not.toBe(first.importId);
    const accounts = bankAccountListSchema.parse(await (await ann.get(`/api/banking/accounts/${annId}`)).json());
    const imported = accounts.find((a) => a.id === first.accountId)!;
    // The file states no balance: it stays unknown, never the sum of the rows (docs/product.md "Accounts").
    expect(imported).toMatchObject({ name: 'my-bank', institution: 'Imported bank file', balance: null, balanceSource: null, imported: true, transactionCount: 3, closed: false });
    const recent = bankingTransactionListSchema.parse(await (await ann.get(`/api/banking/transactions/${annId}?days=7`)).json());
    expect(recent.filter((t) => t.accountId === first.accountId).map((t) => [t.description, t.type, t.amount])).toEqual([
      ['COFFEE CORNER', 'debit', 4.5],
      ['ACME, INC PAYROLL', 'credit', 2500],
      ['NETFLIX.COM', 'debit', 17.99],
    ]);
  });

  it('keeps two identical purchases in one file, and still skips both on a re-import', async () => {
    const twins = ['Date,Description,Amount', `${daysAgo(1)},TWIN CAFE,-4.50`, `${daysAgo(1)},TWIN CAFE,-4.50`].join('\n');
    expect(importResultSchema.parse(await (await upload(ann, '/api/banking/import?fileName=twins.csv', twins)).json())).toMatchObject({ imported: 2, duplicates: 0 });
    expect(importResultSchema.parse(await (await upload(ann, '/api/banking/import?fileName=twins.csv', twins)).json())).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it.each([
    ['an empty body', ''],
    ['binary garbage', '\u0000\u0001\u0002PK\u0003\u0004garbage'],
    ['a CSV without an amount column', 'Date,Description\n2026-11-01,THING'],
    ['a truncated OFX', 'OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNAMT>-5'],
  ])('rejects %s with a clear 400 and writes nothing', async (_name, body) => {
    const before = rowCounts();
    const res = await upload(ann, '/api/banking/import?fileName=bad.csv', body);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message.length).toBeGreaterThan(10);
    expect(rowCounts()).toEqual(before);
  });

  it('rejects a bad mapping or another user’s target account', async () => {
    const before = rowCounts();
    expect((await upload(ann, `/api/banking/import?fileName=x.csv&mapping=${encodeURIComponent('{not json')}`, CSV)).status).toBe(400);
    expect((await upload(ann, `/api/banking/import?fileName=x.csv&mapping=${encodeURIComponent('{"date":"Date"}')}`, CSV)).status).toBe(400);
    const demo = bankAccountListSchema.parse(await (await bob.get(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
    expect((await upload(bob, `/api/banking/import?fileName=x.csv&accountId=${demo[0]!.id}`, CSV)).status).toBe(404);
    expect(rowCounts()).toEqual(before);
  });
});
