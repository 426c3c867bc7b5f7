/**
 * The Subscription Finder (docs/product.md): detection over the user's stored transactions,
 * upserted findings that respect the user's decisions, cancellation help from the merchant
 * catalogue, savings tracking, and the sample bank history a scan falls back to when the stored
 * transactions show no recurring charge. Transactions are written through the banking ledger.
 */
import type { z } from 'zod';
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../shared/constants';
import {
  importBankTransactionsRequestSchema,
  type AnalyzeResponse,
  type SavingsSummary,
  type ScanResponse,
  type Subscription,
  type SubscriptionList,
  type SubscriptionScanResponse,
} from '../../../../shared/contracts/subscriptions';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { buildDemoInstitution } from '../../providers/banking/demo';
import { createBankLedger, type BankLedger } from '../banking/service';
import { detectRecurring, type DetectedPattern } from './detection';
import { monthlyCents, subscriptionRepository, type SubscriptionRow } from './repository';
import { isoDate } from '../../../../shared/dates';

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
 * What cancelling has saved: each cancelled subscription's monthly cost, for each month since
 * (and including) the month it was cancelled.
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

export function toSubscription(row: SubscriptionRow): Subscription {
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
}

/** Bank rows as the import contract hands them over: amount in integer cents. */
export type BankTransactionRows = z.output<typeof importBankTransactionsRequestSchema>['transactions'];

const isActive = (p: DetectedPattern) => p.status !== 'inactive';

/**
 * `ledger` writes the imported transactions (the banking module owns the transactions table); by
 * default the banking module's own.
 */
export function createSubscriptionsService(ctx: AppContext, ledger: BankLedger = createBankLedger(ctx)) {
  const repo = subscriptionRepository(ctx.db);

  /** Recurring bills (rent, loans, insurance, utilities) are not subscriptions to cancel: the finder leaves them out. */
  const detect = (userId: string): DetectedPattern[] =>
    detectRecurring(repo.transactionsForDetection(userId), { today: isoDate(ctx.clock.now()), lastUsedDates: repo.lastUsedDates(userId) }).filter(
      (p) => !isRecurringBill(p) && !isChanceSeries(p),
    );

  /** Stores the findings (a rescan never duplicates, and never undoes the user's decisions). */
  function store(userId: string, patterns: DetectedPattern[]): ScanResponse {
    const newSubscriptions = repo.upsertDetected(userId, patterns, ctx.clock.now());
    const potential = repo.active(userId).filter((r) => r.isForgotten).reduce((s, r) => s + monthlyCents(r), 0);
    return {
      newSubscriptions,
      potentialSavings: potential / 100,
      realDataUsed: repo.realTransactionCount(userId, SAMPLE_ID_PREFIX) > 0,
    };
  }

  function list(userId: string): SubscriptionList {
    const all = repo.active(userId);
    const shown = (repo.planOf(userId) ?? 'free') === 'free' ? all.slice(0, FREE_PLAN_SUBSCRIPTIONS) : all;
    return { subscriptions: shown.map(toSubscription), total: all.length, limitedByPlan: shown.length < all.length };
  }

  const savings = (userId: string): SavingsSummary => savingsSummary(repo.cancelled(userId), ctx.clock.now());

  /** One sample history for everyone (relative to today), so what a demo scan finds is known. */
  function sampleTransactions() {
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
  }

  /** Stores bank rows, skipping ones already imported and (documented) ones dated after today: they cannot have happened yet. */
  function importTransactions(userId: string, rows: BankTransactionRows) {
    const today = isoDate(ctx.clock.now());
    const dated = rows.filter((t) => t.date <= today && !Number.isNaN(Date.parse(t.date)));
    const imported = ledger.importUnlinkedTransactions(
      userId,
      dated.map((t) => ({ bankTransactionId: t.transaction_id, merchant: t.merchant_name, amountCents: t.amount, date: t.date, category: t.category?.[0] ?? null })),
    );
    return { imported, duplicates: dated.length - imported, skippedFuture: rows.length - dated.length };
  }

  /** The sample history imported exactly as a client posting it back to the import would have it. */
  function importSample(userId: string) {
    return importTransactions(userId, importBankTransactionsRequestSchema.parse(sampleTransactions()).transactions);
  }

  return {
    ownerOf: (id: string) => repo.ownerOf(id),

    /** Active subscriptions in the order they were found; the Free plan sees the first few. */
    list,
    savings,
    /** Cancelled subscriptions, for the savings other modules report. */
    cancelled: (userId: string) => repo.cancelled(userId),

    /** Recurring patterns in the stored transactions, and what they add up to; stores nothing. */
    analyze(userId: string): AnalyzeResponse {
      const patterns = detect(userId).filter(isActive);
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
    },

    /** Detection over the stored transactions, its findings stored. */
    scanStored: (userId: string): ScanResponse => store(userId, detect(userId)),

    /**
     * The screen's scan: the stored transactions first; when they show no recurring charge (or
     * their analysis fails), the sample bank history is imported and scanned instead. Answers the
     * result with the list and savings as they now stand.
     */
    scan(userId: string): SubscriptionScanResponse {
      let patterns: DetectedPattern[] = [];
      try {
        patterns = detect(userId);
      } catch (error) {
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'analysis of the stored transactions failed; scanning the sample history');
      }
      const sampleDataUsed = !patterns.some(isActive);
      if (sampleDataUsed) {
        importSample(userId);
        patterns = detect(userId);
      }
      const result = store(userId, patterns);
      return { ...result, sampleDataUsed, patternsFound: patterns.filter(isActive).length, subscriptions: list(userId), savings: savings(userId) };
    },

    /** Marks it cancelled and records the month's savings; a subscription already cancelled is a 409. */
    cancel(id: string): Subscription {
      const row = repo.find(id);
      if (!row) throw notFound('Subscription');
      if (row.status !== 'active') throw new AppError(409, 'not_active', 'This subscription is already cancelled');
      return toSubscription(repo.cancel(row, ctx.clock.now()));
    },

    /** "Not a subscription": the finding never comes back. */
    dismiss(id: string): void {
      const row = repo.find(id);
      if (!row) throw notFound('Subscription');
      repo.dismiss(row.id);
    },

    sampleTransactions,
    importTransactions,
    importSample,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
