import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { budgetAllocations, subscriptions, users } from '../../db/schema';
import type { Allocations } from '../../../../shared/contracts/budget';
import { MONTHLY_FACTOR, type BudgetMode } from '../../../../shared/constants';

/** What the tip may draw on from the user's own stored data. */
export interface TipFacts {
  activeSubscriptionCount: number;
  activeSubscriptionMonthlyDollars: number;
  /** The largest recurring monthly charge, if the user has subscriptions. */
  costliestSubscription?: { name: string; monthlyDollars: number; sample?: boolean };
  /** How many of the active subscriptions were found in the sample data (source 'demo'), so the tip can say so. */
  sampleSubscriptionCount?: number;
  /** The home currency (ISO 4217) the amounts are in and the tip writes them in; USD when not given. */
  currency?: string;
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

export interface NewAllocation {
  userId: string;
  income: number;
  mode: BudgetMode;
  allocations: Allocations;
  aiTip: string;
  creditProjection: number;
  createdAt: number;
}

/**
 * The budget area's queries, prepared once per database: the calculate endpoint is hot, and
 * building drizzle SQL on every call cost more than running it.
 */
export function budgetRepository(db: AppDatabase) {
  const creditScoreQuery = db
    .select({ creditScore: users.creditScore })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare();

  const homeCurrencyQuery = db
    .select({ homeCurrency: users.homeCurrency })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare();

  const activeSubscriptionsQuery = db
    .select({ name: subscriptions.name, amountCents: subscriptions.amountCents, frequency: subscriptions.frequency, source: subscriptions.source })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.status, 'active')))
    .prepare();

  const insertQuery = db
    .insert(budgetAllocations)
    .values({
      // A prepared insert evaluates $defaultFn once, at prepare time: the id must be a parameter.
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      incomeCents: sql.placeholder('incomeCents'),
      mode: sql.placeholder('mode'),
      billsCents: sql.placeholder('billsCents'),
      debtCents: sql.placeholder('debtCents'),
      savingsCents: sql.placeholder('savingsCents'),
      spendingCents: sql.placeholder('spendingCents'),
      flexFundCents: sql.placeholder('flexFundCents'),
      aiTip: sql.placeholder('aiTip'),
      creditProjection: sql.placeholder('creditProjection'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning({ id: budgetAllocations.id })
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
        // The finder stores subscriptions in the home currency: the tip writes it.
        currency: homeCurrencyQuery.get({ userId })?.homeCurrency ?? 'USD',
      };
    },

    insertAllocation(a: NewAllocation): string {
      const row = insertQuery.get({
        id: crypto.randomUUID(),
        userId: a.userId,
        incomeCents: a.income * 100,
        mode: a.mode,
        ...allocationColumns(a.allocations),
        aiTip: a.aiTip,
        creditProjection: a.creditProjection,
        createdAt: a.createdAt,
      });
      if (!row) throw new Error('insert into budget_allocations returned no row');
      return row.id;
    },
  };
}

export type BudgetRepository = ReturnType<typeof budgetRepository>;
