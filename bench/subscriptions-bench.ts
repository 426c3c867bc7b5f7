/**
 * Subscription finder figures for `npm run bench` (bundled by bench/run.mjs with Vite, then run):
 *  - precision and recall of the detection engine on the labelled evaluation set, per cadence;
 *  - the service's scan (read rows, detect, store, charges after cancelling) of a user with 100,000
 *    stored transactions, next to simply reading those rows from SQLite in the same run.
 */
import { openDatabase } from '../backend/src/db/open';
import { users } from '../backend/src/db/schema';
import { bankingRepository } from '../backend/src/modules/banking/repository';
import { generateLargeUser, runSubscriptionEvaluation } from '../backend/src/modules/subscriptions/detection/eval';
import { subscriptionRepository } from '../backend/src/modules/subscriptions/repository';
import { createSubscriptionsService } from '../backend/src/modules/subscriptions/service';
import type { AppContext } from '../backend/src/context';

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

  // The service's own scan (POST /api/scan-subscriptions without HTTP): read, detect, filter,
  // store, and look for charges after cancelled subscriptions. Nothing outside the database is used.
  const ctx = { db, clock: { now: () => Date.parse(`${TODAY}T12:00:00Z`) }, logger: console, demo: false } as unknown as AppContext;
  const service = createSubscriptionsService(ctx);
  const scanStarted = performance.now();
  const result = service.scanStored(userId);
  const scanMs = performance.now() - scanStarted;
  db.$client.close();

  return { evaluation, readMs, scanMs, rows: read.length, found: result.newSubscriptions };
}
