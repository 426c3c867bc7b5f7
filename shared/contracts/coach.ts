import { z } from 'zod';
import { dollarAmount } from './money';

/**
 * The AI financial coach (docs/product.md "AI coach"). Underneath the labels
 * are documented methods: intent rules over the user's own numbers, a seeded Monte Carlo simulation and
 * a compound-growth projection. Every reply names the method that produced it.
 */

export const EMOTIONAL_STATES = ['stressed', 'confident', 'uncertain', 'excited'] as const;
export type EmotionalState = (typeof EMOTIONAL_STATES)[number];
export const DEFAULT_EMOTIONAL_STATE: EmotionalState = 'confident';

export const COACH_SESSION_TYPES = ['planning'] as const;

/** Simulated biometrics (docs/product.md "AI coach"): regenerated every 5 s within these ranges (inclusive). */
export const BIOMETRIC_TICK_MS = 5_000;
export const HEART_RATE_RANGE = { min: 60, max: 99 } as const;
export const STRESS_RANGE = { min: 20, max: 79 } as const;
/** Stress under this reads "Optimal / Good to invest", otherwise "Caution / Wait to calm down". */
export const STRESS_CAUTION_THRESHOLD = 50;
/** Voice listening stops once the transcript is longer than this (docs/product.md "AI coach"). */
export const VOICE_TRANSCRIPT_STOP_LENGTH = 50;

export const COACH_TRANSCRIPT_MAX = 2000;

/** POST /api/ai-coach/voice */
export const voiceCoachRequestSchema = z
  .object({
    transcript: z.string().trim().min(1, 'transcript must not be empty').max(COACH_TRANSCRIPT_MAX),
    emotionalState: z.enum(EMOTIONAL_STATES).default(DEFAULT_EMOTIONAL_STATE),
    sessionType: z.enum(COACH_SESSION_TYPES).default('planning'),
  })
  .strict();
export type VoiceCoachRequest = z.input<typeof voiceCoachRequestSchema>;

export const COACH_INTENTS = ['budget', 'save', 'debt', 'invest', 'subscriptions', 'credit', 'emergency', 'general'] as const;
export type CoachIntent = (typeof COACH_INTENTS)[number];

export const voiceCoachReplySchema = z.object({
  advice: z.string(),
  actionPlan: z.array(z.string()),
  emotionalSupport: z.string(),
  intent: z.enum(COACH_INTENTS),
  /** e.g. "Rules over your own numbers (no language model)". */
  method: z.string(),
});
export type VoiceCoachReply = z.infer<typeof voiceCoachReplySchema>;

export const PORTFOLIO_MAX_ITEMS = 50;
export const PORTFOLIO_MAX_VALUE = 1e10;

/** POST /api/ai-coach/quantum-predictions */
export const quantumRequestSchema = z
  .object({
    userId: z.string().uuid(),
    portfolio: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, 'each holding needs a name').max(80),
            /** Dollars, parsed to integer cents. */
            value: dollarAmount({ label: 'value', max: PORTFOLIO_MAX_VALUE }),
          })
          .strict(),
      )
      .min(1, 'add at least one holding')
      .max(PORTFOLIO_MAX_ITEMS),
    /** Optional: the same seed gives the same answer. Without it the seed is derived from the input. */
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  })
  .strict();
export type QuantumRequest = z.input<typeof quantumRequestSchema>;

export const quantumReplySchema = z.object({
  marketTrends: z.array(
    z.object({
      asset: z.string(),
      /** The asset class the name was read as, e.g. "US stocks". */
      assetClass: z.string(),
      direction: z.enum(['up', 'down']),
      /** Probability (0-1) of the direction shown, over the horizon. */
      probability: z.number().min(0).max(1),
    }),
  ),
  personalImpact: z.string(),
  /** 0-100. */
  confidenceScore: z.number().min(0).max(100),
  method: z.string(),
  seed: z.number().int(),
  paths: z.number().int(),
  horizonYears: z.number(),
  /** Whole-portfolio value after the horizon, dollars: 5th percentile, median, 95th percentile. */
  projection: z.object({ startValue: z.number(), p5: z.number(), median: z.number(), p95: z.number() }),
});
export type QuantumReply = z.infer<typeof quantumReplySchema>;

export const TIMELINE_MAX_DECISIONS = 20;
export const TIMELINE_MIN_AGE = 16;
export const TIMELINE_MAX_AGE = 100;
/** Projection end when the request does not name one. */
export const TIMELINE_DEFAULT_TARGET_AGE = 67;
/** Largest amount one decision may add or cost, in dollars. */
export const TIMELINE_DECISION_MAX_AMOUNT = 1_000_000_000;

/** POST /api/ai-coach/timeline-simulation. amount: dollars (parsed to integer cents), positive adds to net worth, negative costs. */
export const timelineRequestSchema = z
  .object({
    userId: z.string().uuid(),
    currentAge: z.number().int().min(TIMELINE_MIN_AGE).max(TIMELINE_MAX_AGE - 1),
    targetAge: z.number().int().min(TIMELINE_MIN_AGE + 1).max(TIMELINE_MAX_AGE).optional(),
    decisions: z
      .array(
        z
          .object({
            age: z.number().int().min(TIMELINE_MIN_AGE).max(TIMELINE_MAX_AGE),
            decision: z.string().trim().min(1, 'describe the decision').max(120),
            amount: dollarAmount({ signed: true, allowZero: true, max: TIMELINE_DECISION_MAX_AMOUNT }),
          })
          .strict(),
      )
      .max(TIMELINE_MAX_DECISIONS)
      .default([]),
  })
  .strict()
  .refine((r) => (r.targetAge ?? TIMELINE_DEFAULT_TARGET_AGE) > r.currentAge, {
    message: 'targetAge must be after currentAge',
    path: ['targetAge'],
  })
  .refine((r) => r.decisions.every((d) => d.age >= r.currentAge && d.age <= (r.targetAge ?? TIMELINE_DEFAULT_TARGET_AGE)), {
    message: 'every decision must fall between currentAge and targetAge',
    path: ['decisions'],
  });
export type TimelineRequest = z.input<typeof timelineRequestSchema>;

export const TIMELINE_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const;

export const timelineReplySchema = z.object({
  timeline: z.array(z.object({ age: z.number().int(), netWorth: z.number(), quality: z.enum(TIMELINE_QUALITIES) })),
  warnings: z.array(z.string()),
  bestPath: z.string(),
  /** What the projection assumed, from the user's data and documented defaults (dollars, rates 0-1). */
  assumptions: z.object({
    startingNetWorth: z.number(),
    annualIncome: z.number(),
    annualSavings: z.number(),
    annualReturn: z.number(),
    inflation: z.number(),
    targetAge: z.number().int(),
  }),
  method: z.string(),
});
export type TimelineReply = z.infer<typeof timelineReplySchema>;
