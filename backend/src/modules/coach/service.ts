/**
 * The AI financial coach: the voice coach, the Monte Carlo "quantum predictions" and the "time
 * travel" projection, each over the caller's own data; and the same facts for the metaverse's
 * advisors.
 */
import type { z } from 'zod';
import { ALLOCATION_PERCENTAGES, BUDGET_MODES, type BudgetMode } from '../../../../shared/constants';
import {
  TIMELINE_DEFAULT_TARGET_AGE,
  type QuantumReply,
  type quantumRequestSchema,
  type TimelineReply,
  type timelineRequestSchema,
  type VoiceCoachReply,
  type voiceCoachRequestSchema,
} from '../../../../shared/contracts/coach';
import { centsToDollars } from '../../../../shared/money';
import type { AppContext } from '../../context';
import type { CoachProvider } from '../../providers/coach/coach-provider';
import type { CreditService } from '../credit/service';
import type { CoachContext } from './engine/voice-facts';
import { seedFromInput, simulatePortfolio } from './engine/monte-carlo';
import { simulateTimeline, TIMELINE_DEFAULTS } from './engine/timeline';
import { coachRepository } from './repository';

export type { CoachContext };

/** What the user saves a year: the latest budget's savings bucket, else the mode's share of income. */
function annualSavingsOf(coach: CoachContext): number {
  if (coach.savingsAllocation !== null) return coach.savingsAllocation * 12;
  const mode = (BUDGET_MODES as readonly string[]).includes(coach.budgetMode) ? (coach.budgetMode as BudgetMode) : 'ai-control';
  return (coach.monthlyIncome * ALLOCATION_PERCENTAGES[mode].savings * 12) / 100;
}

export function createCoachService(ctx: AppContext, deps: { provider: CoachProvider; credit: CreditService }) {
  const repo = coachRepository(ctx.db);

  /**
   * The user's numbers, as the coach and the advisors see them. The voice coach quotes the credit
   * score, so it asks for the current estimate; the others keep the stored starting score.
   */
  function facts(userId: string, options: { currentCreditScore?: boolean } = {}): CoachContext {
    const creditScore = options.currentCreditScore ? deps.credit.current(userId).currentScore : undefined;
    return repo.context(userId, ctx.clock.now(), creditScore);
  }

  return {
    facts,

    voice(userId: string, request: z.output<typeof voiceCoachRequestSchema>): Promise<VoiceCoachReply> {
      return deps.provider.reply(request, facts(userId, { currentCreditScore: true }));
    },

    quantumPredictions(userId: string, request: z.output<typeof quantumRequestSchema>): QuantumReply {
      // The contract parsed each value to exact cents; the simulation works in dollars.
      const portfolio = request.portfolio.map((h) => ({ name: h.name, value: centsToDollars(h.value) }));
      return simulatePortfolio({ portfolio, seed: request.seed ?? seedFromInput(userId, portfolio) });
    },

    timelineSimulation(userId: string, request: z.output<typeof timelineRequestSchema>): TimelineReply {
      const coach = repo.context(userId, ctx.clock.now());
      return simulateTimeline({
        currentAge: request.currentAge,
        targetAge: request.targetAge ?? TIMELINE_DEFAULT_TARGET_AGE,
        startingNetWorth: repo.netWorth(userId),
        annualIncome: coach.monthlyIncome * 12,
        annualSavings: annualSavingsOf(coach),
        annualReturn: TIMELINE_DEFAULTS.annualReturn,
        inflation: TIMELINE_DEFAULTS.inflation,
        // The contract parsed each amount to exact cents; the projection works in dollars.
        decisions: request.decisions.map((d) => ({ ...d, amount: centsToDollars(d.amount) })),
      });
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
