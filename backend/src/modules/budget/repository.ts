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
  /** Dollars owed on the user's cards (the advice guard caps any debt amount at it); undefined = not known. */
  cardDebt?: number;
  /** Dollars a month left to save after the last 30 days' spending (the advice guard caps saving at it); undefined = not known. */
  leftToSave?: number;
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

  // Only known balances of open cards in the home currency count (docs/product.md "Accounts"); stored negative when owed.
  const cardDebtQuery = db.$client.prepare<[string, string], { cards: number; cents: number | null }>(
    `SELECT count(*) AS cards, sum(CASE WHEN balance_cents < 0 THEN -balance_cents ELSE 0 END) AS cents FROM bank_accounts
     WHERE user_id = ? AND type = 'credit' AND balance_source IS NOT NULL AND closed_at IS NULL
       AND currency = (SELECT home_currency FROM users WHERE id = ?)`,
  );

  return {
    /**
     * Dollars owed on the user's cards, what the advice guard caps debt amounts at; undefined when
     * no card with a known balance is linked (the debt is not known, so it is not checked).
     */
    cardDebt(userId: string): number | undefined {
      const row = cardDebtQuery.get(userId, userId);
      return row && row.cards > 0 ? (row.cents ?? 0) / 100 : undefined;
    },

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
  };
}

export type BudgetRepository = ReturnType<typeof budgetRepository>;
