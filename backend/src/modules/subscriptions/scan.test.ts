/**
 * POST /api/subscriptions/scan, the Subscription Finder's scan in one request, over real HTTP on a
 * real SQLite database: the stored transactions first, the sample bank history when they show no
 * recurring charge (or their analysis fails), and the lists the screen shows afterwards.
 */
import { count, eq, like, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import {
  analyzeResponseSchema,
  importBankTransactionsResponseSchema,
  sampleTransactionsResponseSchema,
  savingsSummarySchema,
  subscriptionListSchema,
  subscriptionScanResponseSchema,
} from '../../../../shared/contracts/subscriptions';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { transactions } from '../../db/schema';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { SAMPLE_ID_PREFIX } from './service';

/** How many of the next detection passes fail (an analysis that breaks, not one that finds nothing). */
const detection = vi.hoisted(() => ({ failures: 0 }));
vi.mock('./detection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./detection')>();
  return {
    ...actual,
    detectRecurring: (...args: Parameters<typeof actual.detectRecurring>) => {
      if (detection.failures > 0) {
        detection.failures -= 1;
        throw new Error('detection broke');
      }
      return actual.detectRecurring(...args);
    },
  };
});

const SCAN = subscriptionsApi.scan.path;
const monthsAgo = (n: number, day: number) => {
  const d = new Date(TEST_NOW);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, day)).toISOString().slice(0, 10);
};

let server: TestServer;

const scan = async (client: TestClient) => {
  const res = await client.request('POST', SCAN);
  expect(res.status, await res.clone().text()).toBe(200);
  return subscriptionScanResponseSchema.parse(await res.json());
};
const storedFor = (userId: string) => server.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)).get()!.n;
const sampleRowsFor = (userId: string) =>
  server.db.select({ n: count() }).from(transactions).where(and(eq(transactions.userId, userId), like(transactions.plaidTransactionId, `${SAMPLE_ID_PREFIX}%`))).get()!.n;

/** The answer's lists are exactly what the list and savings endpoints now say. */
async function expectListsAsServed(client: TestClient, answer: Awaited<ReturnType<typeof scan>>) {
  expect(answer.subscriptions).toEqual(subscriptionListSchema.parse(await (await client.get(subscriptionsApi.list.path)).json()));
  expect(answer.savings).toEqual(savingsSummarySchema.parse(await (await client.get(subscriptionsApi.savingsSummary.path)).json()));
}

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
});
afterAll(() => server.close());

describe('POST /api/subscriptions/scan', () => {
  it('needs a signed-in caller', async () => {
    expect((await testClient(server.url).request('POST', SCAN)).status).toBe(401);
  });

  it('no transactions: imports the sample history on the server and scans it; a second scan uses what is now stored', async () => {
    const { client, userId } = await registerTestUser(server.url, 'sam');
    const sample = sampleTransactionsResponseSchema.parse(await (await client.get(subscriptionsApi.sampleTransactions.path)).json());
    expect(storedFor(userId)).toBe(0);

    const first = await scan(client);
    expect(first).toMatchObject({ sampleDataUsed: true, realDataUsed: false });
    expect(first.newSubscriptions).toBeGreaterThan(0);
    expect(first.patternsFound).toBe(first.newSubscriptions);
    expect(first.subscriptions.total).toBe(first.newSubscriptions);
    // The sample as the sample endpoint serves it, nothing dated after today.
    expect(storedFor(userId)).toBe(sample.transactions.filter((t) => t.date <= new Date(TEST_NOW).toISOString().slice(0, 10)).length);
    expect(sampleRowsFor(userId)).toBe(storedFor(userId));
    // Every row it read is sample data, and the answer says so.
    expect(first.dataSources).toEqual({ real: 0, demo: storedFor(userId) });
    expect(first.otherCurrencyRows).toBe(0);
    await expectListsAsServed(client, first);

    // The stored sample now shows recurring charges: no second import, nothing new found.
    const stored = storedFor(userId);
    const analysis = analyzeResponseSchema.parse(await (await client.request('POST', subscriptionsApi.analyze.path)).json());
    const second = await scan(client);
    expect(second).toMatchObject({ sampleDataUsed: false, realDataUsed: false, newSubscriptions: 0, patternsFound: analysis.patterns.length });
    expect(storedFor(userId)).toBe(stored);
    await expectListsAsServed(client, second);
  });

  it('recurring charges in the user’s own transactions: scans them, never the sample', async () => {
    const { client, userId } = await registerTestUser(server.url, 'rita');
    const rows = [5, 4, 3, 2, 1].flatMap((n) => [
      { transaction_id: `own-netflix-${n}`, merchant_name: 'NETFLIX.COM', amount: 17.99, date: monthsAgo(n, 3), category: ['Streaming'] },
      { transaction_id: `own-spotify-${n}`, merchant_name: 'Spotify USA', amount: 11.99, date: monthsAgo(n, 12), category: ['Music'] },
    ]);
    expect((await client.request('POST', subscriptionsApi.importTransactions.path, { transactions: rows })).status).toBe(200);

    const answer = await scan(client);
    expect(answer).toMatchObject({ sampleDataUsed: false, realDataUsed: true, patternsFound: 2, newSubscriptions: 2, dataSources: { real: rows.length, demo: 0 } });
    expect(answer.subscriptions.subscriptions.map((s) => s.name).sort()).toEqual(['Netflix', 'Spotify']);
    expect(sampleRowsFor(userId)).toBe(0);
    expect(storedFor(userId)).toBe(rows.length);
    await expectListsAsServed(client, answer);
  });

  it('an analysis that fails falls back to the sample history', async () => {
    const { client, userId } = await registerTestUser(server.url, 'fay');
    detection.failures = 1;
    const answer = await scan(client);
    expect(detection.failures).toBe(0);
    expect(answer.sampleDataUsed).toBe(true);
    expect(answer.newSubscriptions).toBeGreaterThan(0);
    expect(sampleRowsFor(userId)).toBeGreaterThan(0);
  });

  it('a detection that fails on the sample too is the request failing (500), with no subscription stored', async () => {
    const { client } = await registerTestUser(server.url, 'finn');
    detection.failures = 2;
    const res = await client.request('POST', SCAN);
    expect(res.status).toBe(500);
    errorBodySchema.parse(await res.json());
    expect(detection.failures).toBe(0);
    expect(subscriptionListSchema.parse(await (await client.get(subscriptionsApi.list.path)).json()).total).toBe(0);
    // The sample was imported before the failing pass, so the next scan finds it in the stored rows.
    const retry = await scan(client);
    expect(retry).toMatchObject({ sampleDataUsed: false });
    expect(retry.newSubscriptions).toBeGreaterThan(0);
  });
});

describe('POST /api/subscriptions/import-sample', () => {
  it('needs a signed-in caller', async () => {
    const res = await testClient(server.url).request('POST', subscriptionsApi.importSample.path);
    expect(res.status).toBe(401);
  });

  it('imports the server’s own sample history for the caller in one request; a second time imports nothing new', async () => {
    const { client, userId } = await registerTestUser(server.url, 'ivy');
    const sample = sampleTransactionsResponseSchema.parse(await (await client.get(subscriptionsApi.sampleTransactions.path)).json());
    const first = importBankTransactionsResponseSchema.parse(await (await client.request('POST', subscriptionsApi.importSample.path)).json());
    expect(first.imported).toBeGreaterThan(0);
    expect(first.imported + first.skippedFuture).toBe(sample.transactions.length);
    expect(sampleRowsFor(userId)).toBe(first.imported);
    const again = importBankTransactionsResponseSchema.parse(await (await client.request('POST', subscriptionsApi.importSample.path)).json());
    expect(again).toMatchObject({ imported: 0, duplicates: first.imported });
    expect(storedFor(userId)).toBe(first.imported);
  });
});
