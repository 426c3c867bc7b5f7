/**
 * The dashboard's "AI insights": documented rules over the user's own stored data (no external
 * model). Each rule yields at most one insight with a category and a confidence in 0..1 that grows
 * with how much data the rule could see.
 */
import type { Allocations } from '../../../../shared/contracts/budget';
import { allocateIncome } from '../budget/service';
import { moneyOwed, subscriptionMoney, wholeMoney } from '../../../../shared/money';
import { CREDIT_PROJECTION_MONTHS, creditGrade } from '../../../../shared/contracts/credit';
import { DEFAULT_MONTHLY_SAVINGS_TARGET, type BudgetMode } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { guardAdvice, leftToSaveOf, type AdviceFigures } from '../../lib/advice-guard';

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
  spendingLast30: {
    total: number;
    transactionCount: number;
    /** The largest real category (never the "Uncategorised" placeholder). */
    topCategory?: { name: string; amount: number };
    /** Dollars of it with no category. */
    uncategorised?: number;
    otherCurrencyRows?: number;
  };
  goal?: { primaryGoal: string; targetAmount: number | null };
  /** Dollars owed on the user's cards; undefined = not known. */
  cardDebt?: number;
  /** The home currency (ISO 4217) every amount is in and is written in; USD when not given. */
  currency?: string;
}

/** The user's figures the advice guard checks the dashboard's sentences against. */
export function adviceFiguresOf(f: Pick<InsightFacts, 'income' | 'spendingLast30' | 'cardDebt'>): AdviceFigures {
  return { debtOwed: f.cardDebt, leftToSave: leftToSaveOf(f.income, f.spendingLast30.transactionCount > 0 ? f.spendingLast30.total : 0) };
}

export interface NewInsight {
  insight: string;
  category: string;
  confidence: number;
}

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 100) / 100));

/** An insight through the advice guard: its sentences that break a rule are left out, and an empty one is dropped. */
function guarded<T extends { insight: string }>(insights: T[], figures: AdviceFigures): T[] {
  return insights.map((i) => ({ ...i, insight: guardAdvice(i.insight, figures).text })).filter((i) => i.insight !== '');
}

export function buildInsights(f: InsightFacts): NewInsight[] {
  const usd = (amount: number) => wholeMoney(amount, f.currency ?? 'USD');
  const out: NewInsight[] = [];
  const plannedOutflow = f.allocations.bills + f.allocations.spending + f.allocations.flexFund;
  const figures = adviceFiguresOf(f);

  if (f.spendingLast30.transactionCount > 0 && f.income > 0) {
    const share = f.spendingLast30.total / f.income;
    const over = f.spendingLast30.total - plannedOutflow;
    const top = f.spendingLast30.topCategory;
    const uncategorised = f.spendingLast30.uncategorised ?? 0;
    const others = f.spendingLast30.otherCurrencyRows ?? 0;
    const leftOut = others > 0 ? ` ${others} transaction${others === 1 ? '' : 's'} in other currencies ${others === 1 ? 'was' : 'were'} left out.` : '';
    const topNote = top ? ` ${top.name} was the largest category at ${usd(top.amount)}.` : '';
    // Uncategorised spending is no category: say so, and suggest categorising it.
    const uncategorisedNote =
      uncategorised > 0 && (!top || uncategorised >= top.amount)
        ? ` ${usd(uncategorised)} of it is uncategorised: categorise it on ${PATHS.transactions} to see where it went.`
        : '';
    out.push({
      category: 'spending',
      confidence: clamp(0.5 + f.spendingLast30.transactionCount / 100),
      insight:
        over > 0
          ? `You spent ${usd(f.spendingLast30.total)} in the last 30 days (${Math.round(share * 100)}% of income), ${usd(over)} more than your plan's bills, spending and flex fund.${topNote}${uncategorisedNote}${leftOut}`
          : `You spent ${usd(f.spendingLast30.total)} in the last 30 days, within your plan's ${usd(plannedOutflow)} for bills, spending and flex fund.${topNote}${uncategorisedNote}${leftOut}`,
    });
  }

  // Saving is never quoted above what the month's spending left of the income.
  const left = figures.leftToSave;
  const saving = left === undefined ? f.allocations.savings : Math.max(0, Math.min(f.allocations.savings, Math.floor(left)));
  if (f.income > 0) {
    const target = DEFAULT_MONTHLY_SAVINGS_TARGET;
    out.push({
      category: 'savings',
      confidence: 0.9,
      insight:
        saving < f.allocations.savings
          ? `Your last 30 days of spending left ${usd(left ?? 0)} of your ${usd(f.income)} income, less than your plan's savings bucket. Trim spending to reach the plan${saving > 0 ? `, and meanwhile save the ${usd(saving)} that is left each month` : ''}.`
          : saving >= target
            ? `Your plan saves ${usd(saving)} a month, above the ${usd(target)} monthly target: ${usd(saving * 12)} in a year.`
            : `Your plan saves ${usd(saving)} a month, short of the ${usd(target)} monthly target by ${usd(target - saving)}.`,
    });
  }

  if (f.goal && f.goal.targetAmount && f.goal.targetAmount > 0 && saving > 0) {
    const months = Math.ceil(f.goal.targetAmount / saving);
    out.push({
      category: 'goals',
      confidence: 0.8,
      insight: `At ${usd(saving)} a month you reach your ${usd(f.goal.targetAmount)} goal in about ${months} month${months === 1 ? '' : 's'}.`,
    });
  }

  return guarded(out, figures);
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
export function creditInsight(
  credit: CreditOutlook,
  mode: BudgetMode,
  allocations: Allocations | null,
  income: number,
  figures: AdviceFigures = {},
  currency = 'USD',
): NewInsight & { key: string } {
  const usd = (amount: number) => wholeMoney(amount, currency);
  const band = creditGrade(credit.currentScore);
  const change = credit.projectedScore - credit.currentScore;
  const outlook =
    change === 0
      ? `Following its recommendations holds it at ${credit.currentScore} over the next ${CREDIT_PROJECTION_MONTHS} months.`
      : `Following its recommendations, it is projected at ${credit.projectedScore} in ${CREDIT_PROJECTION_MONTHS} months.`;
  const owed = figures.debtOwed;
  // What debt mode would put toward the cards, capped at what they owe.
  const debtShare = mode === 'debt-mode' && allocations ? allocations.debt : allocateIncome(income, 'debt-mode').debt;
  const lever =
    !allocations
      ? ''
      : owed === 0
        ? ' No card balance is owed, so paying every bill on time is the lever that matters most.'
        : owed !== undefined && debtShare >= owed
          ? mode === 'debt-mode'
            ? ` Debt mode's debt budget covers the ${moneyOwed(owed, currency)} owed on your cards: paying it off this month lowers utilisation, the second-largest score factor.`
            : ` Card balances are the quickest lever: paying the ${moneyOwed(owed, currency)} owed this month lowers utilisation, the second-largest score factor.`
          : mode === 'debt-mode'
            ? ` Debt mode puts ${usd(debtShare)} a month toward balances, which lowers utilisation, the second-largest score factor.`
            : ` Card balances are the quickest lever; debt mode would put ${usd(debtShare)} a month toward them.`;
  return {
    key: 'credit-estimate',
    category: CREDIT_CATEGORY,
    confidence: 0.7,
    insight: guardAdvice(`Your estimated credit score is ${credit.currentScore} (${band}). ${outlook}${lever}`, figures).text,
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
export function subscriptionInsights(f: SubscriptionInsightFacts, alerts: readonly SubscriptionAlertFact[], currency = 'USD'): (NewInsight & { key: string })[] {
  const usd = (amount: number) => wholeMoney(amount, currency);
  const out: (NewInsight & { key: string })[] = [];
  if (f.activeCount > 0) {
    // One forgotten subscription: its cost is that one subscription's, with its cents as /subscriptions shows it.
    const forgotten =
      f.forgottenCount === 1
        ? ` 1 looks forgotten (${subscriptionMoney(f.forgottenMonthly, currency)}/month): cancelling it is money back every month.`
        : f.forgottenCount > 1
          ? ` ${f.forgottenCount} look forgotten (${usd(f.forgottenMonthly)}/month): cancelling them is money back every month.`
          : '';
    out.push({
      key: 'subscriptions-summary',
      category: 'subscriptions',
      confidence: clamp(0.6 + f.activeCount * 0.05),
      // One active subscription: its cost is that subscription's own, with its cents as /subscriptions shows it.
      insight: `${f.activeCount} active subscription${f.activeCount === 1 ? '' : 's'} cost ${f.activeCount === 1 ? subscriptionMoney(f.monthlyTotal, currency) : usd(f.monthlyTotal)} a month (${usd(f.monthlyTotal * 12)} a year).${forgotten}`,
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
