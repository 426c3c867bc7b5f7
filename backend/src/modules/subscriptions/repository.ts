import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import { MONTHLY_FACTOR } from '../../../../shared/constants';
import type { AppDatabase } from '../../db/open';
import { tableReader } from '../../db/hot-reads';
import { appSettings, subscriptions, transactions, users } from '../../db/schema';
import { sampleRemovedKey } from '../../lib/sample-data';
import { catalogueMerchant } from './detection/merchant-catalogue';
import type { DetectedPattern, DetectionTransaction } from './detection';
import { latestRise } from './alerts';
import { visibleRow, visibleRowSql } from '../../db/visible-rows';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DataSource = 'real' | 'demo';

/** A transaction as a scan reads it: what detection needs, and whether it is the user's own or sample data. */
export type ScannedTransaction = DetectionTransaction & { source: DataSource };

/** A pattern to store, with where its transactions came from: 'demo' when every one is sample data. */
export type StoredPattern = DetectedPattern & { source: DataSource };

/** users.home_currency's default (migration 0015). */
export const DEFAULT_HOME_CURRENCY = 'USD';

/** Statuses the user decided: a rescan never brings these back or changes them. */
export const USER_DECIDED = ['cancelled', 'dismissed'] as const;

/**
 * A subscription's monthly-equivalent cost in whole cents: the one place a monthly figure is
 * rounded; every total (list, dashboard, savings) adds these up.
 */
export const monthlyCents = (row: Pick<SubscriptionRow, 'amountCents' | 'frequency'>) => Math.round(row.amountCents * (MONTHLY_FACTOR[row.frequency] ?? 1));

export function subscriptionRepository(db: AppDatabase) {
  const detectionRows = db.$client.prepare(
    `SELECT id, date, amount_cents AS amountCents, description, merchant_name AS merchantName, category, source
       FROM transactions WHERE user_id = ? AND currency = ? AND ${visibleRowSql('transactions')} ORDER BY date`,
  );
  // The two lists every subscription figure reads (the dashboard reads them several times a request):
  // prepared once, on first use, and decoded without drizzle's per-row walk (db/hot-reads.ts).
  let lists: { active: (userId: string) => SubscriptionRow[]; cancelled: (userId: string) => SubscriptionRow[] } | undefined;
  const listsOnce = () =>
    (lists ??= {
      active: tableReader(db, subscriptions, "WHERE user_id = ? AND status = 'active' ORDER BY detected_at ASC, name ASC"),
      cancelled: tableReader(db, subscriptions, "WHERE user_id = ? AND status = 'cancelled' ORDER BY cancelled_at DESC, name ASC"),
    });
  return {
    /** The user's plan (undefined: no such user). */
    planOf(userId: string): string | undefined {
      return db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).get()?.tier;
    },

    ownerOf(id: string): string | undefined {
      return db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, id)).get()?.userId;
    },

    /** Active subscriptions in the order they were found (the Free plan sees the first few). */
    active(userId: string): SubscriptionRow[] {
      return listsOnce().active(userId);
    },

    /** Cancelled subscriptions, the newest cancellation first. */
    cancelled(userId: string): SubscriptionRow[] {
      return listsOnce().cancelled(userId);
    },

    /** Every user's cancelled subscriptions, with what their savings depend on (the all-users saved total). */
    allCancelled() {
      return db
        .select({ amountCents: subscriptions.amountCents, frequency: subscriptions.frequency, cancelledAt: subscriptions.cancelledAt, chargedAfterCancelDate: subscriptions.chargedAfterCancelDate })
        .from(subscriptions)
        .where(eq(subscriptions.status, 'cancelled'))
        .all();
    },

    /** Merchant names the user decided about (cancelled or dismissed). */
    decidedMerchants(userId: string): Set<string> {
      const rows = db
        .select({ name: subscriptions.merchantName })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...USER_DECIDED])))
        .all();
      return new Set(rows.map((r) => r.name));
    },

    find(id: string): SubscriptionRow | undefined {
      return db.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
    },

    /** The user's home currency: what the finder counts in (docs/product.md "Your data"). */
    /** Whether the user removed the sample data (docs/product.md "Your data"): a scan then never brings it back. */
    sampleRemoved(userId: string): boolean {
      return db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, sampleRemovedKey(userId))).get() !== undefined;
    },

    homeCurrency(userId: string): string {
      return db.select({ currency: users.homeCurrency }).from(users).where(eq(users.id, userId)).get()?.currency ?? DEFAULT_HOME_CURRENCY;
    },

    /** The user's transactions in one currency, oldest first, with where each came from (own or sample data). */
    transactionsForDetection(userId: string, currency: string): ScannedTransaction[] {
      // Plain SQL: a scan reads every row of the user (100,000 for a long history), and the
      // query builder's row mapping was a third of the scan's time (bench (f)).
      return detectionRows.all(userId, currency) as ScannedTransaction[];
    },

    /**
     * The user's money-out rows in one currency dated after `afterDay` with an amount in
     * [minCents, maxCents], oldest first: where a charge after a cancellation can be (the
     * (user_id, date) index keeps this to the recent rows).
     */
    chargesAfter(userId: string, currency: string, afterDay: string, minCents: number, maxCents: number): DetectionTransaction[] {
      return db
        .select({
          id: transactions.id,
          date: transactions.date,
          amountCents: transactions.amountCents,
          description: transactions.description,
          merchantName: transactions.merchantName,
          category: transactions.category,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            gt(transactions.date, afterDay),
            eq(transactions.currency, currency),
            gte(transactions.amountCents, Math.max(1, minCents)),
            lte(transactions.amountCents, maxCents),
            visibleRow,
          ),
        )
        .orderBy(asc(transactions.date), asc(transactions.id))
        .all();
    },

    /** The account of each of these transactions (null: it belongs to no account). */
    accountsOf(ids: readonly string[]): Map<string, string | null> {
      const out = new Map<string, string | null>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = db
          .select({ id: transactions.id, account: transactions.bankAccountId })
          .from(transactions)
          .where(inArray(transactions.id, ids.slice(i, i + 500)))
          .all();
        for (const r of rows) out.set(r.id, r.account);
      }
      return out;
    },

    /** Stores what the charged-after-cancel check found on cancelled rows (null: no such charge). */
    setChargesAfterCancel(updates: readonly { id: string; date: string | null; cents: number | null }[]): void {
      if (updates.length === 0) return;
      db.transaction((tx) => {
        for (const u of updates) {
          tx.update(subscriptions).set({ chargedAfterCancelDate: u.date, chargedAfterCancelCents: u.cents }).where(eq(subscriptions.id, u.id)).run();
        }
      });
    },

    /** How many of the user's transactions are in another currency than this one (a scan leaves them out). */
    otherCurrencyCount(userId: string, currency: string): number {
      return db
        .select({ n: count() })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), ne(transactions.currency, currency), visibleRow))
        .get()!.n;
    },

    lastUsedDates(userId: string): Record<string, string | null> {
      const rows = db.select({ name: subscriptions.merchantName, lastUsed: subscriptions.lastUsedDate }).from(subscriptions).where(eq(subscriptions.userId, userId)).all();
      return Object.fromEntries(rows.map((r) => [r.name, r.lastUsed]));
    },

    /**
     * Upserts the engine's active findings in one transaction. Existing rows are matched by
     * merchant name (not cadence), so what the user decided (cancelled, dismissed) holds even when
     * a rescan finds the merchant with another cadence or amount; other rows only refresh amounts,
     * dates, the last price rise and source (a sample finding the user's own charges now confirm
     * becomes theirs). Returns how many were new.
     */
    upsertDetected(userId: string, patterns: StoredPattern[], now: number): number {
      return db.transaction((tx) => {
        // The user's rows by merchant, newest first wins: one read instead of one per finding.
        const byMerchant = new Map<string, SubscriptionRow>();
        for (const row of tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.detectedAt)).all()) {
          if (!byMerchant.has(row.merchantName)) byMerchant.set(row.merchantName, row);
        }
        let created = 0;
        for (const p of patterns) {
          if (p.status === 'inactive') continue;
          const existing = byMerchant.get(p.merchantName);
          const rise = latestRise(p.priceChanges);
          const price = { previousAmountCents: rise?.fromCents ?? null, priceChangedAt: rise?.date ?? null };
          if (existing) {
            if ((USER_DECIDED as readonly string[]).includes(existing.status)) continue;
            tx.update(subscriptions)
              .set({ amountCents: p.amountCents, ...price, frequency: p.frequency, nextBillDate: p.nextBillDate, lastBillDate: p.lastDate, isForgotten: p.isForgotten, forgottenReasons: p.forgottenReasons, category: existing.category ?? p.category, source: p.source })
              .where(eq(subscriptions.id, existing.id))
              .run();
            continue;
          }
          const catalogue = p.catalogueId ? catalogueMerchant(p.catalogueId) : undefined;
          const inserted = tx
            .insert(subscriptions)
            .values({
              userId,
              name: catalogue?.name ?? p.merchantName,
              merchantName: p.merchantName,
              amountCents: p.amountCents,
              ...price,
              frequency: p.frequency,
              nextBillDate: p.nextBillDate,
              lastBillDate: p.lastDate,
              category: catalogue?.category ?? p.category,
              isForgotten: p.isForgotten,
              forgottenReasons: p.forgottenReasons,
              cancellationUrl: catalogue?.cancellationUrl ?? null,
              cancellationPhone: catalogue?.cancellationPhone ?? null,
              cancellationInstructions: catalogue?.cancellationInstructions ?? null,
              source: p.source,
              detectedAt: now,
            })
            .returning()
            .get();
          // A second finding under the same name in this scan updates this row, as it would on a rescan.
          if (inserted) byMerchant.set(p.merchantName, inserted);
          created += 1;
        }
        return created;
      });
    },

    /**
     * Mark Cancelled: the status and the time. Savings are not written anywhere: they are
     * computed from the cancelled rows on each read (./savings.ts).
     */
    cancel(id: string, now: number): SubscriptionRow {
      return db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now, chargedAfterCancelDate: null, chargedAfterCancelCents: null })
        .where(eq(subscriptions.id, id))
        .returning()
        .get()!;
    },

    /** Undo of Mark Cancelled: active again, and what the charged-after-cancel check found is forgotten. */
    reactivate(id: string): SubscriptionRow {
      return db
        .update(subscriptions)
        .set({ status: 'active', cancelledAt: null, chargedAfterCancelDate: null, chargedAfterCancelCents: null })
        .where(eq(subscriptions.id, id))
        .returning()
        .get()!;
    },

    dismiss(id: string): void {
      db.update(subscriptions).set({ status: 'dismissed' }).where(eq(subscriptions.id, id)).run();
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof subscriptionRepository>;
