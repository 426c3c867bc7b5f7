import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { budgetAllocations, subscriptions, users } from '../../db/schema';
import type { Allocations } from '../../../../shared/contracts/budget';
import type { BudgetMode } from '../../../../shared/constants';
import type { TipFacts } from './service';

const MONTHLY_FACTOR: Record<string, number> = {
  weekly: 52 / 12,
  biweekly: 26 / 12,
  monthly: 1,
  quarterly: 1 / 3,
  'semi-annual': 1 / 6,
  annual: 1 / 12,
  yearly: 1 / 12,
};

export function findUserCreditScore(db: AppDatabase, userId: string): number | undefined {
  return db.select({ creditScore: users.creditScore }).from(users).where(eq(users.id, userId)).get()
    ?.creditScore;
}

export function loadTipFacts(db: AppDatabase, userId: string): TipFacts {
  const rows = db
    .select({ name: subscriptions.name, amountCents: subscriptions.amountCents, frequency: subscriptions.frequency })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .all();
  const monthly = rows.map((r) => ({
    name: r.name,
    monthlyDollars: (r.amountCents / 100) * (MONTHLY_FACTOR[r.frequency] ?? 1),
  }));
  const costliest = monthly.reduce<TipFacts['costliestSubscription']>(
    (best, s) => (!best || s.monthlyDollars > best.monthlyDollars ? s : best),
    undefined,
  );
  return {
    activeSubscriptionCount: rows.length,
    activeSubscriptionMonthlyDollars: monthly.reduce((sum, s) => sum + s.monthlyDollars, 0),
    costliestSubscription: costliest,
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

export function insertAllocation(db: AppDatabase, a: NewAllocation): string {
  const row = db
    .insert(budgetAllocations)
    .values({
      userId: a.userId,
      incomeCents: a.income * 100,
      mode: a.mode,
      billsCents: a.allocations.bills * 100,
      debtCents: a.allocations.debt * 100,
      savingsCents: a.allocations.savings * 100,
      spendingCents: a.allocations.spending * 100,
      flexFundCents: a.allocations.flexFund * 100,
      aiTip: a.aiTip,
      creditProjection: a.creditProjection,
      createdAt: a.createdAt,
    })
    .returning({ id: budgetAllocations.id })
    .get();
  return row.id;
}
