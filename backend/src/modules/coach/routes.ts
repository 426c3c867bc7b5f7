/**
 * The AI financial coach (spec core section 7; DESIGN.md "AI coach"): the voice coach, the Monte
 * Carlo "quantum predictions" and the "time travel" projection, each over the caller's own data.
 */
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { ALLOCATION_PERCENTAGES, BUDGET_MODES, type BudgetMode } from '../../../../shared/constants';
import {
  quantumRequestSchema,
  timelineRequestSchema,
  voiceCoachRequestSchema,
  TIMELINE_DEFAULT_TARGET_AGE,
  type QuantumReply,
  type TimelineReply,
  type VoiceCoachReply,
} from '../../../../shared/contracts/coach';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { bodyUserId, requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import type { CoachProvider } from '../../providers/coach/coach-provider';
import type { CreditService } from '../credit/service';
import { loadCoachContext } from './context';
import type { CoachContext } from './engine/voice-rules';
import { seedFromInput, simulatePortfolio } from './engine/monte-carlo';
import { simulateTimeline, TIMELINE_DEFAULTS } from './engine/timeline';

/** Net worth today from the user's accounts (cards count negative) and business savings, dollars. */
function netWorthOf(ctx: AppContext, userId: string): number {
  const row = ctx.db.get<{ cents: number }>(sql`
    select (select coalesce(sum(balance_cents), 0) from bank_accounts where user_id = ${userId}) +
           (select coalesce(sum(current_amount_cents), 0) from business_accounts where user_id = ${userId}) as cents`);
  return row.cents / 100;
}

/** What the user saves a year: the latest budget's savings bucket, else the mode's share of income. */
function annualSavingsOf(coach: CoachContext): number {
  if (coach.savingsAllocation !== null) return coach.savingsAllocation * 12;
  const mode = (BUDGET_MODES as readonly string[]).includes(coach.budgetMode) ? (coach.budgetMode as BudgetMode) : 'ai-control';
  return (coach.monthlyIncome * ALLOCATION_PERCENTAGES[mode].savings * 12) / 100;
}

export function coachRoutes(ctx: AppContext, provider: CoachProvider, credit: CreditService): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const contextFor = (userId: string) => loadCoachContext(ctx.db, userId, ctx.clock.now(), credit.current(userId).currentScore);

  router.post(
    '/ai-coach/voice',
    access.member,
    handle({ body: voiceCoachRequestSchema }, ({ body }, req): Promise<VoiceCoachReply> => {
      const { userId } = requireCaller(req);
      return provider.reply(body, contextFor(userId));
    }),
  );

  router.post(
    '/ai-coach/quantum-predictions',
    access.member,
    handle({ body: quantumRequestSchema }, ({ body }, req): QuantumReply => {
      const userId = bodyUserId(ctx, req, body.userId);
      // The contract parsed each value to exact cents; the simulation works in dollars.
      const portfolio = body.portfolio.map((h) => ({ name: h.name, value: centsToDollars(h.value) }));
      return simulatePortfolio({ portfolio, seed: body.seed ?? seedFromInput(userId, portfolio) });
    }),
  );

  router.post(
    '/ai-coach/timeline-simulation',
    access.member,
    handle({ body: timelineRequestSchema }, ({ body }, req): TimelineReply => {
      const userId = bodyUserId(ctx, req, body.userId);
      const coach = loadCoachContext(ctx.db, userId, ctx.clock.now());
      return simulateTimeline({
        currentAge: body.currentAge,
        targetAge: body.targetAge ?? TIMELINE_DEFAULT_TARGET_AGE,
        startingNetWorth: netWorthOf(ctx, userId),
        annualIncome: coach.monthlyIncome * 12,
        annualSavings: annualSavingsOf(coach),
        annualReturn: TIMELINE_DEFAULTS.annualReturn,
        inflation: TIMELINE_DEFAULTS.inflation,
        // The contract parsed each amount to exact cents; the projection works in dollars.
        decisions: body.decisions.map((d) => ({ ...d, amount: centsToDollars(d.amount) })),
      });
    }),
  );

  return router;
}
