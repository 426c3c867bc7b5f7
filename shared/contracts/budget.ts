import { z } from 'zod';
import {
  BUDGET_MODES,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  MAX_MONTHLY_INCOME,
} from '../constants';
import { dollarAmount } from './money';

export const budgetModeSchema = z.enum(BUDGET_MODES);

/** POST /api/budget/calculate. Income is monthly, in dollars; strictly a JSON number, parsed to integer cents. */
export const budgetCalculateRequestSchema = z
  .object({
    income: dollarAmount({ label: 'income', max: MAX_MONTHLY_INCOME }),
    mode: budgetModeSchema,
    currentScore: z.number().int().min(CREDIT_SCORE_MIN).max(CREDIT_SCORE_MAX).optional(),
  })
  .strict();
export type BudgetCalculateRequest = z.input<typeof budgetCalculateRequestSchema>;

const wholeDollars = z.number().int().nonnegative();

export const allocationsSchema = z.object({
  bills: wholeDollars,
  debt: wholeDollars,
  savings: wholeDollars,
  spending: wholeDollars,
  flexFund: wholeDollars,
});
export type Allocations = z.infer<typeof allocationsSchema>;

export const budgetCalculateResponseSchema = z.object({
  /** Always null: the calculator answers and stores nothing for anyone (docs/product.md "Budgets"). */
  id: z.string().nullable(),
  income: wholeDollars,
  mode: budgetModeSchema,
  allocations: allocationsSchema,
  aiTip: z.string(),
  currentScore: z.number().int(),
  /**
   * currentScore plus the mode's illustrative gain (CREDIT_PROJECTION_GAIN): the mode's effect for
   * the allocation calculator, not the credit monitor's projection (that one is on /dashboard and
   * /credit-score).
   */
  creditProjection: z.number().int(),
  /** Which method produced the tip, shown on screen (docs/product.md "Real data, honest labels"). */
  method: z.string(),
});
export type BudgetCalculateResponse = z.infer<typeof budgetCalculateResponseSchema>;
