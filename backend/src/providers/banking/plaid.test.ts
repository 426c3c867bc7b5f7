/**
 * The Plaid path end to end against a local HTTP stand-in for Plaid's API: the real `plaid` client
 * talks to it, the real server stores what comes back.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { bankAccountListSchema, bankingTransactionListSchema } from '../../../../shared/contracts/banking';
import { bankConnections, transactions } from '../../db/schema';
import { createLogger } from '../../logger';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { decryptToken, deriveKey } from '../secrets/encryption';
import { plaidBankProvider } from './plaid';

const CLIENT_ID = 'test-client-id';
const SECRET = 'test-plaid-secret-value';
const ACCESS_TOKEN = 'access-sandbox-5f0e-raw-token';
const day = (n: number) => new Date(TEST_NOW - n * 86_400_000).toISOString().slice(0, 10);

let standIn: Server;
let standInUrl = '';
const calls: string[] = [];
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    calls.push(req.path);
    if (req.header('PLAID-CLIENT-ID') !== CLIENT_ID || req.header('PLAID-SECRET') !== SECRET) {
      return void res.status(400).json({ error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS' });
    }
    next();
  });
  app.post('/link/token/create', (req, res) => {
    expect(req.body.user.client_user_id).toBe(DEMO_USER_ID);
    res.json({ link_token: 'link-sandbox-123', expiration: '2026-11-21T16:00:00Z', request_id: 'r1' });
  });
  app.post('/item/public_token/exchange', (req, res) => {
    if (req.body.public_token !== 'public-sandbox-abc') return void res.status(400).json({ error_code: 'INVALID_PUBLIC_TOKEN' });
    res.json({ access_token: ACCESS_TOKEN, item_id: 'item-42', request_id: 'r2' });
  });
  app.post('/accounts/get', (_req, res) => {
    res.json({
      accounts: [
        { account_id: 'acc-chk', name: 'Plaid Checking', official_name: 'Plaid Gold Standard Checking', mask: '0000', type: 'depository', subtype: 'checking', balances: { current: 1100.25 } },
        { account_id: 'acc-cc', name: 'Plaid Credit Card', official_name: null, mask: '3333', type: 'credit', subtype: 'credit card', balances: { current: 410 } },
      ],
      item: { item_id: 'item-42' },
      request_id: 'r3',
    });
  });
  app.post('/item/get', (_req, res) => res.json({ item: { item_id: 'item-42', institution_id: 'ins_109508' }, request_id: 'r4' }));
  app.post('/institutions/get_by_id', (_req, res) => res.json({ institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' }, request_id: 'r5' }));
  // Two pages, so the cursor loop is exercised.
  app.post('/transactions/sync', (req, res) => {
    const tx = (id: string, account: string, amount: number, name: string, n: number) => ({ transaction_id: id, account_id: account, amount, date: day(n), name, merchant_name: name, pending: false, personal_finance_category: { primary: 'GENERAL_MERCHANDISE' } });
    if (!req.body.cursor) return void res.json({ added: [tx('t1', 'acc-chk', 12.5, 'Corner Cafe', 1)], modified: [], removed: [], next_cursor: 'c1', has_more: true, request_id: 'r6' });
    // A later sync from the stored cursor: one new, one modified, one removed.
    if (req.body.cursor === 'c2') {
      return void res.json({ added: [tx('t4', 'acc-chk', 30, 'Book Shop', 0)], modified: [tx('t2', 'acc-cc', 79.99, 'Sporting Goods', 2)], removed: [{ transaction_id: 't1' }], next_cursor: 'c3', has_more: false, request_id: 'r8' });
    }
    if (req.body.cursor === 'c3') return void res.json({ added: [], modified: [], removed: [], next_cursor: 'c3', has_more: false, request_id: 'r9' });
    res.json({ added: [tx('t2', 'acc-cc', 89.99, 'Sporting Goods', 2), tx('t3', 'acc-chk', -500, 'Payroll', 3)], modified: [], removed: [], next_cursor: 'c2', has_more: false, request_id: 'r7' });
  });
  standIn = app.listen(0, '127.0.0.1');
  await new Promise((r) => standIn.once('listening', r));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  server = await startTestServer({
    bank: plaidBankProvider({ clientId: CLIENT_ID, secret: SECRET, environment: standInUrl }),
    secrets: { PLAID_CLIENT_ID: CLIENT_ID, PLAID_SECRET: SECRET },
    seedDemo: false,
    logger: createLogger({ level: 'debug', destination: new Writable({ write: (c, _e, done) => (logLines.push(String(c)), done()) }) }),
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((r) => standIn.close(() => r()));
});

describe('Plaid provider (local stand-in)', () => {
  it('creates a link token and does not connect until Link returns a public token', async () => {
    const res = await server.postJson('/api/banking/create-link-token', { userId: DEMO_USER_ID });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ linkToken: 'link-sandbox-123', provider: 'plaid', connected: false });
    expect(server.db.select().from(bankConnections).all()).toHaveLength(0);
  });

  it('exchanges the public token, stores accounts and synced transactions, keeps the access token encrypted', async () => {
    const res = await server.postJson('/api/banking/exchange-public-token', { publicToken: 'public-sandbox-abc' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(ACCESS_TOKEN);

    const accounts = bankAccountListSchema.parse(await (await server.api(`/api/banking/accounts/${DEMO_USER_ID}`)).json());
    expect(accounts).toHaveLength(2);
    expect(accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Plaid Gold Standard Checking', institution: 'First Platypus Bank', accountNumber: '••••0000', type: 'checking', balance: 1100.25, balanceSource: 'bank', currency: 'USD', source: 'real' }),
        expect.objectContaining({ name: 'Plaid Credit Card', accountNumber: '••••3333', type: 'credit', balance: -410, balanceSource: 'bank' }),
      ]),
    );
    const recent = bankingTransactionListSchema.parse(await (await server.api(`/api/banking/transactions/${DEMO_USER_ID}?days=7`)).json());
    expect(recent.map((t) => [t.description, t.type, t.amount])).toEqual([
      ['Corner Cafe', 'debit', 12.5],
      ['Sporting Goods', 'debit', 89.99],
      ['Payroll', 'credit', 500],
    ]);

    const connection = server.db.select().from(bankConnections).where(eq(bankConnections.plaidItemId, 'item-42')).get()!;
    expect(connection.syncCursor).toBe('c2');
    expect(connection.plaidAccessToken).not.toContain(ACCESS_TOKEN);
    expect(decryptToken(connection.plaidAccessToken!, deriveKey(SECRET, 'bank-access-token'))).toBe(ACCESS_TOKEN);
    expect(server.db.select().from(transactions).where(eq(transactions.plaidTransactionId, 't2')).get()?.amountCents).toBe(8999);
    expect(calls).toContain('/transactions/sync');
    expect(logLines.join('')).not.toContain(ACCESS_TOKEN);
    expect(logLines.join('')).not.toContain(SECRET);
  });

  it('syncs later changes from the stored cursor: new, modified and removed transactions', async () => {
    const res = await server.postJson('/api/banking/sync', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 2, removed: 1 });
    const recent = bankingTransactionListSchema.parse(await (await server.api(`/api/banking/transactions/${DEMO_USER_ID}?days=7`)).json());
    expect(recent.map((t) => [t.description, t.amount])).toEqual([
      ['Book Shop', 30],
      ['Sporting Goods', 79.99],
      ['Payroll', 500],
    ]);
    expect(server.db.select().from(bankConnections).where(eq(bankConnections.plaidItemId, 'item-42')).get()!.syncCursor).toBe('c3');
    expect(await (await server.postJson('/api/banking/sync', {})).json()).toEqual({ added: 0, removed: 0 });
  });

  it('answers a refused public token with an error, never a half-stored bank', async () => {
    const before = server.db.select().from(bankConnections).all().length;
    const res = await server.postJson('/api/banking/exchange-public-token', { publicToken: 'public-sandbox-wrong' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Unable to connect bank account. Please try again.');
    expect(server.db.select().from(bankConnections).all()).toHaveLength(before);
  });
});

describe('Content-Security-Policy with Plaid', () => {
  it('allows Plaid Link only when Plaid is the provider', async () => {
    const { contentSecurityPolicy } = await import('../../http/security-headers');
    expect(contentSecurityPolicy(false)).not.toContain('cdn.plaid.com');
    expect(contentSecurityPolicy(true)).toContain("script-src 'self' https://cdn.plaid.com");
    // Stripe's script, frames and API only when Stripe is the payment provider.
    expect(contentSecurityPolicy(false)).not.toContain('stripe.com');
    expect(contentSecurityPolicy(false, true)).toContain("script-src 'self' https://js.stripe.com;");
    expect(contentSecurityPolicy(false, true)).toContain("connect-src 'self' https://api.stripe.com;");
    expect(contentSecurityPolicy(false, true)).toContain('frame-src \'self\' https://js.stripe.com https://hooks.stripe.com;');
    const res = await server.api('/api/health');
    expect(res.headers.get('content-security-policy')).toContain('https://cdn.plaid.com');
  });
});
