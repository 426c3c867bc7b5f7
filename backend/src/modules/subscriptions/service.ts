/**
 * The Subscription Finder (docs/product.md "Subscriptions"): detection over the user's stored
 * transactions, upserted findings that respect the user's decisions, cancellation help from the
 * merchant catalogue, alerts (price rise, charged after cancelling), the upcoming charges, the
 * Plaid-shaped streams, the savings that follow the cancellations, and the sample bank history a
 * scan falls back to when the stored transactions show no recurring charge. Transactions are
 * written through the banking ledger. This service is the one source of the subscription figures
 * the dashboard, rewards and the trust section show.
 */
import { FREE_PLAN_SUBSCRIPTIONS } from '../../../../shared/constants';
import {
  importBankTransactionsRequestSchema,
  type AnalyzeResponse,
  type PlaidTransaction,
  type ScanDataSources,
  type SavingsSummary,
  type ScanResponse,
  type RecurringStreamsResponse,
  type Subscription,
  type SubscriptionAlert,
  type SubscriptionList,
  type SubscriptionScanResponse,
  type UpcomingResponse,
} from '../../../../shared/contracts/subscriptions';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { buildDemoInstitution } from '../../providers/banking/demo';
import { createBankLedger, type BankLedger } from '../banking/service';
import { cancelDay, CHARGE_AFTER_CANCEL_TOLERANCE, chargesAfterCancel, subscriptionAlerts } from './alerts';
import { detectRecurring, type DetectedPattern } from './detection';
import { monthlyCents, subscriptionRepository, type DataSource, type StoredPattern, type SubscriptionRow } from './repository';
import { monthIndex, monthsSinceFirstCancel, savedCentsThrough, savingsInMonths, savingsSummary, type SavingsMonth } from './savings';
import { toRecurringStream } from './streams';
import { upcomingCharges } from './upcoming';
import { isoDate } from '../../../../shared/dates';
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
 * A subscription as the API answers it; `today` ('YYYY-MM-DD') dates its alerts, whose sentences
 * write the amounts in `currency` (the user's home currency: the finder stores subscriptions in it).
 */
export function toSubscription(row: SubscriptionRow, today: string, currency = 'USD'): Subscription {
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
    lastBillDate: row.lastBillDate,
    cancelledAt: row.cancelledAt === null ? null : cancelDay(row.cancelledAt),
    source: row.source,
    alerts: subscriptionAlerts(row, today, currency),
  };
}

/**
 * The figures every screen shows about the active subscriptions (GET /api/subscriptions, the
 * dashboard's tip and insight): all of them, not only the ones a plan shows. Dollars, each the
 * sum of the rows' monthly cents (monthlyCents rounds, nothing else does).
 */
export interface SubscriptionFigures {
  activeCount: number;
  monthlyTotal: number;
  forgottenCount: number;
  forgottenMonthly: number;
  /** How many of the active ones are sample data. */
  sampleCount: number;
  /** The one with the largest monthly cost. */
  costliest?: { name: string; monthlyDollars: number; sample: boolean };
}

export function subscriptionFigures(active: readonly SubscriptionRow[]): SubscriptionFigures {
  let monthly = 0;
  let forgottenCents = 0;
  let costliest: SubscriptionFigures['costliest'];
  for (const row of active) {
    const cents = monthlyCents(row);
    monthly += cents;
    if (row.isForgotten) forgottenCents += cents;
    if (!costliest || cents / 100 > costliest.monthlyDollars) costliest = { name: row.name, monthlyDollars: cents / 100, sample: row.source === 'demo' };
  }
  return {
    activeCount: active.length,
    monthlyTotal: monthly / 100,
    forgottenCount: active.filter((r) => r.isForgotten).length,
    forgottenMonthly: forgottenCents / 100,
    sampleCount: active.filter((r) => r.source === 'demo').length,
    costliest,
  };
}

/** Bank rows as the import contract hands them over: amount in integer cents, one merchant, currency or null. */
export type BankTransactionRows = readonly PlaidTransaction[];

const isActive = (p: DetectedPattern) => p.status !== 'inactive';

/** What a scan read and found: only rows in the user's home currency are read. */
interface Scanned {
  patterns: StoredPattern[];
  /** The home currency the scan read. */
  currency: string;
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
  // Inside readOnce(), each user's active and cancelled lists are read at most once (the dashboard
  // asks for several figures of the same rows in one synchronous read); outside it, every call reads.
  let onceScope: Map<string, SubscriptionRow[]> | undefined;
  const rows = (kind: 'active' | 'cancelled', userId: string): SubscriptionRow[] => {
    if (!onceScope) return repo[kind](userId);
    const key = `${kind}|${userId}`;
    let found = onceScope.get(key);
    if (!found) onceScope.set(key, (found = repo[kind](userId)));
    return found;
  };
  /** 'YYYY-MM-DD' of the clock's now (UTC): what alerts, detection and Upcoming count from. */
  const today = () => isoDate(ctx.clock.now());

  /**
   * Detection over the user's transactions in their home currency (docs/product.md "Your data":
   * nothing is converted, the rows in other currencies are counted and left out). Recurring bills
   * (rent, loans, insurance, utilities) are not subscriptions to cancel: the finder leaves them out.
   */
  function detect(userId: string): Scanned {
    const currency = repo.homeCurrency(userId);
    const rows = repo.transactionsForDetection(userId, currency);
    const demoIds = new Set(rows.filter((r) => r.source === 'demo').map((r) => r.id));
    const patterns = detectRecurring(rows, { today: today(), lastUsedDates: repo.lastUsedDates(userId), currency })
      .filter((p) => !isRecurringBill(p) && !isChanceSeries(p))
      .map((p) => ({ ...p, source: patternSource(p.transactionIds, demoIds) }));
    return { patterns, currency, dataSources: { real: rows.length - demoIds.size, demo: demoIds.size }, otherCurrencyRows: repo.otherCurrencyCount(userId, currency) };
  }

  /**
   * "Charged again after you cancelled": for each cancelled subscription, the earliest charge from
   * its merchant after the cancel day (./alerts.ts), stored on the row, or cleared when there is
   * none any more (the row was deleted). Reads only the rows after the earliest cancel day.
   */
  function checkChargesAfterCancel(userId: string, currency: string): void {
    const cancelled = rows('cancelled', userId).filter((r) => r.cancelledAt !== null);
    if (cancelled.length === 0) return;
    const earliest = cancelled.reduce((min, r) => Math.min(min, r.cancelledAt!), Infinity);
    const prices = cancelled.map((r) => r.amountCents);
    const candidates = repo.chargesAfter(
      userId,
      currency,
      cancelDay(earliest),
      Math.floor(Math.min(...prices) * (1 - CHARGE_AFTER_CANCEL_TOLERANCE)),
      Math.ceil(Math.max(...prices) * (1 + CHARGE_AFTER_CANCEL_TOLERANCE)),
    );
    const found = chargesAfterCancel(cancelled, candidates);
    const changed = cancelled.flatMap((row) => {
      const hit = found.get(row.id);
      const date = hit?.date ?? null;
      const cents = hit?.cents ?? null;
      return date === row.chargedAfterCancelDate && cents === row.chargedAfterCancelCents ? [] : [{ id: row.id, date, cents }];
    });
    repo.setChargesAfterCancel(changed);
  }

  /** Stores the findings (a rescan never duplicates, and never undoes the user's decisions). */
  function store(userId: string, scanned: Scanned): ScanResponse {
    const newSubscriptions = repo.upsertDetected(userId, scanned.patterns, ctx.clock.now());
    checkChargesAfterCancel(userId, scanned.currency);
    const potential = rows('active', userId).filter((r) => r.isForgotten).reduce((s, r) => s + monthlyCents(r), 0);
    return {
      newSubscriptions,
      potentialSavings: potential / 100,
      realDataUsed: scanned.dataSources.real > 0,
      dataSources: scanned.dataSources,
      otherCurrencyRows: scanned.otherCurrencyRows,
      currency: scanned.currency,
    };
  }

  /**
   * The active subscriptions in the order they were found (the Free plan sees its first
   * FREE_PLAN_SUBSCRIPTIONS), the totals over all of them, and the cancelled ones.
   */
  /**
   * The active subscriptions in the order the list shows them, and the ones the plan shows (the Free
   * plan its first FREE_PLAN_SUBSCRIPTIONS): the list and Upcoming name the same ones, never a hidden one.
   */
  function activeAsShown(userId: string, day: string, currency = repo.homeCurrency(userId)) {
    // What needs the user's attention first (an alert, then a forgotten one), else in the order found:
    // the Free plan's first few are the ones worth acting on.
    const urgency = (s: Subscription) => (s.alerts.length > 0 ? 0 : s.isForgotten ? 1 : 2);
    const active = rows('active', userId);
    const all = active.map((r, i) => ({ r, s: toSubscription(r, day, currency), i })).sort((a, b) => urgency(a.s) - urgency(b.s) || a.i - b.i);
    const planLimit = (repo.planOf(userId) ?? 'free') === 'free' ? FREE_PLAN_SUBSCRIPTIONS : null;
    const shown = planLimit === null ? all : all.slice(0, planLimit);
    return { active, all, shown, planLimit };
  }

  function list(userId: string): SubscriptionList {
    const day = today();
    const currency = repo.homeCurrency(userId);
    const { active, all, shown, planLimit } = activeAsShown(userId, day, currency);
    const figures = subscriptionFigures(active);
    return {
      currency,
      subscriptions: shown.map(({ s }) => s),
      total: all.length,
      limitedByPlan: shown.length < all.length,
      monthlyTotal: figures.monthlyTotal,
      forgottenCount: figures.forgottenCount,
      forgottenMonthly: figures.forgottenMonthly,
      planLimit,
      cancelled: rows('cancelled', userId).map((r) => toSubscription(r, day, currency)),
    };
  }

  const savings = (userId: string): SavingsSummary => ({ ...savingsSummary(rows('cancelled', userId), ctx.clock.now()), currency: repo.homeCurrency(userId) });

  /** Undo of Mark Cancelled; a subscription that is not cancelled is a 409. */
  function reactivate(id: string): Subscription {
    const row = repo.find(id);
    if (!row) throw notFound('Subscription');
    if (row.status !== 'cancelled') throw new AppError(409, 'not_cancelled', 'This subscription is not cancelled');
    return toSubscription(repo.reactivate(row.id), today(), repo.homeCurrency(row.userId));
  }

  /** The Plaid-shaped streams of what detection finds now (stopped ones included, as TOMBSTONED); stores nothing. */
  function recurringStreams(userId: string): RecurringStreamsResponse {
    const scanned = detect(userId);
    const decided = repo.decidedMerchants(userId);
    const accounts = repo.accountsOf(scanned.patterns.flatMap((p) => p.transactionIds.slice(-1)));
    return {
      inflow_streams: [],
      outflow_streams: scanned.patterns.map((p) =>
        toRecurringStream(p, {
          userId,
          currency: scanned.currency,
          accountId: accounts.get(p.transactionIds[p.transactionIds.length - 1] ?? '') ?? null,
          userModified: decided.has(p.merchantName),
        }),
      ),
      updated_datetime: new Date(ctx.clock.now()).toISOString(),
    };
  }

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
    const day = today();
    const home = repo.homeCurrency(userId);
    const settled = rows.filter((t) => !t.pending);
    const dated = settled.filter((t) => t.date <= day);
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

    /**
     * Runs `read` (synchronous, writing nothing) with each list read at most once: GET /api/dashboard
     * asks for the figures, alerts and savings of the same rows (bench (j)).
     */
    readOnce<T>(read: () => T): T {
      if (onceScope) return read();
      onceScope = new Map();
      try {
        return read();
      } finally {
        onceScope = undefined;
      }
    },

    list,
    savings,
    /** The active subscriptions' figures (count, monthly total, forgotten...), as GET /api/subscriptions totals them. */
    figures: (userId: string): SubscriptionFigures => subscriptionFigures(rows('active', userId)),
    /** Every current alert on the user's subscriptions (active and cancelled), with the subscription's id and name. */
    alerts(userId: string): { subscriptionId: string; name: string; alert: SubscriptionAlert }[] {
      const day = today();
      const currency = repo.homeCurrency(userId);
      return [...rows('active', userId), ...rows('cancelled', userId)].flatMap((row) => subscriptionAlerts(row, day, currency).map((alert) => ({ subscriptionId: row.id, name: row.name, alert })));
    },
    /** What the cancellations saved in each of these months ('YYYY-MM'), and how many were cancelled in each. */
    savingsInMonths: (userId: string, months: readonly string[]): SavingsMonth[] => savingsInMonths(rows('cancelled', userId), months),
    /** The months ('YYYY-MM') in which any cancellation was in force, through this month. */
    cancelMonths: (userId: string): string[] => monthsSinceFirstCancel(rows('cancelled', userId), ctx.clock.now()),
    /** What every user's cancellations have saved in all, cents (the trust section's total). */
    totalSavedAllUsersCents(): number {
      const thisMonth = monthIndex(ctx.clock.now());
      return repo.allCancelled().reduce((sum, row) => sum + savedCentsThrough(row, thisMonth), 0);
    },
    reactivate,
    /** The charges of the subscriptions the plan shows (docs/product.md "Subscriptions"): no hidden one is named. */
    upcoming: (userId: string): UpcomingResponse => {
      const day = today();
      const currency = repo.homeCurrency(userId);
      const { all, shown } = activeAsShown(userId, day, currency);
      return { ...upcomingCharges(shown.map(({ r }) => r), day), limitedByPlan: shown.length < all.length, currency };
    },
    recurringStreams,

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
     * their analysis fails), the sample bank history is imported and scanned instead, unless the
     * user removed the sample data (then the scan answers what their own rows show, even nothing,
     * and only "Import sample data" brings the sample back). Answers the result with the list and
     * savings as they now stand.
     */
    scan(userId: string): SubscriptionScanResponse {
      const fallback = !repo.sampleRemoved(userId);
      let scanned: Scanned | null = null;
      try {
        scanned = detect(userId);
      } catch (error) {
        if (!fallback) throw error;
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'analysis of the stored transactions failed; scanning the sample history');
      }
      const sampleDataUsed = fallback && !scanned?.patterns.some(isActive);
      if (!scanned || sampleDataUsed) {
        importSample(userId);
        scanned = detect(userId);
      }
      const result = store(userId, scanned);
      return { ...result, sampleDataUsed, patternsFound: scanned.patterns.filter(isActive).length, subscriptions: list(userId), savings: savings(userId) };
    },

    /**
     * Marks it cancelled (the savings follow from the cancelled rows, ./savings.ts); a subscription
     * already cancelled is a 409.
     */
    cancel(id: string): Subscription {
      const row = repo.find(id);
      if (!row) throw notFound('Subscription');
      if (row.status !== 'active') throw new AppError(409, 'not_active', 'This subscription is already cancelled');
      return toSubscription(repo.cancel(row.id, ctx.clock.now()), today(), repo.homeCurrency(row.userId));
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
