/**
 * The dashboard's "AI insights": documented rules over the user's own stored data (no external
 * model). Each rule yields at most one insight with a category and a confidence in 0..1 that grows
 * with how much data the rule could see.
 */
import type { Allocations } from '../../../../shared/contracts/budget';
import { subscriptionUsd, usd } from '../../../../shared/money';
import { CREDIT_PROJECTION_MONTHS, creditGrade } from '../../../../shared/contracts/credit';
import { DEFAULT_MONTHLY_SAVINGS_TARGET, type BudgetMode } from '../../../../shared/constants';

export const INSIGHTS_METHOD =
  'Rules over your own stored transactions, subscriptions and settings: no external AI, nothing leaves this app';

export interface InsightFacts {
  income: number;
  mode: BudgetMode;
  allocations: Allocations;
  /**
   * Money out over the last 30 days by category (dollars), transfers and income excluded, in the
   * home currency; otherCurrencyRows: such rows in other currencies, left out.
   */
  spendingLast30: { total: number; transactionCount: number; topCategory?: { name: string; amount: number }; otherCurrencyRows?: number };
  goal?: { primaryGoal: string; targetAmount: number | null };
}

export interface NewInsight {
  insight: string;
  category: string;
  confidence: number;
}

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 100) / 100));

export function buildInsights(f: InsightFacts): NewInsight[] {
  const out: NewInsight[] = [];
  const plannedOutflow = f.allocations.bills + f.allocations.spending + f.allocations.flexFund;

  if (f.spendingLast30.transactionCount > 0 && f.income > 0) {
    const share = f.spendingLast30.total / f.income;
    const over = f.spendingLast30.total - plannedOutflow;
    const top = f.spendingLast30.topCategory;
    const others = f.spendingLast30.otherCurrencyRows ?? 0;
    const leftOut = others > 0 ? ` ${others} transaction${others === 1 ? '' : 's'} in other currencies ${others === 1 ? 'was' : 'were'} left out.` : '';
    out.push({
      category: 'spending',
      confidence: clamp(0.5 + f.spendingLast30.transactionCount / 100),
      insight:
        over > 0
          ? `You spent ${usd(f.spendingLast30.total)} in the last 30 days (${Math.round(share * 100)}% of income), ${usd(over)} more than your plan's bills, spending and flex fund.${top ? ` ${top.name} was the largest category at ${usd(top.amount)}.` : ''}${leftOut}`
          : `You spent ${usd(f.spendingLast30.total)} in the last 30 days, within your plan's ${usd(plannedOutflow)} for bills, spending and flex fund.${top ? ` ${top.name} was the largest category at ${usd(top.amount)}.` : ''}${leftOut}`,
    });
  }

  if (f.income > 0) {
    const target = DEFAULT_MONTHLY_SAVINGS_TARGET;
    out.push({
      category: 'savings',
      confidence: 0.9,
      insight:
        f.allocations.savings >= target
          ? `Your plan saves ${usd(f.allocations.savings)} a month, above the ${usd(target)} monthly target: ${usd(f.allocations.savings * 12)} in a year.`
          : `Your plan saves ${usd(f.allocations.savings)} a month, short of the ${usd(target)} monthly target by ${usd(target - f.allocations.savings)}.`,
    });
  }

  if (f.goal && f.goal.targetAmount && f.goal.targetAmount > 0 && f.allocations.savings > 0) {
    const months = Math.ceil(f.goal.targetAmount / f.allocations.savings);
    out.push({
      category: 'goals',
      confidence: 0.8,
      insight: `At ${usd(f.allocations.savings)} a month you reach your ${usd(f.goal.targetAmount)} goal in about ${months} month${months === 1 ? '' : 's'}.`,
    });
  }

  return out;
}

/** The credit module's estimate and its one projection (docs/product.md "Credit score monitor"). */
export interface CreditOutlook {
  currentScore: number;
  projectedScore: number;
}

/** The insights category built on read from the current estimate, never shown from storage. */
export const CREDIT_CATEGORY = 'credit';

/**
 * The credit insight, built on each read from the current estimate and projection, so it always
 * names the score /credit-score shows. `allocations` is null when there is no plan yet.
 */
export function creditInsight(credit: CreditOutlook, mode: BudgetMode, allocations: Allocations | null, income: number): NewInsight & { key: string } {
  const band = creditGrade(credit.currentScore);
  const change = credit.projectedScore - credit.currentScore;
  const outlook =
    change === 0
      ? `Following its recommendations holds it at ${credit.currentScore} over the next ${CREDIT_PROJECTION_MONTHS} months.`
      : `Following its recommendations, it is projected at ${credit.projectedScore} in ${CREDIT_PROJECTION_MONTHS} months.`;
  const lever = !allocations
    ? ''
    : mode === 'debt-mode'
      ? ` Debt mode puts ${usd(allocations.debt)} a month toward balances, which lowers utilisation, the second-largest score factor.`
      : ` Card balances are the quickest lever; debt mode would put ${usd(Math.round(income * 0.45))} a month toward them.`;
  return {
    key: 'credit-estimate',
    category: CREDIT_CATEGORY,
    confidence: 0.7,
    insight: `Your estimated credit score is ${credit.currentScore} (${band}). ${outlook}${lever}`,
  };
}

/** The subscriptions module's figures an insight is built from (dollars; see its SubscriptionFigures). */
export interface SubscriptionInsightFacts {
  activeCount: number;
  monthlyTotal: number;
  forgottenCount: number;
  forgottenMonthly: number;
}

export interface SubscriptionAlertFact {
  subscriptionId: string;
  name: string;
  alert: { kind: string; message: string };
}

/**
 * The subscription insights, built on each read from the subscriptions service's figures (the same
 * as /subscriptions shows), so a cancel, an undo or a scan shows at once: what the active ones cost,
 * then one per alert (a recent price rise, a charge after cancelling).
 */
export function subscriptionInsights(f: SubscriptionInsightFacts, alerts: readonly SubscriptionAlertFact[]): (NewInsight & { key: string })[] {
  const out: (NewInsight & { key: string })[] = [];
  if (f.activeCount > 0) {
    // One forgotten subscription: its cost is that one subscription's, with its cents as /subscriptions shows it.
    const forgotten =
      f.forgottenCount === 1
        ? ` 1 looks forgotten (${subscriptionUsd(f.forgottenMonthly)}/month): cancelling it is money back every month.`
        : f.forgottenCount > 1
          ? ` ${f.forgottenCount} look forgotten (${usd(f.forgottenMonthly)}/month): cancelling them is money back every month.`
          : '';
    out.push({
      key: 'subscriptions-summary',
      category: 'subscriptions',
      confidence: clamp(0.6 + f.activeCount * 0.05),
      insight: `${f.activeCount} active subscription${f.activeCount === 1 ? '' : 's'} cost ${usd(f.monthlyTotal)} a month (${usd(f.monthlyTotal * 12)} a year).${forgotten}`,
    });
  }
  for (const a of alerts) {
    out.push({
      key: `subscription-alert-${a.subscriptionId}-${a.alert.kind}`,
      category: 'subscriptions',
      confidence: a.alert.kind === 'charged-after-cancel' ? 0.9 : 0.95,
      insight: `${a.name}: ${a.alert.message}`,
    });
  }
  return out;
}
