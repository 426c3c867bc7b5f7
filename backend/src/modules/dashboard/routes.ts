/**
 * The consumer's home: GET /api/dashboard, PUT /api/user/budget-settings, POST /api/user/onboarding.
 * Everything is read from and written to the signed-in user's own rows.
 */
import { Router } from 'express';
import { BUDGET_MODES, DEMO_USER_ID, DEFAULT_MONTHLY_SAVINGS_TARGET, type BudgetMode } from '../../../../shared/constants';
import { budgetSettingsRequestSchema, type DashboardResponse } from '../../../../shared/contracts/dashboard';
import { onboardingRequestSchema, PRIMARY_GOALS, type PrimaryGoal } from '../../../../shared/contracts/onboarding';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { notFound } from '../../http/errors';
import { handle } from '../../http/validate';
import { allocateIncome, chooseTip, projectCreditScore } from '../budget/service';
import { buildInsights, INSIGHTS_METHOD } from './insights';
import { dashboardRepository } from './repository';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const asMode = (mode: string): BudgetMode => ((BUDGET_MODES as readonly string[]).includes(mode) ? (mode as BudgetMode) : 'ai-control');
const asGoal = (goal: string | null): PrimaryGoal | null =>
  goal && (PRIMARY_GOALS as readonly string[]).includes(goal) ? (goal as PrimaryGoal) : null;

/**
 * @param creditScoreOf the user's current credit estimate (the credit module's), so the dashboard and
 *   /credit-score always show the same number.
 */
export function dashboardRoutes(ctx: AppContext, creditScoreOf: (userId: string) => number): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = dashboardRepository(ctx.db);

  /** The plan for given settings, with insights drawn from the user's stored data. */
  function plan(userId: string, income: number, mode: BudgetMode, creditScore: number, goal?: { primaryGoal: string; targetAmount: number | null }) {
    const allocations = allocateIncome(income, mode);
    const subscriptionFacts = repo.subscriptionFacts(userId);
    const monthlyByName = subscriptionFacts.monthlyTotal;
    return {
      allocations,
      aiTip: chooseTip(mode, allocations, {
        activeSubscriptionCount: subscriptionFacts.activeCount,
        activeSubscriptionMonthlyDollars: monthlyByName,
      }),
      creditProjection: projectCreditScore(creditScore, mode),
      insights: buildInsights({
        income,
        mode,
        allocations,
        creditScore,
        spendingLast30: repo.spendingSince(userId, isoDate(ctx.clock.now() - 30 * DAY)),
        subscriptions: subscriptionFacts,
        goal,
      }),
    };
  }

  function dashboard(userId: string): DashboardResponse {
    const user = repo.user(userId);
    if (!user) throw notFound('User');
    const income = user.incomeCents / 100;
    const mode = asMode(user.mode);
    const goal = user.primaryGoal ? { primaryGoal: user.primaryGoal, targetAmount: user.targetAmountCents === null ? null : user.targetAmountCents / 100 } : undefined;
    const creditScore = creditScoreOf(userId);
    const current = income > 0 ? plan(userId, income, mode, creditScore, goal) : undefined;
    const months = repo.savingsMonths(userId);
    const thisMonth = isoDate(ctx.clock.now()).slice(0, 7);
    const currentMonth = months.find((m) => m.month === thisMonth);
    const latest = months.at(-1);
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
      insights: repo.insights(userId).map((i) => ({ ...i, confidence: Math.max(0, Math.min(1, i.confidence)) })),
      insightsMethod: INSIGHTS_METHOD,
      savings: {
        monthlyTarget: (currentMonth?.monthlyTargetCents ?? DEFAULT_MONTHLY_SAVINGS_TARGET * 100) / 100,
        actualSaved: (currentMonth?.actualSavedCents ?? 0) / 100,
        subscriptionsCancelled: currentMonth?.subscriptionsCancelled ?? 0,
        totalSavedAllTime: (latest?.totalSavedAllTimeCents ?? 0) / 100,
        months: months.map((m) => ({
          month: m.month,
          monthlyTarget: m.monthlyTargetCents / 100,
          actualSaved: m.actualSavedCents / 100,
          subscriptionsCancelled: m.subscriptionsCancelled,
        })),
      },
      demoData: ctx.demo && userId === DEMO_USER_ID,
    };
  }

  router.get('/dashboard', access.member, handle({}, (_input, req) => dashboard(requireCaller(req).userId)));

  router.put(
    '/user/budget-settings',
    access.member,
    handle({ body: budgetSettingsRequestSchema }, ({ body }, req) => {
      const { userId } = requireCaller(req);
      const user = repo.user(userId);
      if (!user) throw notFound('User');
      const goal = user.primaryGoal ? { primaryGoal: user.primaryGoal, targetAmount: user.targetAmountCents === null ? null : user.targetAmountCents / 100 } : undefined;
      // body.income is exact cents (the contract's parser); the plan works in dollars.
      repo.applyPlan({ userId, incomeCents: body.income, mode: body.mode, now: ctx.clock.now(), ...plan(userId, centsToDollars(body.income), body.mode, creditScoreOf(userId), goal) });
      return dashboard(userId);
    }),
  );

  router.post(
    '/user/onboarding',
    access.member,
    handle({ body: onboardingRequestSchema }, ({ body }, req) => {
      const { userId } = requireCaller(req);
      const user = repo.user(userId);
      if (!user) throw notFound('User');
      const now = ctx.clock.now();
      // The contract parsed every amount to exact cents; the plan works in dollars.
      const targetAmountCents = body.goals.primaryGoal === 'subscriptions' ? null : (body.goals.targetAmount ?? null);
      const targetAmount = targetAmountCents === null ? null : centsToDollars(targetAmountCents);
      const mode = asMode(user.mode);
      const incomeCents = body.personalInfo.monthlyIncome;
      repo.applyPlan({
        userId,
        incomeCents,
        mode,
        now,
        ...plan(userId, centsToDollars(incomeCents), mode, creditScoreOf(userId), { primaryGoal: body.goals.primaryGoal, targetAmount }),
        userFields: {
          firstName: body.personalInfo.name,
          age: body.personalInfo.age,
          primaryGoal: body.goals.primaryGoal,
          targetAmountCents,
          estimatedSubscriptions: body.subscriptions.estimatedCount,
          subscriptionMonthlyCostCents: body.subscriptions.monthlyCost,
          onboardedAt: now,
        },
      });
      return { ok: true as const, onboardedAt: now };
    }),
  );

  return router;
}

