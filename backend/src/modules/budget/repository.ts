import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { subscriptions, users } from '../../db/schema';
import type { Allocations } from '../../../../shared/contracts/budget';
import { MONTHLY_FACTOR } from '../../../../shared/constants';

/** What the tip may draw on from the user's own stored data. */
export interface TipFacts {
  activeSubscriptionCount: number;
  activeSubscriptionMonthlyDollars: number;
  /** The largest recurring monthly charge, if the user has subscriptions. */
  costliestSubscription?: { name: string; monthlyDollars: number; sample?: boolean };
  /** How many of the active subscriptions were found in the sample data (source 'demo'), so the tip can say so. */
  sampleSubscriptionCount?: number;
}

/** The five buckets as budget_allocations columns: whole dollars in, integer cents out. */
export function allocationColumns(allocations: Allocations) {
  return {
    billsCents: allocations.bills * 100,
    debtCents: allocations.debt * 100,
    savingsCents: allocations.savings * 100,
    spendingCents: allocations.spending * 100,
    flexFundCents: allocations.flexFund * 100,
  };
}

/**
 * The budget area's reads, prepared once per database: the calculate endpoint is hot, and
 * building drizzle SQL on every call cost more than running it. The calculator stores nothing.
 */
export function budgetRepository(db: AppDatabase) {
  const creditScoreQuery = db
    .select({ creditScore: users.creditScore })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare();

  const activeSubscriptionsQuery = db
    .select({ name: subscriptions.name, amountCents: subscriptions.amountCents, frequency: subscriptions.frequency, source: subscriptions.source })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.status, 'active')))
    .prepare();

  return {
    findUserCreditScore(userId: string): number | undefined {
      return creditScoreQuery.get({ userId })?.creditScore;
    },

    loadTipFacts(userId: string): TipFacts {
      const active = activeSubscriptionsQuery.all({ userId });
      const monthly = active.map((r) => ({
        name: r.name,
        monthlyDollars: (r.amountCents / 100) * (MONTHLY_FACTOR[r.frequency] ?? 1),
        sample: r.source === 'demo',
      }));
      const costliest = monthly.reduce<TipFacts['costliestSubscription']>(
        (best, s) => (!best || s.monthlyDollars > best.monthlyDollars ? s : best),
        undefined,
      );
      return {
        activeSubscriptionCount: monthly.length,
        activeSubscriptionMonthlyDollars: monthly.reduce((sum, s) => sum + s.monthlyDollars, 0),
        costliestSubscription: costliest,
        sampleSubscriptionCount: active.filter((r) => r.source === 'demo').length,
      };
    },
  };
}

export type BudgetRepository = ReturnType<typeof budgetRepository>;
