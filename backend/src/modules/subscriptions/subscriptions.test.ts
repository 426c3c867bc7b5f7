import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  analyzeResponseSchema,
  sampleTransactionsResponseSchema,
  savingsSummarySchema,
  scanResponseSchema,
  subscriptionListSchema,
} from '../../../../shared/contracts/subscriptions';
import { savingsTracking, subscriptions, transactions, users } from '../../db/schema';
import { demoPaymentProvider } from '../../providers/payments/payment-provider';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { isRecurringBill } from './service';

let server: TestServer;
let ann: TestClient;
let annId: string;
let bob: TestClient;

const json = async <T>(res: Response, schema: { parse(v: unknown): T }) => schema.parse(await res.json());

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
  const signUp = async (username: string) => {
    const client = testClient(server.url);
    const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: 'correct horse battery' });
    return { client, id: authUserSchema.parse(await res.json()).id };
  };
  ({ client: ann, id: annId } = await signUp('ann'));
  ({ client: bob } = await signUp('bob'));
  // Ann is on Pro for the flow; the Free limit is checked separately.
  server.db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, annId)).run();
});
afterAll(() => server.close());

describe('import -> scan -> list -> cancel -> savings summary', () => {
  it('finds the recurring charges in the sample history and never duplicates on a rescan', async () => {
    const sample = await json(await ann.get('/api/subscriptions/sample-transactions'), sampleTransactionsResponseSchema);
    expect(sample.transactions.length).toBeGreaterThan(50);
    const imported = (await (await ann.request('POST', '/api/import-bank-transactions', { transactions: sample.transactions })).json()) as { imported: number; duplicates: number };
    expect(imported).toMatchObject({ imported: sample.transactions.length, duplicates: 0 });
    const again = (await (await ann.request('POST', '/api/import-bank-transactions', { transactions: sample.transactions })).json()) as { imported: number; duplicates: number };
    expect(again).toMatchObject({ imported: 0, duplicates: sample.transactions.length });

    const analysis = await json(await ann.request('POST', '/api/analyze-transactions'), analyzeResponseSchema);
    const names = analysis.patterns.map((p) => p.merchantName);
    expect(names).toEqual(expect.arrayContaining(['Netflix', 'Spotify']));
    expect(names.some((n) => /starbucks|whole foods|shell/i.test(n))).toBe(false);
    // Rent is a recurring bill, not a subscription to cancel.
    expect(names.some((n) => /rent|apartments/i.test(n))).toBe(false);

    const scan = await json(await ann.request('POST', '/api/scan-subscriptions'), scanResponseSchema);
    expect(scan.newSubscriptions).toBe(analysis.patterns.length);
    expect(scan.realDataUsed).toBe(false);
    const rescan = await json(await ann.request('POST', '/api/scan-subscriptions'), scanResponseSchema);
    expect(rescan.newSubscriptions).toBe(0);

    const list = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    expect(list.total).toBe(analysis.patterns.length);
    const netflix = list.subscriptions.find((s) => s.name === 'Netflix')!;
    expect(netflix).toMatchObject({ status: 'active', amount: 17.99, frequency: 'monthly' });
    expect(netflix.cancellationUrl).toMatch(/^https:\/\//);

    const cancelled = await ann.request('POST', `/api/subscriptions/${netflix.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await ann.request('POST', `/api/subscriptions/${netflix.id}/cancel`)).status).toBe(409);
    const after = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    expect(after.subscriptions.map((s) => s.id)).not.toContain(netflix.id);
    const summary = await json(await ann.get('/api/savings-summary'), savingsSummarySchema);
    expect(summary).toEqual({ currency: 'USD', totalSaved: 17.99, monthlySavings: 17.99, subscriptionsCancelled: 1 });
    expect(after.cancelled.map((s) => [s.id, s.status, s.cancelledAt])).toEqual([[netflix.id, 'cancelled', new Date(TEST_NOW).toISOString().slice(0, 10)]]);
    // Savings are computed from the cancellations, never written: savings_tracking keeps only targets.
    expect(server.db.select().from(savingsTracking).where(eq(savingsTracking.userId, annId)).all()).toEqual([]);

    // The user's decision survives a rescan: Netflix stays cancelled, nothing new appears.
    expect((await json(await ann.request('POST', '/api/scan-subscriptions'), scanResponseSchema)).newSubscriptions).toBe(0);
    expect(server.db.select().from(subscriptions).where(eq(subscriptions.id, netflix.id)).get()!.status).toBe('cancelled');
  });

  it('a dismissed finding never comes back', async () => {
    const list = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    const target = list.subscriptions[0]!;
    expect((await ann.request('POST', `/api/subscriptions/${target.id}/dismiss`)).status).toBe(204);
    await ann.request('POST', '/api/scan-subscriptions');
    const after = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    expect(after.subscriptions.map((s) => s.merchantName)).not.toContain(target.merchantName);
  });

  it('refuses another user’s subscriptions', async () => {
    const list = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    const target = list.subscriptions[0]!;
    expect((await bob.request('POST', `/api/subscriptions/${target.id}/cancel`)).status).toBe(404);
    expect((await bob.request('POST', `/api/subscriptions/${target.id}/dismiss`)).status).toBe(404);
    expect((await bob.request('POST', `/api/subscriptions/${target.id}/reactivate`)).status).toBe(404);
    expect((await json(await bob.get('/api/subscriptions'), subscriptionListSchema)).total).toBe(0);
  });

  it('the Free plan sees only its first 5', async () => {
    server.db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, annId)).run();
    const list = await json(await ann.get('/api/subscriptions'), subscriptionListSchema);
    server.db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, annId)).run();
    expect(list.subscriptions.length).toBe(Math.min(5, list.total));
    expect(list.limitedByPlan).toBe(list.total > 5);
  });
});

describe('recurring bills are not subscriptions', () => {
  it.each([
    [{ category: 'Rent', merchantName: 'Greenview Apartments Rent' }, true],
    [{ category: 'Utilities', merchantName: 'City Power & Light' }, true],
    [{ category: null, merchantName: 'Toyota Financial Services' }, true],
    [{ category: 'Insurance', merchantName: 'Geico' }, true],
    [{ category: 'Streaming', merchantName: 'Netflix' }, false],
    [{ category: 'Software', merchantName: 'Adobe Lightroom' }, false],
  ])('%o -> %s', (pattern, bill) => {
    expect(isRecurringBill(pattern)).toBe(bill);
  });
});

describe('bad input to the transaction import', () => {
  const txCount = () => server.db.select({ n: count() }).from(transactions).get()!.n;

  it.each([
    ['no rows', { transactions: [] }],
    ['wrong shape', { transactions: [{ id: 1 }] }],
    ['non-numeric amount', { transactions: [{ transaction_id: 'x1', merchant_name: 'A', amount: '12', date: '2026-01-01' }] }],
    ['bad date', { transactions: [{ transaction_id: 'x1', merchant_name: 'A', amount: 12, date: '01/02/2026' }] }],
    ['huge amount', { transactions: [{ transaction_id: 'x1', merchant_name: 'A', amount: 1e12, date: '2026-01-01' }] }],
    ['too many rows', { transactions: Array.from({ length: 100_001 }, (_, i) => ({ transaction_id: `r${i}`, merchant_name: 'A', amount: 1, date: '2026-01-01' })) }],
  ])('rejects %s with 400 and stores nothing', async (_name, body) => {
    const before = txCount();
    const res = await ann.request('POST', '/api/import-bank-transactions', body);
    expect(res.status).toBe(400);
    errorBodySchema.parse(await res.json());
    expect(txCount()).toBe(before);
  });

  it('skips future-dated rows (documented) and keeps the rest', async () => {
    const res = await ann.request('POST', '/api/import-bank-transactions', {
      transactions: [
        { transaction_id: 'f1', merchant_name: 'Tomorrow Co', amount: 5, date: '2099-01-01' },
        { transaction_id: 'p1', merchant_name: 'Yesterday Co', amount: 5, date: '2026-01-01' },
      ],
    });
    expect(await res.json()).toEqual({ imported: 1, duplicates: 0, skippedFuture: 1, skippedPending: 0 });
  });
});

describe('the Free plan limit with more subscriptions than it shows', () => {
  // Eight services billed monthly for six months, so the scan finds exactly eight subscriptions.
  const SERVICES = ['Netflix', 'Spotify', 'Hulu', 'Disney+', 'Audible', 'Dropbox', 'Adobe Creative Cloud', 'YouTube Premium'];
  const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

  it('a Free user with 8 subscriptions sees exactly 5 (3 hidden); after paying for Pro they see all 8', async () => {
    const own = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, payments: demoPaymentProvider() });
    try {
      const { client: carol } = await registerTestUser(own.url, 'carol');
      const rows = SERVICES.flatMap((merchant, i) =>
        MONTHS.map((month) => ({ transaction_id: `free-limit-${i}-${month}`, merchant_name: merchant, amount: 5 + i + 0.99, date: `${month}-0${1 + (i % 8)}`, category: ['Subscription'] })),
      );
      expect((await carol.request('POST', '/api/import-bank-transactions', { transactions: rows })).status).toBe(200);
      expect((await json(await carol.request('POST', '/api/scan-subscriptions'), scanResponseSchema)).newSubscriptions).toBe(8);

      const free = await json(await carol.get('/api/subscriptions'), subscriptionListSchema);
      expect(free.subscriptions).toHaveLength(5);
      expect(free.total).toBe(8);
      expect(free.total - free.subscriptions.length).toBe(3);
      expect(free.limitedByPlan).toBe(true);

      // Upgrade through the real payment path (the demo provider), not by writing the tier.
      const started = await carol.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9, interval: 'month' });
      expect(started.status).toBe(200);
      const { clientSecret } = (await started.json()) as { clientSecret: string };
      expect((await carol.request('POST', '/api/payments/demo/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30' })).status).toBe(200);

      const pro = await json(await carol.get('/api/subscriptions'), subscriptionListSchema);
      expect(pro.subscriptions).toHaveLength(8);
      expect(pro).toMatchObject({ total: 8, limitedByPlan: false });
      expect(pro.subscriptions.map((s) => s.merchantName).sort()).toEqual([...SERVICES].sort());
      // The five the Free plan showed are the first five of the full list (the order they were found in).
      expect(pro.subscriptions.slice(0, 5).map((s) => s.id)).toEqual(free.subscriptions.map((s) => s.id));
    } finally {
      await own.close();
    }
  });
});
