/**
 * The Subscription Finder (docs/product.md): detection over the user's stored transactions,
 * upserted findings that respect the user's decisions, cancellation help from the merchant
 * catalogue, savings tracking, and the sample bank history a scan falls back to when the stored
 * transactions show no recurring charge. Transactions are written through the banking ledger.
 */
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../shared/constants';
import {
  importBankTransactionsRequestSchema,
  type AnalyzeResponse,
  type PlaidTransaction,
  type ScanDataSources,
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
import { monthlyCents, subscriptionRepository, type DataSource, type StoredPattern, type SubscriptionRow } from './repository';
import { isoDate } from '../../../../shared/dates';

const monthIndex = (ms: number) => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
/**
 * Sample rows carry this prefix in their bank id. It is how the sample history stays labelled
 * 'demo' (transactions.source) even when a client posts it back to the import itself.
 */
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

/** Bank rows as the import contract hands them over: amount in integer cents, one merchant, currency or null. */
export type BankTransactionRows = readonly PlaidTransaction[];

const isActive = (p: DetectedPattern) => p.status !== 'inactive';

/** What a scan read and found: only rows in the user's home currency are read. */
interface Scanned {
  patterns: StoredPattern[];
  dataSources: ScanDataSources;
  otherCurrencyRows: number;
}

/** A pattern is sample data when every transaction behind it is. */
export function patternSource(transactionIds: readonly string[], demoIds: ReadonlySet<string>): DataSource {
  return transactionIds.length > 0 && transactionIds.every((id) => demoIds.has(id)) ? 'demo' : 'real';
}

/** Where an imported row comes from: the server's sample history (by its id prefix) or the user's bank. */
export const importedRowSource = (transactionId: string): DataSource => (transactionId.startsWith(SAMPLE_ID_PREFIX) ? 'demo' : 'real');

/**
 * `ledger` writes the imported transactions (the banking module owns the transactions table); by
 * default the banking module's own.
 */
export function createSubscriptionsService(ctx: AppContext, ledger: BankLedger = createBankLedger(ctx)) {
  const repo = subscriptionRepository(ctx.db);

  /**
   * Detection over the user's transactions in their home currency (docs/product.md "Your data":
   * nothing is converted, the rows in other currencies are counted and left out). Recurring bills
   * (rent, loans, insurance, utilities) are not subscriptions to cancel: the finder leaves them out.
   */
  function detect(userId: string): Scanned {
    const currency = repo.homeCurrency(userId);
    const rows = repo.transactionsForDetection(userId, currency);
    const demoIds = new Set(rows.filter((r) => r.source === 'demo').map((r) => r.id));
    const patterns = detectRecurring(rows, { today: isoDate(ctx.clock.now()), lastUsedDates: repo.lastUsedDates(userId) })
      .filter((p) => !isRecurringBill(p) && !isChanceSeries(p))
      .map((p) => ({ ...p, source: patternSource(p.transactionIds, demoIds) }));
    return { patterns, dataSources: { real: rows.length - demoIds.size, demo: demoIds.size }, otherCurrencyRows: repo.otherCurrencyCount(userId, currency) };
  }

  /** Stores the findings (a rescan never duplicates, and never undoes the user's decisions). */
  function store(userId: string, scanned: Scanned): ScanResponse {
    const newSubscriptions = repo.upsertDetected(userId, scanned.patterns, ctx.clock.now());
    const potential = repo.active(userId).filter((r) => r.isForgotten).reduce((s, r) => s + monthlyCents(r), 0);
    return {
      newSubscriptions,
      potentialSavings: potential / 100,
      realDataUsed: scanned.dataSources.real > 0,
      dataSources: scanned.dataSources,
      otherCurrencyRows: scanned.otherCurrencyRows,
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

  /**
   * Stores bank rows (they belong to no account), skipping ones already imported, pending ones
   * (the bank sends the posted row later under its own id: storing both would count the charge
   * twice) and ones dated after today (they cannot have happened yet). A row without a currency is
   * in the user's home currency; the sample history's rows are labelled 'demo'.
   */
  function importTransactions(userId: string, rows: BankTransactionRows) {
    const today = isoDate(ctx.clock.now());
    const home = repo.homeCurrency(userId);
    const settled = rows.filter((t) => !t.pending);
    const dated = settled.filter((t) => t.date <= today);
    const imported = ledger.importUnlinkedTransactions(
      userId,
      dated.map((t) => ({
        bankTransactionId: t.transaction_id,
        merchant: t.merchant,
        amountCents: t.amount,
        date: t.date,
        category: t.category,
        currency: t.currency ?? home,
        source: importedRowSource(t.transaction_id),
      })),
    );
    return { imported, duplicates: dated.length - imported, skippedFuture: settled.length - dated.length, skippedPending: rows.length - settled.length };
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
      const patterns = detect(userId).patterns.filter(isActive);
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
      let scanned: Scanned | null = null;
      try {
        scanned = detect(userId);
      } catch (error) {
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'analysis of the stored transactions failed; scanning the sample history');
      }
      const sampleDataUsed = !scanned?.patterns.some(isActive);
      if (!scanned || sampleDataUsed) {
        importSample(userId);
        scanned = detect(userId);
      }
      const result = store(userId, scanned);
      return { ...result, sampleDataUsed, patternsFound: scanned.patterns.filter(isActive).length, subscriptions: list(userId), savings: savings(userId) };
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
