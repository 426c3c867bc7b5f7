/**
 * The held-out set through the public API (docs/detection.md "How it is evaluated"): each held-out user is an
 * app user on a real server whose clock reads the set's today; their Plaid-shaped rows go through
 * POST /api/import-bank-transactions, then POST /api/scan-subscriptions, and the streams of
 * GET /api/subscriptions/recurring-streams are scored against the labels (same cadence, at least
 * half of a labelled stream's ids; each label matches once).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { importBankTransactionsResponseSchema, recurringStreamsResponseSchema, scanResponseSchema } from '../../../../../shared/contracts/subscriptions';
import { fixedClock } from '../../../clock';
import { transactions } from '../../../db/schema';
import { registerTestUser } from '../../../testing/http-client';
import { startTestServer } from '../../../testing/test-server';
import { CADENCES, generateHeldOutSet } from './generate';
import { toPlaidTransactions } from './plaid';
import { addScores, scoreStreams, type StreamScore } from './score';

const SEED = 2026;
const USERS = 8;
const TODAY = '2026-03-31';
const CHUNK = 2_000;

describe('held-out set through the public API', () => {
  it(`finds the labelled streams of ${USERS} held-out users: precision and recall at least 0.97`, async () => {
    // User i of the set does not depend on how many are generated: these are the set's first users.
    const { users } = generateHeldOutSet(SEED, USERS, TODAY);
    const scores: StreamScore[] = [];
    for (const [i, user] of users.entries()) {
      // A server of its own per user (sign-ups are limited per address), its clock at the set's today.
      const server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, clock: fixedClock(Date.parse(`${TODAY}T12:00:00Z`)) });
      try {
        const { client, userId } = await registerTestUser(server.url, `heldout${i + 1}`);
        const rows = toPlaidTransactions(user);
        let imported = 0;
        for (let at = 0; at < rows.length; at += CHUNK) {
          const res = await client.request('POST', subscriptionsApi.importTransactions.path, { transactions: rows.slice(at, at + CHUNK) });
          expect(res.status, await res.clone().text()).toBe(200);
          const answer = importBankTransactionsResponseSchema.parse(await res.json());
          expect(answer).toMatchObject({ duplicates: 0, skippedFuture: 0 });
          imported += answer.imported;
        }
        expect(imported).toBe(rows.length);

        const scan = await client.request('POST', subscriptionsApi.scanStored.path);
        expect(scan.status, await scan.clone().text()).toBe(200);
        expect(scanResponseSchema.parse(await scan.json()).dataSources).toEqual({ real: rows.length, demo: 0 });

        const res = await client.get(subscriptionsApi.recurringStreams.path);
        expect(res.status, await res.clone().text()).toBe(200);
        const streams = recurringStreamsResponseSchema.parse(await res.json());

        // The streams may name rows by our database id or by the bank's: both map to the bank's id.
        const bankId = new Map(
          server.db
            .select({ id: transactions.id, plaid: transactions.plaidTransactionId })
            .from(transactions)
            .where(eq(transactions.userId, userId))
            .all()
            .map((r) => [r.id, r.plaid ?? r.id]),
        );
        scores.push(
          scoreStreams(
            user.truth,
            streams.outflow_streams.map((s) => ({ cadence: s.cadence, merchantName: s.merchant_name, transactionIds: s.transaction_ids.map((id) => bankId.get(id) ?? id) })),
          ),
        );
      } finally {
        await server.close();
      }
    }

    const total = addScores(scores);
    const table = CADENCES.map((c) => `${c}: ${total.byCadence[c].truePositives} found of ${total.byCadence[c].labelled} labelled, ${total.byCadence[c].found} streams`).join('\n');
    const missed = total.missed.map((s) => `${s.merchantName} ${s.frequency} ${s.status} (${s.transactionIds.length})`).join('; ');
    const spurious = total.spurious.map((s) => `${s.merchantName ?? '?'} ${s.cadence} (${s.transactionIds.length})`).join('; ');
    const report = `precision ${total.precision.toFixed(3)} recall ${total.recall.toFixed(3)}\n${table}\nmissed: ${missed}\nspurious: ${spurious}`;
    expect(total.labelled, report).toBeGreaterThan(60);
    expect(total.precision, report).toBeGreaterThanOrEqual(0.97);
    expect(total.recall, report).toBeGreaterThanOrEqual(0.97);
  }, 600_000);
});
