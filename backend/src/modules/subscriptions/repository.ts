import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { MONTHLY_FACTOR } from '../../../../shared/constants';
import type { AppDatabase } from '../../db/open';
import { savingsTracking, subscriptions, transactions, users } from '../../db/schema';
import { catalogueMerchant } from './detection/merchant-catalogue';
import type { DetectedPattern, DetectionTransaction } from './detection';
import { isoMonth } from '../../../../shared/dates';

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

export const monthlyCents = (row: Pick<SubscriptionRow, 'amountCents' | 'frequency'>) => Math.round(row.amountCents * (MONTHLY_FACTOR[row.frequency] ?? 1));

export function subscriptionRepository(db: AppDatabase) {
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
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
        .orderBy(asc(subscriptions.detectedAt), asc(subscriptions.name))
        .all();
    },

    cancelled(userId: string): SubscriptionRow[] {
      return db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'cancelled'))).all();
    },

    find(id: string): SubscriptionRow | undefined {
      return db.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
    },

    /** The user's home currency: what the finder counts in (docs/product.md "Your data"). */
    homeCurrency(userId: string): string {
      return db.select({ currency: users.homeCurrency }).from(users).where(eq(users.id, userId)).get()?.currency ?? DEFAULT_HOME_CURRENCY;
    },

    /** The user's transactions in one currency, oldest first, with where each came from (own or sample data). */
    transactionsForDetection(userId: string, currency: string): ScannedTransaction[] {
      return db
        .select({
          id: transactions.id,
          date: transactions.date,
          amountCents: transactions.amountCents,
          description: transactions.description,
          merchantName: transactions.merchantName,
          category: transactions.category,
          source: transactions.source,
        })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.currency, currency)))
        .orderBy(asc(transactions.date))
        .all();
    },

    /** How many of the user's transactions are in another currency than this one (a scan leaves them out). */
    otherCurrencyCount(userId: string, currency: string): number {
      return db
        .select({ n: count() })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), ne(transactions.currency, currency)))
        .get()!.n;
    },

    lastUsedDates(userId: string): Record<string, string | null> {
      const rows = db.select({ name: subscriptions.merchantName, lastUsed: subscriptions.lastUsedDate }).from(subscriptions).where(eq(subscriptions.userId, userId)).all();
      return Object.fromEntries(rows.map((r) => [r.name, r.lastUsed]));
    },

    /**
     * Upserts the engine's active findings in one transaction. Existing rows keep what the user
     * decided (cancelled, dismissed) and only refresh amounts, dates and source otherwise (a sample
     * finding the user's own charges now confirm becomes theirs). Returns how many were new.
     */
    upsertDetected(userId: string, patterns: StoredPattern[], now: number): number {
      return db.transaction((tx) => {
        let created = 0;
        for (const p of patterns) {
          if (p.status === 'inactive') continue;
          const existing = tx
            .select()
            .from(subscriptions)
            .where(and(eq(subscriptions.userId, userId), eq(subscriptions.merchantName, p.merchantName)))
            .orderBy(desc(subscriptions.detectedAt))
            .get();
          if (existing) {
            if ((USER_DECIDED as readonly string[]).includes(existing.status)) continue;
            tx.update(subscriptions)
              .set({ amountCents: p.amountCents, frequency: p.frequency, nextBillDate: p.nextBillDate, lastBillDate: p.lastDate, isForgotten: p.isForgotten, forgottenReasons: p.forgottenReasons, category: existing.category ?? p.category, source: p.source })
              .where(eq(subscriptions.id, existing.id))
              .run();
            continue;
          }
          const catalogue = p.catalogueId ? catalogueMerchant(p.catalogueId) : undefined;
          tx.insert(subscriptions)
            .values({
              userId,
              name: catalogue?.name ?? p.merchantName,
              merchantName: p.merchantName,
              amountCents: p.amountCents,
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
            .run();
          created += 1;
        }
        return created;
      });
    },

    /** Mark Cancelled and the month's savings row, in one transaction. */
    cancel(row: SubscriptionRow, now: number): SubscriptionRow {
      return db.transaction((tx) => {
        const updated = tx.update(subscriptions).set({ status: 'cancelled', cancelledAt: now }).where(eq(subscriptions.id, row.id)).returning().get()!;
        const saved = monthlyCents(row);
        const month = isoMonth(now);
        const allTime = tx
          .select({ total: sql<number>`coalesce(max(${savingsTracking.totalSavedAllTimeCents}), 0)` })
          .from(savingsTracking)
          .where(eq(savingsTracking.userId, row.userId))
          .get()!.total;
        tx.insert(savingsTracking)
          .values({ userId: row.userId, month, actualSavedCents: saved, subscriptionsCancelled: 1, totalSavedAllTimeCents: allTime + saved, createdAt: now })
          .onConflictDoUpdate({
            target: [savingsTracking.userId, savingsTracking.month],
            set: {
              actualSavedCents: sql`${savingsTracking.actualSavedCents} + ${saved}`,
              subscriptionsCancelled: sql`${savingsTracking.subscriptionsCancelled} + 1`,
              totalSavedAllTimeCents: sql`${savingsTracking.totalSavedAllTimeCents} + ${saved}`,
            },
          })
          .run();
        return updated;
      });
    },

    dismiss(id: string): void {
      db.update(subscriptions).set({ status: 'dismissed' }).where(eq(subscriptions.id, id)).run();
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof subscriptionRepository>;
