/**
 * The dashboard's "AI insights": documented rules over the user's own stored data (no external
 * model). Each rule yields at most one insight with a category and a confidence in 0..1 that grows
 * with how much data the rule could see.
 */
import type { Allocations } from '../../../../shared/contracts/budget';
import { usd } from '../../../../shared/money';
import { creditGrade } from '../../../../shared/contracts/credit';
import { DEFAULT_MONTHLY_SAVINGS_TARGET, type BudgetMode } from '../../../../shared/constants';

export const INSIGHTS_METHOD =
  'Rules over your own stored transactions, subscriptions and settings: no external AI, nothing leaves this app';

export interface InsightFacts {
  income: number;
  mode: BudgetMode;
  allocations: Allocations;
  creditScore: number;
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

  const band = creditGrade(f.creditScore);
  out.push({
    category: 'credit',
    confidence: 0.7,
    insight:
      f.mode === 'debt-mode'
        ? `Your credit score is ${f.creditScore} (${band}). Debt mode puts ${usd(f.allocations.debt)} a month toward balances, which lowers utilisation, the second-largest score factor.`
        : `Your credit score is ${f.creditScore} (${band}). Keeping card balances under 30% of limits is the quickest lever; debt mode would put ${usd(Math.round(f.income * 0.45))} a month toward it.`,
  });

  return out;
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
    const forgotten =
      f.forgottenCount > 0 ? ` ${f.forgottenCount} look forgotten (${usd(f.forgottenMonthly)}/month): cancelling them is money back every month.` : '';
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
