/**
 * Budgets (docs/product.md "Budgets"): the allocation engine (pure functions, no I/O), and the
 * calculator that runs it over the user's stored score and subscriptions (createBudgetService).
 */
import type { z } from 'zod';
import {
  ALLOCATION_KEYS,
  ALLOCATION_PERCENTAGES,
  CREDIT_PROJECTION_GAIN,
  CREDIT_SCORE_MAX,
  DEFAULT_CREDIT_SCORE,
  type AllocationKey,
  type BudgetMode,
} from '../../../../shared/constants';
import type { Allocations, BudgetCalculateResponse, budgetCalculateRequestSchema } from '../../../../shared/contracts/budget';
import { roundCentsToDollars, subscriptionUsd, usd } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { allocationColumns, budgetRepository, type TipFacts } from './repository';

export type { TipFacts };

/**
 * Splits a monthly income into the mode's five buckets in whole dollars. Each bucket is rounded
 * down; the remainder goes to flexFund so the five always add up to the (whole-dollar) income.
 */
export function allocateIncome(incomeDollars: number, mode: BudgetMode): Allocations {
  const income = Math.round(incomeDollars);
  const percentages = ALLOCATION_PERCENTAGES[mode];
  const result = {} as Record<AllocationKey, number>;
  let assigned = 0;
  for (const key of ALLOCATION_KEYS) {
    result[key] = Math.floor((income * percentages[key]) / 100);
    assigned += result[key];
  }
  result.flexFund += income - assigned;
  return result;
}

/**
 * The allocation calculator's illustrative mode effect (docs/product.md "Allocation calculator"):
 * the score plus the mode's fixed gain, capped at 850. It is not the credit projection: the
 * dashboard and /credit-score show the credit module's one projection instead.
 */
export function projectCreditScore(currentScore: number, mode: BudgetMode): number {
  return Math.min(CREDIT_SCORE_MAX, currentScore + CREDIT_PROJECTION_GAIN[mode]);
}

export const TIP_METHOD = 'Rule-based: your income, the chosen mode and your stored subscriptions';


/** "(2 of them from the sample data)": a figure says when sample data is in it (docs/product.md "Your data"). */
function sampleNote(sample: number, of: number): string {
  if (sample <= 0) return '';
  if (sample >= of) return of === 1 ? ' (from the sample data)' : ' (all from the sample data)';
  return ` (${sample} of them from the sample data)`;
}

/** A tip chosen by mode and grounded in the user's own numbers. */
export function chooseTip(mode: BudgetMode, allocations: Allocations, facts: TipFacts): string {
  const count = facts.activeSubscriptionCount;
  const subscriptionNote =
    count > 0
      ? ` Your ${count} active subscription${count === 1 ? '' : 's'}${sampleNote(facts.sampleSubscriptionCount ?? 0, count)} cost ${usd(facts.activeSubscriptionMonthlyDollars)} a month; reviewing them is the quickest extra saving.`
      : '';
  switch (mode) {
    case 'ai-control':
      return `Automate the ${usd(allocations.savings)} savings transfer for payday, so saving happens before spending.${subscriptionNote}`;
    case 'debt-mode': {
      const target = facts.costliestSubscription
        ? ` Cancelling ${facts.costliestSubscription.name} (${facts.costliestSubscription.sample ? 'from the sample data, ' : ''}${subscriptionUsd(facts.costliestSubscription.monthlyDollars)}/month) would add to that.`
        : '';
      return `Send the ${usd(allocations.debt)} debt budget to your highest-interest balance first and pay minimums on the rest (avalanche method).${target}`;
    }
    case 'goal-mode': {
      const monthsToTenThousand = allocations.savings > 0 ? Math.ceil(10_000 / allocations.savings) : 0;
      const horizon =
        monthsToTenThousand > 0 ? ` At this rate you reach ${usd(10_000)} in ${monthsToTenThousand} months.` : '';
      return `Put the ${usd(allocations.savings)} goal budget in a separate account so it is not spent by accident.${horizon}`;
    }
    case 'challenge-mode':
      return `Challenge: keep discretionary spending under ${usd(allocations.spending)} this month and move whatever is left to savings.${subscriptionNote}`;
  }
}

/** The calculator over the user's stored data: the engine above, the user's score and subscriptions. */
export function createBudgetService(ctx: AppContext) {
  const repo = budgetRepository(ctx.db);
  return {
    /**
     * A calculation for userId; stored (it becomes their latest budget) only when `store` says so.
     * The request's income is exact cents (the contract's parser); the calculator works in whole dollars.
     */
    calculate(userId: string, request: z.output<typeof budgetCalculateRequestSchema>, store: boolean): BudgetCalculateResponse {
      const income = roundCentsToDollars(request.income);
      const allocations = allocateIncome(income, request.mode);
      const currentScore = request.currentScore ?? repo.findUserCreditScore(userId) ?? DEFAULT_CREDIT_SCORE;
      const creditProjection = projectCreditScore(currentScore, request.mode);
      const aiTip = chooseTip(request.mode, allocations, repo.loadTipFacts(userId));
      const id = store
        ? repo.insertAllocation({ userId, income, mode: request.mode, allocations, aiTip, creditProjection, createdAt: ctx.clock.now() })
        : null;
      return { id, income, mode: request.mode, allocations, aiTip, currentScore, creditProjection, method: TIP_METHOD };
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;

/** The five buckets as budget_allocations columns (whole dollars in, integer cents out), for a module that writes a plan. */
export { allocationColumns };
