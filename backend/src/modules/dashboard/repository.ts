import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { plainReader, sqlLiteral, tableReader } from '../../db/hot-reads';
import { aiInsights, budgetAllocations, users } from '../../db/schema';
import { sampleRemovedKey } from '../../lib/sample-data';
import { NON_SPENDING_CATEGORIES, type BudgetMode } from '../../../../shared/constants';
import { roundCentsToDollars } from '../../../../shared/money';
import { UNCATEGORISED } from '../../../../shared/contracts/ledger';
import { isUncategorisedName } from '../../lib/advice-guard';
import { CREDIT_CATEGORY, type InsightFacts, type NewInsight } from './insights';
import { visibleRowSql } from '../../db/visible-rows';


export interface PlanUpdate {
  userId: string;
  /** Monthly income in integer cents, as the request contract parsed it. */
  incomeCents: number;
  mode: BudgetMode;
  /** The plan's five buckets as budget_allocations columns (the budget module's allocationColumns). */
  allocationColumns: { billsCents: number; debtCents: number; savingsCents: number; spendingCents: number; flexFundCents: number };
  aiTip: string;
  creditProjection: number;
  insights: NewInsight[];
  now: number;
  /** Extra user columns to write in the same transaction (onboarding answers). */
  userFields?: Partial<typeof users.$inferInsert>;
}

/** The insights category built on read (dashboard service), never shown from storage. */
export const SUBSCRIPTIONS_CATEGORY = 'subscriptions';

/** Money out that counts as spending (not a transfer, income, interest or card payment): both spending reads share it. */
const SPENDING_ROWS = `user_id = ? AND date >= ? AND amount_cents > 0 AND coalesce(category, '') NOT IN (${NON_SPENDING_CATEGORIES.map(sqlLiteral).join(', ')}) AND ${visibleRowSql('transactions')}`;
const HOME_CURRENCY = '(SELECT home_currency FROM users WHERE id = ?)';

/** The reads of GET /api/dashboard (docs/architecture.md "Hot reads"). */
function prepareReads(db: AppDatabase) {
  return {
    user: tableReader(db, users, 'WHERE id = ?'),
    insights: plainReader<{ id: string; insight: string; category: string; confidence: number; createdAt: number }>(
      db,
      `SELECT id, insight, category, confidence, created_at AS createdAt FROM ai_insights
       WHERE user_id = ? AND category NOT IN (${sqlLiteral(SUBSCRIPTIONS_CATEGORY)}, ${sqlLiteral(CREDIT_CATEGORY)})
       ORDER BY created_at DESC, category LIMIT 10`,
    ),
    savingsTargets: plainReader<{ month: string; monthlyTargetCents: number }>(
      db,
      'SELECT month, monthly_target_cents AS monthlyTargetCents FROM savings_tracking WHERE user_id = ? ORDER BY month DESC LIMIT 12',
    ),
    spending: plainReader<{ category: string | null; total: number; n: number }>(
      db,
      `SELECT category, sum(amount_cents) AS total, count(*) AS n FROM transactions
       WHERE ${SPENDING_ROWS} AND currency = ${HOME_CURRENCY} GROUP BY category`,
    ),
    otherCurrencyRows: plainReader<{ n: number }>(db, `SELECT count(*) AS n FROM transactions WHERE ${SPENDING_ROWS} AND currency <> ${HOME_CURRENCY}`),
    setting: plainReader<{ key: string }>(db, 'SELECT key FROM app_settings WHERE key = ?'),
    sampleInsights: plainReader<{ n: number }>(db, `SELECT count(*) AS n FROM ai_insights WHERE user_id = ? AND source = 'demo'`),
  };
}

export function dashboardRepository(db: AppDatabase) {
  // The reads of GET /api/dashboard, built and prepared once per repository instead of on every
  // request: building drizzle's SQL and preparing it was most of the dashboard's time under load
  // (bench (j)). Built on the first read, so a start does not pay for them.
  let prepared: ReturnType<typeof prepareReads> | undefined;
  const reads = () => (prepared ??= prepareReads(db));

  return {
    user(userId: string) {
      return reads().user(userId)[0];
    },

    /**
     * The stored insights, except the subscription and credit ones: those are built on each read
     * from the subscriptions and credit services (a stored one would go stale after a cancel, an
     * undo, a scan or new bank data).
     */
    insights(userId: string) {
      return reads().insights.all(userId);
    },

    /**
     * The monthly savings targets (savings_tracking keeps only those now: what was saved is the
     * subscriptions module's, computed from the cancellations), the last 12 months with a row.
     */
    savingsTargets(userId: string) {
      return reads().savingsTargets.all(userId).reverse();
    },

    /**
     * Money out since fromDate by category, in the user's home currency only (docs/product.md
     * "Your data": nothing is converted); how many such rows in other currencies were left out.
     */
    spendingSince(userId: string, fromDate: string): InsightFacts['spendingLast30'] {
      const rows = reads().spending.all(userId, fromDate, userId);
      const otherCurrencyRows = reads().otherCurrencyRows.get(userId, fromDate, userId)!.n;
      const byCategory = rows.map((r) => ({ name: r.category ?? UNCATEGORISED, amount: r.total / 100, n: r.n }));
      // "Uncategorised" is no category: the top category is the largest real one, and the
      // uncategorised amount is reported on its own (the insight suggests categorising it).
      const real = byCategory.filter((c) => !isUncategorisedName(c.name));
      const top = real.reduce<(typeof real)[number] | undefined>((best, c) => (!best || c.amount > best.amount ? c : best), undefined);
      return {
        total: byCategory.reduce((s, c) => s + c.amount, 0),
        transactionCount: byCategory.reduce((s, c) => s + c.n, 0),
        topCategory: top ? { name: top.name, amount: top.amount } : undefined,
        uncategorised: byCategory.filter((c) => isUncategorisedName(c.name)).reduce((s, c) => s + c.amount, 0),
        otherCurrencyRows,
      };
    },

    /** Whether the user removed the sample data (docs/product.md "Your data"); one primary-key read. */
    sampleRemoved(userId: string): boolean {
      return reads().setting.get(sampleRemovedKey(userId)) !== undefined;
    },

    /** How many stored insights are sample data. */
    sampleInsights(userId: string): number {
      return reads().sampleInsights.get(userId)!.n;
    },

    /** Settings, the allocation row and fresh insights: one transaction, all or nothing. */
    applyPlan(p: PlanUpdate): void {
      db.transaction((tx) => {
        tx.update(users)
          .set({ ...p.userFields, incomeCents: p.incomeCents, mode: p.mode, updatedAt: p.now })
          .where(eq(users.id, p.userId))
          .run();
        tx.insert(budgetAllocations)
          .values({
            userId: p.userId,
            incomeCents: roundCentsToDollars(p.incomeCents) * 100,
            mode: p.mode,
            ...p.allocationColumns,
            aiTip: p.aiTip,
            creditProjection: p.creditProjection,
            createdAt: p.now,
          })
          .run();
        // Insights describe the current plan: the previous set is replaced, not piled up.
        const previous = tx.select({ id: aiInsights.id }).from(aiInsights).where(eq(aiInsights.userId, p.userId)).all();
        if (previous.length) tx.delete(aiInsights).where(inArray(aiInsights.id, previous.map((r) => r.id))).run();
        if (p.insights.length) {
          tx.insert(aiInsights)
            .values(p.insights.map((i) => ({ ...i, userId: p.userId, createdAt: p.now })))
            .run();
        }
      });
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
