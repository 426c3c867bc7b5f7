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
import { moneyOwed, roundCentsToDollars, subscriptionMoney, wholeMoney } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { guardAdvice } from '../../lib/advice-guard';
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

/** A monthly saving capped at what is left to save (when that is known). */
const capSaving = (amount: number, left: number | undefined) => (left === undefined ? amount : Math.max(0, Math.min(amount, Math.floor(left))));

/**
 * A tip chosen by mode and grounded in the user's own numbers, checked by the advice guard: a debt
 * amount is capped at what the cards owe (facts.cardDebt) and a saving at what is left to save
 * (facts.leftToSave); a sentence that still broke a rule would be left out.
 */
export function chooseTip(mode: BudgetMode, allocations: Allocations, facts: TipFacts): string {
  const text = draftTip(mode, allocations, facts);
  return guardAdvice(text, { debtOwed: facts.cardDebt, leftToSave: facts.leftToSave }).text;
}

/** The tip's text before the guard, its amounts in the user's home currency. */
function draftTip(mode: BudgetMode, allocations: Allocations, facts: TipFacts): string {
  const currency = facts.currency ?? 'USD';
  const usd = (amount: number) => wholeMoney(amount, currency);
  const count = facts.activeSubscriptionCount;
  const subscriptionNote =
    count > 0
      ? ` Your ${count} active subscription${count === 1 ? '' : 's'}${sampleNote(facts.sampleSubscriptionCount ?? 0, count)} cost ${count === 1 ? subscriptionMoney(facts.activeSubscriptionMonthlyDollars, currency) : usd(facts.activeSubscriptionMonthlyDollars)} a month; reviewing them is the quickest extra saving.`
      : '';
  const saving = capSaving(allocations.savings, facts.leftToSave);
  const short = saving < allocations.savings;
  switch (mode) {
    case 'ai-control':
      return saving > 0
        ? `Automate the ${usd(saving)} savings transfer for payday, so saving happens before spending.${short ? ' That is what your last 30 days of spending left of your income; trim spending to reach the plan’s savings bucket.' : ''}${subscriptionNote}`
        : `Your last 30 days of spending used all of your income, so trim spending before automating a savings transfer.${subscriptionNote}`;
    case 'debt-mode': {
      const target = facts.costliestSubscription
        ? ` Cancelling ${facts.costliestSubscription.name} (${facts.costliestSubscription.sample ? 'from the sample data, ' : ''}${subscriptionMoney(facts.costliestSubscription.monthlyDollars, currency)}/month) would add to that.`
        : '';
      const owed = facts.cardDebt;
      if (owed === undefined || owed > allocations.debt) {
        return `Send the ${usd(allocations.debt)} debt budget to your highest-interest balance first and pay minimums on the rest (avalanche method).${target}`;
      }
      // Never more toward a debt than is owed: the debt budget covers it, the rest is for savings.
      const rest = capSaving(allocations.debt - owed, facts.leftToSave);
      const restNote = rest >= 1 ? ` The other ${usd(rest)} a month can go to savings.` : '';
      return owed > 0
        ? `Pay the ${moneyOwed(owed, currency)} owed on your cards in full this month: the debt budget covers it.${restNote}${target}`
        : `Your cards show nothing owed, so the debt budget has no balance to pay.${restNote}${target}`;
    }
    case 'goal-mode': {
      const monthsToTenThousand = saving > 0 ? Math.ceil(10_000 / saving) : 0;
      const horizon =
        monthsToTenThousand > 0 ? ` At this rate you reach ${usd(10_000)} in ${monthsToTenThousand} months.` : '';
      return saving > 0
        ? `Put the ${usd(saving)} goal budget in a separate account so it is not spent by accident.${horizon}`
        : 'Your last 30 days of spending used all of your income, so trim spending before setting a goal budget aside.';
    }
    case 'challenge-mode':
      return `Challenge: keep discretionary spending under ${usd(allocations.spending)} this month and move whatever is left to savings.${subscriptionNote}`;
  }
}


/** The calculator over the user's stored data: the engine above, the user's score and subscriptions. */
export function createBudgetService(ctx: AppContext) {
  const repo = budgetRepository(ctx.db);
  return {
    /** Dollars owed on the user's cards (undefined when none is linked): the advice guard caps debt amounts at it. */
    cardDebt: (userId: string): number | undefined => repo.cardDebt(userId),

    /**
     * A calculation for userId, computed and answered, never stored: it is the landing page's
     * calculator, and a stored result became the caller's latest budget, which the coach then
     * quoted as their plan. The user's plan is written only by their budget settings and onboarding.
     * The request's income is exact cents (the contract's parser); the calculator works in whole dollars.
     */
    calculate(userId: string, request: z.output<typeof budgetCalculateRequestSchema>): BudgetCalculateResponse {
      const income = roundCentsToDollars(request.income);
      const allocations = allocateIncome(income, request.mode);
      const currentScore = request.currentScore ?? repo.findUserCreditScore(userId) ?? DEFAULT_CREDIT_SCORE;
      const creditProjection = projectCreditScore(currentScore, request.mode);
      // The calculator is a what-if on the typed income: saving is checked against that income (it
      // reads no transactions), a debt amount against what the caller's cards owe.
      const aiTip = chooseTip(request.mode, allocations, { ...repo.loadTipFacts(userId), cardDebt: repo.cardDebt(userId), leftToSave: income });
      return { id: null, income, mode: request.mode, allocations, aiTip, currentScore, creditProjection, method: TIP_METHOD };
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;

/** The five buckets as budget_allocations columns (whole dollars in, integer cents out), for a module that writes a plan. */
export { allocationColumns };
