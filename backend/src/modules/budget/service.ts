/**
 * The allocation engine (DESIGN.md "Budgeting and the allocation engine"): pure functions, no I/O.
 */
import { usd } from '../../../../shared/format';
import {
  ALLOCATION_KEYS,
  ALLOCATION_PERCENTAGES,
  CREDIT_PROJECTION_GAIN,
  CREDIT_SCORE_MAX,
  type AllocationKey,
  type BudgetMode,
} from '../../../../shared/constants';
import type { Allocations } from '../../../../shared/contracts/budget';

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

/** Score after a month on the plan: the mode's gain, never above the 850 ceiling. */
export function projectCreditScore(currentScore: number, mode: BudgetMode): number {
  return Math.min(CREDIT_SCORE_MAX, currentScore + CREDIT_PROJECTION_GAIN[mode]);
}

/** What the tip may draw on from the user's own stored data. */
export interface TipFacts {
  activeSubscriptionCount: number;
  activeSubscriptionMonthlyDollars: number;
  /** The largest recurring monthly charge, if the user has subscriptions. */
  costliestSubscription?: { name: string; monthlyDollars: number };
}

export const TIP_METHOD = 'Rule-based: your income, the chosen mode and your stored subscriptions';


/** A tip chosen by mode and grounded in the user's own numbers. */
export function chooseTip(mode: BudgetMode, allocations: Allocations, facts: TipFacts): string {
  const subscriptionNote =
    facts.activeSubscriptionCount > 0
      ? ` Your ${facts.activeSubscriptionCount} active subscription${facts.activeSubscriptionCount === 1 ? '' : 's'} cost ${usd(facts.activeSubscriptionMonthlyDollars)} a month; reviewing them is the quickest extra saving.`
      : '';
  switch (mode) {
    case 'ai-control':
      return `Automate the ${usd(allocations.savings)} savings transfer for payday, so saving happens before spending.${subscriptionNote}`;
    case 'debt-mode': {
      const target = facts.costliestSubscription
        ? ` Cancelling ${facts.costliestSubscription.name} (${usd(facts.costliestSubscription.monthlyDollars)}/month) would add to that.`
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
