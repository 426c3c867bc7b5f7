/**
 * Demo budget history and AI insights. Every number in an insight is computed from the seeded bank
 * data, so what the demo says is true of the demo's own rows.
 */
import { DEFAULT_CREDIT_SCORE, DEMO_USER_ID, type BudgetMode } from '../../../../shared/constants';
import { allocateIncome, chooseTip, projectCreditScore } from '../../modules/budget/service';
import { SAMPLE_PROFILE } from '../../modules/data/service';
import type { aiInsights, budgetAllocations } from '../schema';
import { BANKING, CHECKING_ID, monthlyEquivalentCents, type BankingData, type Frequency } from './banking';
import { formatMonthName } from './calendar';
import { demoId } from './random';
import { DAY_MS, isoDate, startOfUtcDay } from '../../../../shared/dates';

export type BudgetAllocationRow = typeof budgetAllocations.$inferInsert;
export type AiInsightRow = typeof aiInsights.$inferInsert;

/** The demo user's monthly income in dollars (users.incomeCents holds it in cents). */
export const DEMO_INCOME_DOLLARS = SAMPLE_PROFILE.incomeCents / 100;

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usdWhole = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** Past runs of the allocation calculator, as the budget module would have stored them. */
export function buildBudgetAllocations(anchor: number, banking: BankingData): BudgetAllocationRow[] {
  const active = banking.subscriptions.filter((s) => s.status === 'active');
  const monthly = active.map((s) => ({
    name: s.name,
    monthlyDollars: monthlyEquivalentCents(s.amountCents, s.frequency as Frequency) / 100,
  }));
  const facts = {
    activeSubscriptionCount: active.length,
    activeSubscriptionMonthlyDollars: monthly.reduce((sum, s) => sum + s.monthlyDollars, 0),
    costliestSubscription: monthly.reduce<(typeof monthly)[number] | undefined>(
      (best, s) => (!best || s.monthlyDollars > best.monthlyDollars ? s : best),
      undefined,
    ),
  };
  const runs: { key: string; mode: BudgetMode; daysAgo: number }[] = [
    { key: 'goal-mode', mode: 'goal-mode', daysAgo: 47 },
    { key: 'ai-control', mode: 'ai-control', daysAgo: 12 },
  ];
  return runs.map(({ key, mode, daysAgo }) => {
    const allocations = allocateIncome(DEMO_INCOME_DOLLARS, mode);
    return {
      id: demoId(`budget-allocation/${key}`),
      userId: DEMO_USER_ID,
      incomeCents: DEMO_INCOME_DOLLARS * 100,
      mode,
      billsCents: allocations.bills * 100,
      debtCents: allocations.debt * 100,
      savingsCents: allocations.savings * 100,
      spendingCents: allocations.spending * 100,
      flexFundCents: allocations.flexFund * 100,
      aiTip: chooseTip(mode, allocations, facts),
      creditProjection: projectCreditScore(DEFAULT_CREDIT_SCORE, mode),
      createdAt: anchor - daysAgo * DAY_MS - 3 * 3_600_000,
    };
  });
}

export function buildInsights(anchor: number, banking: BankingData): AiInsightRow[] {
  const today = startOfUtcDay(anchor);
  const txns = banking.transactions;
  const out: AiInsightRow[] = [];
  const add = (key: string, category: string, confidence: number, daysAgo: number, insight: string) =>
    out.push({
      id: demoId(`insight/${key}`),
      userId: DEMO_USER_ID,
      insight,
      category,
      confidence,
      source: 'demo',
      createdAt: anchor - daysAgo * DAY_MS,
    });

  // A silent price rise: the first charge at a new amount.
  const netflix = txns.filter((t) => t.merchantName === 'Netflix');
  const rise = netflix.findIndex((t, i) => i > 0 && t.amountCents !== netflix[i - 1]!.amountCents);
  if (rise > 0) {
    const before = netflix[rise - 1]!.amountCents;
    const after = netflix[rise]!.amountCents;
    add(
      'netflix-price-rise',
      'subscriptions',
      0.97,
      2,
      `Netflix went from ${usd(before)} to ${usd(after)} a month in ${formatMonthName(Date.parse(netflix[rise]!.date))}: ${usd((after - before) * 12)} more a year for the same plan.`,
    );
  }

  // Forgotten subscriptions: paid for, not used.
  for (const s of banking.subscriptions.filter((x) => x.status === 'active' && x.isForgotten)) {
    const yearly = monthlyEquivalentCents(s.amountCents, s.frequency as Frequency) * 12;
    add(
      `forgotten-${s.id}`,
      'subscriptions',
      0.86,
      3,
      s.frequency === 'annual'
        ? `${s.name} renews for ${usd(s.amountCents)} on ${s.nextBillDate}, but it has not been used since ${s.lastUsedDate}. Cancel before the renewal to keep that money.`
        : `No sign of ${s.name} being used since ${s.lastUsedDate}, yet it still bills ${usd(s.amountCents)} a ${s.frequency === 'weekly' ? 'week' : 'month'} (${usdWhole(yearly)} a year).`,
    );
  }

  // Coffee over the last 30 days.
  const since = isoDate(today - 29 * DAY_MS);
  const coffee = txns.filter((t) => t.category === 'Coffee Shops' && t.date >= since);
  const coffeeCents = coffee.reduce((sum, t) => sum + t.amountCents, 0);
  if (coffee.length > 0) {
    add(
      'coffee-30-days',
      'spending',
      0.78,
      1,
      `You spent ${usd(coffeeCents)} at coffee shops in the last 30 days (${coffee.length} visits). Brewing at home on half of those days would save about ${usdWhole(coffeeCents / 2)} a month.`,
    );
  }

  // A recurring charge the tracker does not know yet (the finder will pick it up on a scan).
  const untracked = BANKING.subscriptions.find((s) => !s.tracked);
  if (untracked) {
    const charges = txns.filter((t) => t.description === untracked.descriptor);
    const last = charges.at(-1);
    if (last) {
      add(
        `untracked-${untracked.key}`,
        'subscriptions',
        0.81,
        4,
        `${last.merchantName} charged you ${charges.length} times this year (${usd(last.amountCents)} each ${untracked.frequency === 'weekly' ? 'week' : 'time'}, about ${usdWhole(monthlyEquivalentCents(last.amountCents, untracked.frequency))} a month). Run a scan to track it.`,
      );
    }
  }

  // Net movement into savings over the year, seen from the checking account.
  const transfers = txns.filter((t) => t.bankConnectionId === CHECKING_ID && t.category === 'Transfer');
  const movedIn = transfers.filter((t) => t.amountCents > 0).reduce((sum, t) => sum + t.amountCents, 0);
  const movedBack = transfers.filter((t) => t.amountCents < 0).reduce((sum, t) => sum - t.amountCents, 0);
  const cancelled = banking.subscriptions.find((s) => s.status === 'cancelled');
  const nudge = cancelled
    ? ` Adding the ${usd(cancelled.amountCents)} you no longer pay ${cancelled.name} to that transfer costs you nothing new.`
    : '';
  add(
    'savings-year',
    'savings',
    0.95,
    6,
    `Over the last 12 months you moved ${usdWhole(movedIn)} into savings and took ${usdWhole(movedBack)} back out: a net ${usdWhole(movedIn - movedBack)}.${nudge}`,
  );
  return out;
}
