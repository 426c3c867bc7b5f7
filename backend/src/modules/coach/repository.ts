/**
 * The coach's reads: the user's real numbers the coach (and the metaverse advisors) talk about, in
 * one place, and their net worth. Dollars out; the database keeps cents.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_CREDIT_SCORE, MONTHLY_FACTOR, NON_SPENDING_CATEGORIES } from '../../../../shared/constants';
import type { AppDatabase } from '../../db/open';
import type { CoachContext } from './engine/voice-facts';
import { DAY_MS, isoDate } from '../../../../shared/dates';
import { visibleRow } from '../../db/visible-rows';

interface UserRow {
  firstName: string | null;
  incomeCents: number;
  mode: string;
  creditScore: number;
}

/**
 * @param creditScore the current estimate (the credit module computes it); defaults to the stored
 *   starting score so this stays usable without it.
 */
function loadCoachContext(db: AppDatabase, userId: string, now: number, creditScore?: number): CoachContext {
  const user = db.get<UserRow | undefined>(
    sql`select first_name as firstName, income_cents as incomeCents, mode, credit_score as creditScore from users where id = ${userId}`,
  );
  const since = isoDate(now - 30 * DAY_MS);
  const notSpending = sql.join(NON_SPENDING_CATEGORIES.map((c) => sql`${c}`), sql`, `);
  const categories = db.all<{ name: string; cents: number }>(sql`
    select coalesce(category, 'Uncategorised') as name, sum(amount_cents) as cents from transactions
    where user_id = ${userId} and date >= ${since} and amount_cents > 0 and coalesce(category, '') not in (${notSpending}) and ${visibleRow}
      -- Spending is counted in the home currency only: nothing is converted (docs/product.md "Your data").
      and currency = (select home_currency from users where id = ${userId})
    group by coalesce(category, 'Uncategorised') order by cents desc`);
  const subs = db.all<{ name: string; amountCents: number; frequency: string; isForgotten: number }>(sql`
    select name, amount_cents as amountCents, frequency, is_forgotten as isForgotten from subscriptions
    where user_id = ${userId} and status = 'active'`);
  const monthly = (s: { amountCents: number; frequency: string }) => (s.amountCents / 100) * (MONTHLY_FACTOR[s.frequency] ?? 1);
  // Only known balances of open accounts in the home currency add up (docs/product.md "Accounts").
  const balances = db.all<{ type: string; cents: number }>(sql`
    select type, sum(balance_cents) as cents from bank_accounts
    where user_id = ${userId} and balance_source is not null and closed_at is null and currency = (select home_currency from users where id = ${userId})
    group by type`);
  const balance = (type: string) => (balances.find((b) => b.type === type)?.cents ?? 0) / 100;
  const business = db.all<{ name: string; current: number; target: number; weekly: number }>(sql`
    select business_name as name, current_amount_cents as current, target_amount_cents as target,
           weekly_contribution_cents as weekly
    from business_accounts where user_id = ${userId} and status != 'completed' order by created_at desc`);
  const allocation = db.get<{ savingsCents: number } | undefined>(sql`
    select savings_cents as savingsCents from budget_allocations where user_id = ${userId} order by created_at desc limit 1`);

  return {
    firstName: user?.firstName ?? null,
    monthlyIncome: (user?.incomeCents ?? 0) / 100,
    spendingLast30Days: categories.reduce((s, c) => s + c.cents, 0) / 100,
    topSpendingCategories: categories.slice(0, 3).map((c) => ({ name: c.name, amount: c.cents / 100 })),
    activeSubscriptions: subs.length,
    subscriptionMonthlyCost: subs.reduce((s, x) => s + monthly(x), 0),
    forgottenSubscriptions: subs.filter((s) => s.isForgotten).map((s) => ({ name: s.name, monthlyCost: monthly(s) })),
    cashBalance: balance('checking') + balance('savings'),
    savingsBalance: balance('savings'),
    // Credit balances are stored negative (owed); the coach talks about debt as a positive amount.
    creditCardDebt: Math.max(0, -balance('credit')),
    creditScore: creditScore ?? user?.creditScore ?? DEFAULT_CREDIT_SCORE,
    businessAccounts: business.map((b) => ({ name: b.name, current: b.current / 100, target: b.target / 100, weeklyContribution: b.weekly / 100 })),
    budgetMode: user?.mode ?? 'ai-control',
    savingsAllocation: allocation ? allocation.savingsCents / 100 : null,
  };
}

export function coachRepository(db: AppDatabase) {
  return {
    context: (userId: string, now: number, creditScore?: number) => loadCoachContext(db, userId, now, creditScore),

    /**
     * Net worth today from the user's accounts (cards count negative) and business savings, dollars.
     * Accounts with an unknown balance, closed ones and other currencies are left out (docs/product.md "Accounts").
     */
    netWorth(userId: string): number {
      const row = db.get<{ cents: number }>(sql`
        select (select coalesce(sum(balance_cents), 0) from bank_accounts
                where user_id = ${userId} and balance_source is not null and closed_at is null and currency = (select home_currency from users where id = ${userId})) +
               (select coalesce(sum(current_amount_cents), 0) from business_accounts where user_id = ${userId}) as cents`);
      return row.cents / 100;
    },
  };
}

export type CoachRepository = ReturnType<typeof coachRepository>;
