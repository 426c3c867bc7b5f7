import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { businessAccounts, businessTransactions, guidelineViolations, savingsGuidelines, users } from '../../db/schema';

export type BusinessAccountRow = typeof businessAccounts.$inferSelect;

export const WEEKLY_GUIDELINE_TITLE = 'Weekly contribution';
export const NO_WITHDRAWAL_GUIDELINE_TITLE = 'No withdrawal before target date';

export function businessRepository(db: AppDatabase) {
  return {
    ownerOf(id: string): string | undefined {
      return db.select({ userId: businessAccounts.userId }).from(businessAccounts).where(eq(businessAccounts.id, id)).get()?.userId;
    },

    listForUser(userId: string): BusinessAccountRow[] {
      return db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).orderBy(desc(businessAccounts.createdAt)).all();
    },

    find(id: string): BusinessAccountRow | undefined {
      return db.select().from(businessAccounts).where(eq(businessAccounts.id, id)).get();
    },

    /** The account and its default guidelines, in one transaction. */
    create(input: {
      userId: string;
      businessName: string;
      targetAmountCents: number;
      weeklyContributionCents: number;
      targetDate: string | null;
      now: number;
    }): BusinessAccountRow {
      return db.transaction((tx) => {
        const account = tx
          .insert(businessAccounts)
          .values({
            userId: input.userId,
            businessName: input.businessName,
            targetAmountCents: input.targetAmountCents,
            weeklyContributionCents: input.weeklyContributionCents,
            targetDate: input.targetDate,
            startDate: input.now,
            statusChangedAt: input.now,
            createdAt: input.now,
          })
          .returning()
          .get();
        const weeklyPenalty = Math.max(500, Math.round(input.weeklyContributionCents * 0.1));
        const withdrawalPenalty = Math.max(2500, Math.round(input.targetAmountCents * 0.05));
        const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
        tx.insert(savingsGuidelines)
          .values([
            {
              businessAccountId: account.id,
              title: WEEKLY_GUIDELINE_TITLE,
              description: `Contribute at least ${usd(input.weeklyContributionCents)} every week. A week that falls short costs a ${usd(weeklyPenalty)} penalty.`,
              penaltyAmountCents: weeklyPenalty,
              createdAt: input.now,
            },
            {
              businessAccountId: account.id,
              title: NO_WITHDRAWAL_GUIDELINE_TITLE,
              description: `Leave the savings in place until ${input.targetDate ?? 'the target is reached'}. An early withdrawal costs a ${usd(withdrawalPenalty)} penalty.`,
              penaltyAmountCents: withdrawalPenalty,
              createdAt: input.now,
            },
          ])
          .run();
        return account;
      });
    },

    /**
     * One atomic step: record the contribution and raise currentAmount by it in SQL (never a
     * read-modify-write in JavaScript), completing the account when it reaches its target.
     */
    contribute(accountId: string, amountCents: number, now: number) {
      return db.transaction((tx) => {
        const transaction = tx
          .insert(businessTransactions)
          .values({ businessAccountId: accountId, amountCents, type: 'contribution', description: 'Contribution', createdAt: now })
          .returning()
          .get();
        const account = tx
          .update(businessAccounts)
          .set({
            currentAmountCents: sql`${businessAccounts.currentAmountCents} + ${amountCents}`,
            status: sql`case when ${businessAccounts.currentAmountCents} + ${amountCents} >= ${businessAccounts.targetAmountCents} then 'completed' else ${businessAccounts.status} end`,
            statusChangedAt: sql`case when ${businessAccounts.currentAmountCents} + ${amountCents} >= ${businessAccounts.targetAmountCents} and ${businessAccounts.status} != 'completed' then ${now} else ${businessAccounts.statusChangedAt} end`,
          })
          .where(eq(businessAccounts.id, accountId))
          .returning()
          .get();
        return { account: account!, transaction };
      });
    },

    setStatus(accountId: string, status: 'active' | 'paused', now: number): BusinessAccountRow {
      return db.update(businessAccounts).set({ status, statusChangedAt: now }).where(eq(businessAccounts.id, accountId)).returning().get()!;
    },

    details(accountId: string) {
      return {
        guidelines: db.select().from(savingsGuidelines).where(eq(savingsGuidelines.businessAccountId, accountId)).orderBy(savingsGuidelines.createdAt, savingsGuidelines.title).all(),
        violations: db
          .select()
          .from(guidelineViolations)
          .where(eq(guidelineViolations.businessAccountId, accountId))
          .orderBy(desc(guidelineViolations.violationDate))
          .limit(3)
          .all(),
        transactions: db
          .select()
          .from(businessTransactions)
          .where(eq(businessTransactions.businessAccountId, accountId))
          .orderBy(desc(businessTransactions.createdAt))
          .limit(5)
          .all(),
      };
    },

    findViolation(accountId: string, violationId: string) {
      return db
        .select()
        .from(guidelineViolations)
        .where(and(eq(guidelineViolations.id, violationId), eq(guidelineViolations.businessAccountId, accountId)))
        .get();
    },

    /** Paid: only once the provider took the money. */
    markViolationPaid(violationId: string, chargeId: string | null) {
      return db
        .update(guidelineViolations)
        .set({ processed: true, paymentPendingReason: null, ...(chargeId ? { stripeChargeId: chargeId } : {}) })
        .where(and(eq(guidelineViolations.id, violationId), eq(guidelineViolations.processed, false)))
        .returning()
        .get();
    },

    /** An attempt that did not take the money: still Pending, with the provider's payment (if any) and why. */
    markViolationPending(violationId: string, chargeId: string | null, reason: string) {
      return db
        .update(guidelineViolations)
        .set({ paymentPendingReason: reason, ...(chargeId ? { stripeChargeId: chargeId } : {}) })
        .where(and(eq(guidelineViolations.id, violationId), eq(guidelineViolations.processed, false)))
        .returning()
        .get();
    },

    /** The violation a provider payment was for: by the payment's id, else by the id it carries in its metadata. */
    violationByCharge(chargeId: string, violationId: string | undefined) {
      return (
        db.select().from(guidelineViolations).where(eq(guidelineViolations.stripeChargeId, chargeId)).get() ??
        (violationId ? db.select().from(guidelineViolations).where(eq(guidelineViolations.id, violationId)).get() : undefined)
      );
    },

    /** The payer's Stripe customer, whose saved card pays a penalty. */
    stripeCustomerOf(userId: string): string | null {
      return db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).get()?.customerId ?? null;
    },

    activeAccounts(): BusinessAccountRow[] {
      return db.select().from(businessAccounts).where(eq(businessAccounts.status, 'active')).all();
    },

    weeklyGuideline(accountId: string) {
      return db
        .select()
        .from(savingsGuidelines)
        .where(and(eq(savingsGuidelines.businessAccountId, accountId), eq(savingsGuidelines.title, WEEKLY_GUIDELINE_TITLE), eq(savingsGuidelines.isActive, true)))
        .get();
    },

    contributedBetween(accountId: string, from: number, to: number): number {
      return db
        .select({ total: sql<number>`coalesce(sum(${businessTransactions.amountCents}), 0)` })
        .from(businessTransactions)
        .where(and(eq(businessTransactions.businessAccountId, accountId), eq(businessTransactions.type, 'contribution'), gte(businessTransactions.createdAt, from), lt(businessTransactions.createdAt, to)))
        .get()!.total;
    },

    /** Returns true when it was new (the unique index makes a second run a no-op). */
    recordViolation(v: { accountId: string; guidelineId: string; date: string; penaltyCents: number; reason: string; now: number }): boolean {
      const result = db
        .insert(guidelineViolations)
        .values({ businessAccountId: v.accountId, guidelineId: v.guidelineId, violationDate: v.date, penaltyAmountCents: v.penaltyCents, reason: v.reason, createdAt: v.now })
        .onConflictDoNothing()
        .run();
      return result.changes > 0;
    },
  };
}

export type BusinessRepository = ReturnType<typeof businessRepository>;
