/**
 * Subscription finder figures for `npm run bench` (bundled by bench/run.mjs with Vite, then run):
 *  - precision and recall of the detection engine on the labelled evaluation set, per cadence;
 *  - a full scan (read rows, detect, upsert) of a user with 100,000 stored transactions, next to
 *    simply reading those rows from SQLite in the same run.
 */
import { openDatabase } from '../backend/src/db/open';
import { users } from '../backend/src/db/schema';
import { bankingRepository } from '../backend/src/modules/banking/repository';
import { detectRecurring } from '../backend/src/modules/subscriptions/detection';
import { generateLargeUser, runSubscriptionEvaluation } from '../backend/src/modules/subscriptions/detection/eval';
import { subscriptionRepository } from '../backend/src/modules/subscriptions/repository';

const TODAY = '2025-06-30';
const ROWS = 100_000;

export function runSubscriptionBench() {
  const evaluation = runSubscriptionEvaluation({ largeUserTransactions: ROWS });

  const db = openDatabase({ file: ':memory:' });
  const userId = '22222222-2222-4222-8222-222222222222';
  db.insert(users).values({ id: userId, username: 'bench', email: 'bench@example.com' }).run();
  const repo = subscriptionRepository(db);
  const rows = generateLargeUser(43, ROWS, TODAY);
  bankingRepository(db).importUnlinked(
    userId,
    rows.map((t) => ({ bankTransactionId: t.id, merchant: t.description ?? 'unknown', amountCents: t.amountCents, date: t.date, category: t.category ?? null })),
    Date.parse(TODAY),
  );

  const readStarted = performance.now();
  const read = repo.transactionsForDetection(userId, 'USD');
  const readMs = performance.now() - readStarted;

  const scanStarted = performance.now();
  const patterns = detectRecurring(repo.transactionsForDetection(userId, 'USD'), { today: TODAY });
  repo.upsertDetected(userId, patterns.map((p) => ({ ...p, source: 'real' as const })), Date.parse(TODAY));
  const scanMs = performance.now() - scanStarted;
  db.$client.close();

  return { evaluation, readMs, scanMs, rows: read.length, found: patterns.length };
}
