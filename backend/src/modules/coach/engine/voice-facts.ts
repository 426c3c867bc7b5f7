/**
 * The voice coach's input: the user's own numbers (CoachContext, loaded by the coach module), and
 * the cleaned Facts every draft reads. Pure.
 */
import {
  ALLOCATION_KEYS,
  ALLOCATION_PERCENTAGES,
  BUDGET_MODES,
  INITIAL_CALCULATOR_MODE,
  type AllocationKey,
  type BudgetMode,
} from '../../../../../shared/constants';
import { finiteOr } from './format';
import { isUncategorisedName, leftToSaveOf, type AdviceFigures } from '../../../lib/advice-guard';

export interface CoachContext {
  firstName: string | null;
  /** Dollars a month, from the user's settings (0 = unknown). */
  monthlyIncome: number;
  /** Dollars out over the last 30 days, transfers and income excluded. */
  spendingLast30Days: number;
  /** Last 30 days, largest first, up to 3. */
  topSpendingCategories: { name: string; amount: number }[];
  activeSubscriptions: number;
  /** Dollars, monthly equivalent. */
  subscriptionMonthlyCost: number;
  forgottenSubscriptions: { name: string; monthlyCost: number }[];
  /** Checking + savings, dollars. */
  cashBalance: number;
  /** Savings accounts only. */
  savingsBalance: number;
  /** Dollars owed on credit cards (>= 0). */
  creditCardDebt: number;
  /** The estimated score, 300-850. */
  creditScore: number;
  businessAccounts: { name: string; current: number; target: number; weeklyContribution: number }[];
  /** One of BUDGET_MODES. */
  budgetMode: string;
  /** Monthly dollars the latest budget allocation puts in savings, if any. */
  savingsAllocation: number | null;
}

/** How the dashboard names each budget mode (the user picked "Debt Crusher", not "debt-mode"). */
export const MODE_NAMES: Record<BudgetMode, string> = {
  'ai-control': 'AI Control',
  'debt-mode': 'Debt Crusher',
  'goal-mode': 'Goal Getter',
  'challenge-mode': 'Savings Challenge',
};

/**
 * The mode's split of a monthly income in whole dollars, the same way the budget calculator splits
 * it (each bucket rounded down, the leftover dollars to the flex fund), so the coach never quotes a
 * bucket the dashboard does not show and the buckets always add up to the income.
 */
export function splitIncome(monthlyIncome: number, mode: BudgetMode): Record<AllocationKey, number> {
  const income = Math.round(monthlyIncome);
  const split = {} as Record<AllocationKey, number>;
  let assigned = 0;
  for (const key of ALLOCATION_KEYS) {
    split[key] = Math.floor((income * ALLOCATION_PERCENTAGES[mode][key]) / 100);
    assigned += split[key];
  }
  split.flexFund += income - assigned;
  return split;
}

/** Everything the rules read, cleaned once: unknown or broken numbers become 0, never NaN. */
export interface Facts {
  firstName: string | null;
  income: number;
  spending: number;
  /** The largest real categories (never the "Uncategorised" placeholder). */
  topCategories: { name: string; amount: number }[];
  /** Dollars of the last 30 days' spending with no category. */
  uncategorised: number;
  activeSubscriptions: number;
  subscriptionCost: number;
  forgotten: { name: string; monthlyCost: number }[];
  cash: number;
  savingsBalance: number;
  debt: number;
  score: number;
  mode: BudgetMode;
  split: Record<AllocationKey, number>;
  /** Any sign of a linked bank or imported statement. The context has no account count, so money seen is the signal. */
  hasBankData: boolean;
  /** cash / monthly spending; null while spending is unknown. The last 30 days stand in for a month. */
  runwayMonths: number | null;
  /**
   * The monthly saving the user's own budget sets: the stored allocation (unless above today's
   * income), else the mode's share of income; never more than is left to save.
   */
  monthlySaving: number;
  /** Dollars a month left after the last 30 days' spending (the income while spending is unknown); undefined without an income. */
  leftToSave: number | undefined;
}

export function toFacts(ctx: CoachContext): Facts {
  const nonNegative = (n: number) => Math.max(0, finiteOr(n));
  const mode = (BUDGET_MODES as readonly string[]).includes(ctx.budgetMode) ? (ctx.budgetMode as BudgetMode) : INITIAL_CALCULATOR_MODE;
  const income = nonNegative(ctx.monthlyIncome);
  const spending = nonNegative(ctx.spendingLast30Days);
  const cash = toCents(finiteOr(ctx.cashBalance));
  const rawSavings = finiteOr(ctx.savingsBalance);
  const debt = toCents(nonNegative(ctx.creditCardDebt));
  const split = splitIncome(income, mode);
  const storedSaving = ctx.savingsAllocation === null ? 0 : nonNegative(ctx.savingsAllocation);
  // A stored allocation bigger than today's income is from an older income: a transfer the user cannot make.
  const usableStoredSaving = storedSaving > 0 && (income === 0 || storedSaving <= income) ? storedSaving : 0;
  const spent = ctx.topSpendingCategories.filter((c) => c.name.trim() !== '' && Number.isFinite(c.amount) && c.amount > 0);
  // "Uncategorised" is no category: never named as where the money went (the advice guard).
  const topCategories = spent.filter((c) => !isUncategorisedName(c.name)).slice(0, 3);
  const uncategorised = spent.filter((c) => isUncategorisedName(c.name)).reduce((sum, c) => sum + c.amount, 0);
  const leftToSave = leftToSaveOf(income, spending);
  const planned = usableStoredSaving > 0 ? usableStoredSaving : split.savings;
  return {
    firstName: ctx.firstName?.trim() ? ctx.firstName.trim() : null,
    income,
    spending,
    topCategories,
    uncategorised,
    activeSubscriptions: Math.max(0, Math.round(finiteOr(ctx.activeSubscriptions))),
    subscriptionCost: nonNegative(ctx.subscriptionMonthlyCost),
    forgotten: ctx.forgottenSubscriptions.filter((s) => s.name.trim() !== '' && Number.isFinite(s.monthlyCost) && s.monthlyCost > 0),
    cash,
    // A savings account cannot hold less than nothing; a broken figure is shown as $0, never negative.
    savingsBalance: Math.max(0, rawSavings),
    debt,
    score: Math.round(finiteOr(ctx.creditScore)),
    mode,
    split,
    hasBankData: spending > 0 || cash !== 0 || rawSavings !== 0 || debt > 0 || spent.length > 0,
    runwayMonths: spending > 0 ? Math.max(0, cash) / spending : null,
    monthlySaving: leftToSave === undefined ? planned : Math.max(0, Math.min(planned, Math.floor(leftToSave))),
    leftToSave,
  };
}

/** Balances are cents in the database; float sums like 0.1 + 0.2 are put back on whole cents. */
function toCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/**
 * The user's figures the advice guard checks every reply against: the card debt when any account is
 * seen (unknown otherwise), and what is left to save.
 */
export function adviceFigures(f: Facts): AdviceFigures {
  return { debtOwed: f.hasBankData ? f.debt : undefined, leftToSave: f.leftToSave };
}
