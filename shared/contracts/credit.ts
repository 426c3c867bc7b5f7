import { z } from 'zod';
import { CREDIT_PROJECTION_MONTHS, CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '../constants';

/**
 * The credit score monitor (docs/product.md "Credit score monitor").
 * No bureau is reachable: the score is an estimate from the user's own data, and every answer says so.
 */

/** FICO's published weights, in percent; they sum to 100. */
export const CREDIT_FACTOR_WEIGHTS = {
  paymentHistory: 35,
  amountsOwed: 30,
  lengthOfHistory: 15,
  newCredit: 10,
  creditMix: 10,
} as const;
export type CreditFactorKey = keyof typeof CREDIT_FACTOR_WEIGHTS;
export const CREDIT_FACTOR_KEYS = Object.keys(CREDIT_FACTOR_WEIGHTS) as CreditFactorKey[];

export const CREDIT_FACTOR_NAMES: Record<CreditFactorKey, string> = {
  paymentHistory: 'Payment History',
  amountsOwed: 'Credit Utilization',
  lengthOfHistory: 'Length of Credit History',
  newCredit: 'New Credit',
  creditMix: 'Credit Mix',
};

/** Grade bands (docs/product.md "Credit score monitor": 800+, 740+, 670+, 580+, below). Highest first. */
export const CREDIT_BANDS = [
  { min: 800, grade: 'Exceptional' },
  { min: 740, grade: 'Very Good' },
  { min: 670, grade: 'Good' },
  { min: 580, grade: 'Fair' },
  { min: CREDIT_SCORE_MIN, grade: 'Poor' },
] as const;
export type CreditGrade = (typeof CREDIT_BANDS)[number]['grade'];

export function creditGrade(score: number): CreditGrade {
  return CREDIT_BANDS.find((b) => score >= b.min)?.grade ?? 'Poor';
}

/** Utilisation above this share of the credit limits raises a warning alert (docs/product.md "Credit score monitor"). */
export const CREDIT_UTILIZATION_ALERT = 0.3;
/** How many history entries the page shows (docs/product.md "Credit score monitor"). */
export const CREDIT_HISTORY_DISPLAY = 12;
// Declared with the other constants (no zod there: a screen that shows it need not load zod first).
export { CREDIT_PROJECTION_MONTHS };

/** One part of the projection: what changes by the horizon, and the points it moves the score. */
export const creditProjectionStepSchema = z.object({
  factor: z.enum(CREDIT_FACTOR_KEYS as [CreditFactorKey, ...CreditFactorKey[]]),
  text: z.string(),
  /** Whole points; the steps add up to projectedScore - currentScore exactly. */
  points: z.number().int(),
});
export type CreditProjectionStep = z.infer<typeof creditProjectionStepSchema>;

export const creditFactorSchema = z.object({
  key: z.enum(CREDIT_FACTOR_KEYS as [CreditFactorKey, ...CreditFactorKey[]]),
  name: z.string(),
  description: z.string(),
  /** Percent, FICO's published weight. */
  weight: z.number(),
  impact: z.enum(['high', 'medium', 'low']),
  status: z.enum(['positive', 'negative', 'neutral']),
});
export type CreditFactor = z.infer<typeof creditFactorSchema>;

/** GET /api/credit-score/{userId} */
export const creditScoreSchema = z.object({
  currentScore: z.number().int().min(CREDIT_SCORE_MIN).max(CREDIT_SCORE_MAX),
  grade: z.string(),
  scoreRange: z.object({ min: z.number(), max: z.number() }),
  projectedScore: z.number().int().min(CREDIT_SCORE_MIN).max(CREDIT_SCORE_MAX),
  projectionTimeframe: z.string(),
  /** CREDIT_PROJECTION_MONTHS: the projection's horizon as a number. */
  projectionMonths: z.number().int().positive(),
  /** What makes up the projection; recommendations whose effect comes later say when. */
  projectionSteps: z.array(creditProjectionStepSchema),
  factors: z.array(creditFactorSchema),
  recommendations: z.array(z.string()),
  /** Always true: there is no bureau behind this number. */
  estimated: z.literal(true),
  /** One sentence naming the model, shown on the page. */
  method: z.string(),
  calculatedAt: z.number(),
});
export type CreditScore = z.infer<typeof creditScoreSchema>;

/** GET /api/credit-score/{userId}/history: newest first. */
export const creditHistoryEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  score: z.number().int(),
  change: z.number().int(),
  event: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;
export const creditHistorySchema = z.array(creditHistoryEntrySchema);

/** GET /api/credit-score/{userId}/alerts: newest first. */
export const creditAlertSchema = z.object({
  id: z.string(),
  type: z.enum(['positive', 'warning', 'other']),
  title: z.string(),
  message: z.string(),
  date: z.string(),
});
export type CreditAlert = z.infer<typeof creditAlertSchema>;
export const creditAlertsSchema = z.array(creditAlertSchema);
