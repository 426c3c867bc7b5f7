/**
 * The consumer's home: the plan for the user's income and mode, its insights, the savings record,
 * and the settings and onboarding answers that change them. Everything is the user's own rows.
 * Every subscription figure (the tip, the subscription insights, the savings tracker) comes from
 * the subscriptions service, so the dashboard and /subscriptions always agree
 * (docs/product.md "Subscriptions").
 */
import type { z } from 'zod';
import { BUDGET_MODES, DEMO_USER_ID, DEFAULT_MONTHLY_SAVINGS_TARGET, type BudgetMode } from '../../../../shared/constants';
import type { budgetSettingsRequestSchema, DashboardResponse } from '../../../../shared/contracts/dashboard';
import { PRIMARY_GOALS, splitFullName, type onboardingRequestSchema, type PrimaryGoal } from '../../../../shared/contracts/onboarding';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { allocateIncome, allocationColumns, chooseTip, createBudgetService } from '../budget/service';
import { createSubscriptionsService, type SubscriptionsService } from '../subscriptions/service';
import { adviceFiguresOf, buildInsights, creditInsight, INSIGHTS_METHOD, subscriptionInsights, type CreditOutlook } from './insights';
import { dashboardRepository } from './repository';
import { DAY_MS, isoDate, isoMonth } from '../../../../shared/dates';

/** What the dashboard reads from the subscriptions module. */
export type DashboardSubscriptions = Pick<SubscriptionsService, 'figures' | 'alerts' | 'savings' | 'savingsInMonths' | 'cancelMonths' | 'readOnce'>;

/** The savings tracker shows at most this many months. */
const SAVINGS_MONTHS = 12;

const asMode = (mode: string): BudgetMode => ((BUDGET_MODES as readonly string[]).includes(mode) ? (mode as BudgetMode) : 'ai-control');
const asGoal = (goal: string | null): PrimaryGoal | null =>
  goal && (PRIMARY_GOALS as readonly string[]).includes(goal) ? (goal as PrimaryGoal) : null;

type BudgetSettings = z.output<typeof budgetSettingsRequestSchema>;
type OnboardingAnswers = z.output<typeof onboardingRequestSchema>;

/**
 * @param creditOf the user's current credit estimate and its projection (the credit module's one
 *   model, docs/product.md "Credit score monitor"), so the dashboard and /credit-score always show
 *   the same two numbers.
 * @param subscriptions the subscriptions module's figures, alerts and savings, so the dashboard and
 *   /subscriptions always show the same numbers.
 */
export function createDashboardService(ctx: AppContext, creditOf: (userId: string) => CreditOutlook, subscriptions: DashboardSubscriptions = createSubscriptionsService(ctx)) {
  const repo = dashboardRepository(ctx.db);
  const budget = createBudgetService(ctx);

  function userOrThrow(userId: string) {
    const user = repo.user(userId);
    if (!user) throw notFound('User');
    return user;
  }

  const goalOf = (user: { primaryGoal: string | null; targetAmountCents: number | null }) =>
    user.primaryGoal ? { primaryGoal: user.primaryGoal, targetAmount: user.targetAmountCents === null ? null : user.targetAmountCents / 100 } : undefined;

  /** The plan for given settings, with insights drawn from the user's stored data. */
  function plan(
    userId: string,
    income: number,
    mode: BudgetMode,
    credit: CreditOutlook,
    goal?: { primaryGoal: string; targetAmount: number | null },
    figures = subscriptions.figures(userId),
    currency = repo.user(userId)?.homeCurrency ?? 'USD',
  ) {
    const allocations = allocateIncome(income, mode);
    const spendingLast30 = repo.spendingSince(userId, isoDate(ctx.clock.now() - 30 * DAY_MS));
    // The user's own figures every sentence is checked against (the advice guard).
    const cardDebt = budget.cardDebt(userId);
    const advice = adviceFiguresOf({ income, spendingLast30, cardDebt });
    return {
      allocations,
      // Income, plan and subscriptions are in the home currency: the sentences write it.
      aiTip: chooseTip(mode, allocations, {
        activeSubscriptionCount: figures.activeCount,
        activeSubscriptionMonthlyDollars: figures.monthlyTotal,
        costliestSubscription: figures.costliest,
        sampleSubscriptionCount: figures.sampleCount,
        cardDebt: advice.debtOwed,
        leftToSave: advice.leftToSave,
        currency,
      }),
      // The credit monitor's projection, not a per-mode guess: one number on every screen.
      creditProjection: credit.projectedScore,
      insights: buildInsights({ income, mode, allocations, spendingLast30, goal, cardDebt, currency }),
      advice,
    };
  }

  /** Writes settings, the plan's allocation row and its fresh insights. */
  function applyPlan(userId: string, incomeCents: number, mode: BudgetMode, now: number, planned: ReturnType<typeof plan>, userFields?: Parameters<typeof repo.applyPlan>[0]['userFields']) {
    const { allocations, advice: _advice, ...rest } = planned;
    repo.applyPlan({ userId, incomeCents, mode, now, allocationColumns: allocationColumns(allocations), ...rest, userFields });
  }

  /** Reads only, in one go: the subscription lists are read once for all its figures. */
  function dashboard(userId: string): DashboardResponse {
    return subscriptions.readOnce(() => readDashboard(userId));
  }

  /**
   * Whether the dashboard shows sample data (its Demo data badge, the AI tip's): the seeded user's
   * until they remove it (the sample is theirs from the first start, docs/product.md "Your data"),
   * and anyone's plan or insights that count sample subscriptions or sample insights.
   */
  function hasSample(userId: string, sampleSubscriptions: number): boolean {
    if (sampleSubscriptions > 0) return true;
    if (ctx.demo && userId === DEMO_USER_ID && !repo.sampleRemoved(userId)) return true;
    return repo.sampleInsights(userId) > 0;
  }

  function readDashboard(userId: string): DashboardResponse {
    const user = userOrThrow(userId);
    const income = user.incomeCents / 100;
    const mode = asMode(user.mode);
    const credit = creditOf(userId);
    const creditScore = credit.currentScore;
    // Read once for the tip and the insights (the same rows in one request).
    const figures = subscriptions.figures(userId);
    const currency = user.homeCurrency;
    const current = income > 0 ? plan(userId, income, mode, credit, goalOf(user), figures, currency) : undefined;
    const now = ctx.clock.now();
    const thisMonth = isoMonth(now);
    // savings_tracking keeps the monthly targets; what was saved follows the cancellations.
    const targets = new Map(repo.savingsTargets(userId).map((t) => [t.month, t.monthlyTargetCents / 100]));
    const targetOf = (month: string) => targets.get(month) ?? DEFAULT_MONTHLY_SAVINGS_TARGET;
    const monthList = [...new Set([...targets.keys(), ...subscriptions.cancelMonths(userId)])]
      .filter((m) => m <= thisMonth)
      .sort()
      .slice(-SAVINGS_MONTHS);
    const saved = subscriptions.savingsInMonths(userId, [...new Set([...monthList, thisMonth])]);
    const savedThisMonth = saved.find((m) => m.month === thisMonth)!;
    const summary = subscriptions.savings(userId);
    // Built on read like the subscription ones: a stored "Your credit score is N" goes stale.
    const { key: creditKey, ...creditNote } = creditInsight(
      credit,
      mode,
      current?.allocations ?? null,
      income,
      current?.advice ?? { debtOwed: budget.cardDebt(userId) },
      currency,
    );
    const insights = [
      ...subscriptionInsights(figures, subscriptions.alerts(userId), currency).map(({ key, ...i }) => ({ ...i, id: key, createdAt: now })),
      ...repo.insights(userId),
      { ...creditNote, id: creditKey, createdAt: now },
    ];
    return {
      user: {
        id: user.id,
        firstName: user.firstName,
        income,
        mode,
        creditScore,
        onboarded: user.onboardedAt !== null,
        primaryGoal: asGoal(user.primaryGoal),
        targetAmount: user.targetAmountCents === null ? null : user.targetAmountCents / 100,
        homeCurrency: currency,
      },
      allocation: current
        ? {
            income: Math.round(income),
            mode,
            allocations: current.allocations,
            aiTip: current.aiTip,
            currentScore: creditScore,
            creditProjection: current.creditProjection,
            createdAt: user.updatedAt,
          }
        : null,
      insights: insights.map((i) => ({ ...i, confidence: Math.max(0, Math.min(1, i.confidence)) })),
      insightsMethod: INSIGHTS_METHOD,
      savings: {
        monthlyTarget: targetOf(thisMonth),
        actualSaved: savedThisMonth.savedCents / 100,
        subscriptionsCancelled: savedThisMonth.subscriptionsCancelled,
        totalSavedAllTime: summary.totalSaved,
        months: saved
          .filter((m) => monthList.includes(m.month))
          .map((m) => ({ month: m.month, monthlyTarget: targetOf(m.month), actualSaved: m.savedCents / 100, subscriptionsCancelled: m.subscriptionsCancelled })),
      },
      demoData: hasSample(userId, figures.sampleCount),
    };
  }

  return {
    dashboard,

    /** Stores income and mode and re-plans; answers the recomputed dashboard. */
    updateSettings(userId: string, settings: BudgetSettings): DashboardResponse {
      const user = userOrThrow(userId);
      // settings.income is exact cents (the contract's parser); the plan works in dollars.
      const planned = plan(userId, centsToDollars(settings.income), settings.mode, creditOf(userId), goalOf(user));
      applyPlan(userId, settings.income, settings.mode, ctx.clock.now(), planned);
      return dashboard(userId);
    },

    /** Whether the user has answered onboarding (an unknown user has not). */
    onboarded(userId: string): boolean {
      return (repo.user(userId)?.onboardedAt ?? null) !== null;
    },

    /** Stores the onboarding answers on the user and plans from the income they gave. */
    onboard(userId: string, answers: OnboardingAnswers): { ok: true; onboardedAt: number } {
      const user = userOrThrow(userId);
      const now = ctx.clock.now();
      // The contract parsed every amount to exact cents; the plan works in dollars.
      const targetAmountCents = answers.goals.primaryGoal === 'subscriptions' ? null : (answers.goals.targetAmount ?? null);
      const targetAmount = targetAmountCents === null ? null : centsToDollars(targetAmountCents);
      const mode = asMode(user.mode);
      const incomeCents = answers.personalInfo.monthlyIncome;
      const planned = plan(userId, centsToDollars(incomeCents), mode, creditOf(userId), { primaryGoal: answers.goals.primaryGoal, targetAmount });
      applyPlan(userId, incomeCents, mode, now, planned, {
        // The name as typed, split into first and last (no "Alex Rivera U." from a placeholder last name).
        ...splitFullName(answers.personalInfo.name),
        age: answers.personalInfo.age,
        primaryGoal: answers.goals.primaryGoal,
        targetAmountCents,
        estimatedSubscriptions: answers.subscriptions.estimatedCount,
        subscriptionMonthlyCostCents: answers.subscriptions.monthlyCost,
        onboardedAt: now,
      });
      return { ok: true, onboardedAt: now };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
