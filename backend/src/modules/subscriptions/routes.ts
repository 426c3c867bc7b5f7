/**
 * The Subscription Finder API (growth spec sections 2-9; DESIGN.md "Subscription finder"):
 * detection over the user's stored transactions, upserted findings that respect the user's
 * decisions, cancellation help from the merchant catalogue, and savings tracking.
 */
import { Router } from 'express';
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../shared/constants';
import { idParamsSchema } from '../../../../shared/contracts/banking';
import {
  importBankTransactionsRequestSchema,
  type AnalyzeResponse,
  type SavingsSummary,
  type ScanResponse,
  type Subscription,
  type SubscriptionList,
} from '../../../../shared/contracts/subscriptions';
import type { AppContext } from '../../context';
import { ownedParam, requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError, notFound } from '../../http/errors';
import { handle } from '../../http/validate';
import { buildDemoInstitution } from '../../providers/banking/demo';
import { userRepository } from '../auth/users-repository';
import { detectRecurring, type DetectedPattern } from './detection';
import { monthlyCents, subscriptionRepository, type SubscriptionRow } from './repository';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthIndex = (ms: number) => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
/** Sample rows carry this prefix, so a scan can tell real data from the demo sample. */
export const SAMPLE_ID_PREFIX = 'sample-';
const SAMPLE_HISTORY_SEED = 'sample-bank-history';

const BILL_CATEGORY = /\b(rent|mortgage|loan|loans|insurance|utilit(y|ies)|electric|gas|water|power|housing)\b/i;
const BILL_MERCHANT = /\b(apartments?|property management|rent|mortgage|financial services|insurance|geico|power|light|natural gas|water|utilit(y|ies)|electric)\b/i;

export function isRecurringBill(p: Pick<DetectedPattern, 'category' | 'merchantName'>): boolean {
  return BILL_CATEGORY.test(p.category ?? '') || BILL_MERCHANT.test(p.merchantName);
}

/**
 * Everyday spending (coffee, groceries, fuel, restaurants, shopping) repeats often enough that a
 * few charges can fall on a cadence by chance; such a series counts only once it is long.
 */
const EVERYDAY_CATEGORY = /\b(coffee|groceries|grocery|fuel|gas station|restaurants?|dining|fast food|shopping)\b/i;
export const EVERYDAY_MIN_OCCURRENCES = 6;

export function isChanceSeries(p: Pick<DetectedPattern, 'category' | 'occurrences'>): boolean {
  return EVERYDAY_CATEGORY.test(p.category ?? '') && p.occurrences < EVERYDAY_MIN_OCCURRENCES;
}

/**
 * What cancelling has saved (DESIGN.md): each cancelled subscription's monthly cost, for each month
 * since (and including) the month it was cancelled.
 */
export function savingsSummary(cancelled: SubscriptionRow[], now: number): SavingsSummary {
  const thisMonth = monthIndex(now);
  let totalCents = 0;
  let monthlyTotal = 0;
  for (const row of cancelled) {
    const perMonth = monthlyCents(row);
    monthlyTotal += perMonth;
    const months = row.cancelledAt === null ? 0 : Math.max(0, thisMonth - monthIndex(row.cancelledAt) + 1);
    totalCents += perMonth * months;
  }
  return { totalSaved: totalCents / 100, monthlySavings: monthlyTotal / 100, subscriptionsCancelled: cancelled.length };
}

export function subscriptionRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = subscriptionRepository(ctx.db);
  const users = userRepository(ctx.db);
  ownedParam(ctx, router, 'id', (id) => repo.ownerOf(id));

  const toSubscription = (row: SubscriptionRow): Subscription => {
    return {
      id: row.id,
      name: row.name,
      merchantName: row.merchantName,
      amount: row.amountCents / 100,
      frequency: row.frequency,
      status: row.status === 'cancelled' ? 'cancelled' : 'active',
      isForgotten: row.isForgotten,
      category: row.category,
      nextBillDate: row.nextBillDate,
      lastUsedDate: row.lastUsedDate,
      cancellationUrl: row.cancellationUrl,
      cancellationPhone: row.cancellationPhone,
      cancellationInstructions: row.cancellationInstructions,
      monthlyCost: monthlyCents(row) / 100,
      forgottenReasons: row.isForgotten ? (row.forgottenReasons ?? []) : [],
    };
  };

  /** Recurring bills (rent, loans, insurance, utilities) are not subscriptions to cancel: the finder leaves them out. */
  const detect = (userId: string): DetectedPattern[] =>
    detectRecurring(repo.transactionsForDetection(userId), { today: isoDate(ctx.clock.now()), lastUsedDates: repo.lastUsedDates(userId) }).filter(
      (p) => !isRecurringBill(p) && !isChanceSeries(p),
    );

  router.get(
    '/subscriptions',
    access.member,
    handle({}, (_input, req): SubscriptionList => {
      const { userId } = requireCaller(req);
      const all = repo.active(userId);
      const tier = users.findById(userId)?.subscriptionTier ?? 'free';
      const shown = tier === 'free' ? all.slice(0, FREE_PLAN_SUBSCRIPTIONS) : all;
      return { subscriptions: shown.map(toSubscription), total: all.length, limitedByPlan: shown.length < all.length };
    }),
  );

  router.get(
    '/savings-summary',
    access.member,
    handle({}, (_input, req): SavingsSummary => savingsSummary(repo.cancelled(requireCaller(req).userId), ctx.clock.now())),
  );

  router.post(
    '/analyze-transactions',
    access.member,
    handle({}, (_input, req): AnalyzeResponse => {
      const { userId } = requireCaller(req);
      const patterns = detect(userId).filter((p) => p.status !== 'inactive');
      const forgotten = patterns.filter((p) => p.isForgotten);
      return {
        patterns: patterns.map(({ merchantName, frequency, amount, monthlyCost, occurrences, lastDate, nextBillDate, confidence, status, isForgotten, reasons, category }) => ({
          merchantName, frequency, amount, monthlyCost, occurrences, lastDate, nextBillDate, confidence, status, isForgotten, reasons, category,
        })),
        insights: {
          savingsOpportunity: Math.round(forgotten.reduce((s, p) => s + p.monthlyCostCents, 0)) / 100,
          forgottenCount: forgotten.length,
          monthlyTotal: Math.round(patterns.reduce((s, p) => s + p.monthlyCostCents, 0)) / 100,
        },
      };
    }),
  );

  router.post(
    '/scan-subscriptions',
    access.member,
    handle({}, (_input, req): ScanResponse => {
      const { userId } = requireCaller(req);
      const patterns = detect(userId);
      const newSubscriptions = repo.upsertDetected(userId, patterns, ctx.clock.now());
      const potential = repo.active(userId).filter((r) => r.isForgotten).reduce((s, r) => s + monthlyCents(r), 0);
      return {
        newSubscriptions,
        potentialSavings: potential / 100,
        realDataUsed: repo.realTransactionCount(userId, SAMPLE_ID_PREFIX) > 0,
      };
    }),
  );

  router.post(
    '/subscriptions/:id/cancel',
    access.member,
    handle({ params: idParamsSchema }, ({ params }) => {
      const row = repo.find(params.id);
      if (!row) throw notFound('Subscription');
      if (row.status !== 'active') throw new AppError(409, 'not_active', 'This subscription is already cancelled');
      const updated = repo.cancel(row, ctx.clock.now());
      return toSubscription(updated);
    }),
  );

  router.post(
    '/subscriptions/:id/dismiss',
    access.member,
    handle({ params: idParamsSchema }, ({ params }, _req, res) => {
      const row = repo.find(params.id);
      if (!row) throw notFound('Subscription');
      repo.dismiss(row.id);
      res.status(204).end();
    }),
  );

  router.get(
    '/subscriptions/sample-transactions',
    access.member,
    handle({}, (_input, req) => {
      requireCaller(req);
      // One sample history for everyone (relative to today), so what a demo scan finds is known.
      const bank = buildDemoInstitution(SAMPLE_HISTORY_SEED, ctx.clock.now());
      const rows = bank.accounts.flatMap((a) => a.transactions);
      return {
        transactions: rows.map((t) => ({
          transaction_id: `${SAMPLE_ID_PREFIX}${t.bankId ?? `${t.date}-${t.description}`}`,
          merchant_name: t.description,
          amount: t.amountCents / 100,
          date: t.date,
          category: t.category ? [t.category] : [],
        })),
      };
    }),
  );

  router.post(
    '/import-bank-transactions',
    access.member,
    handle({ body: importBankTransactionsRequestSchema }, ({ body }, req) => {
      const { userId } = requireCaller(req);
      const today = isoDate(ctx.clock.now());
      // Documented skip: a transaction dated after today cannot have happened yet.
      const dated = body.transactions.filter((t) => t.date <= today && !Number.isNaN(Date.parse(t.date)));
      const imported = repo.importTransactions(
        userId,
        dated.map((t) => ({ id: t.transaction_id, merchant: t.merchant_name, amountCents: t.amount /* integer cents, parsed by the contract */, date: t.date, category: t.category?.[0] ?? null })),
        ctx.clock.now(),
      );
      return { imported, duplicates: dated.length - imported, skippedFuture: body.transactions.length - dated.length };
    }),
  );

  return router;
}

