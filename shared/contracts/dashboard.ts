import { z } from 'zod';
import { MAX_MONTHLY_INCOME } from '../constants';
import { allocationsSchema, budgetModeSchema } from './budget';
import { dollarAmount } from './money';
import { PRIMARY_GOALS } from './onboarding';

/** PUT /api/user/budget-settings (docs/product.md "Budgets"). income: dollars, parsed to integer cents; 0 is allowed. */
export const budgetSettingsRequestSchema = z
  .object({
    income: dollarAmount({ label: 'income', allowZero: true, max: MAX_MONTHLY_INCOME }),
    mode: budgetModeSchema,
  })
  .strict();
export type BudgetSettingsRequest = z.input<typeof budgetSettingsRequestSchema>;

export const insightSchema = z.object({
  id: z.string(),
  insight: z.string(),
  category: z.string(),
  /** 0..1 */
  confidence: z.number().min(0).max(1),
  createdAt: z.number(),
});
export type Insight = z.infer<typeof insightSchema>;

export const savingsMonthSchema = z.object({
  month: z.string(),
  monthlyTarget: z.number(),
  actualSaved: z.number(),
  subscriptionsCancelled: z.number().int(),
});

/** GET /api/dashboard: the signed-in user's home, all from the database. Dollars, not cents. */
export const dashboardResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    income: z.number(),
    mode: budgetModeSchema,
    creditScore: z.number().int(),
    onboarded: z.boolean(),
    primaryGoal: z.enum(PRIMARY_GOALS).nullable(),
    targetAmount: z.number().nullable(),
    /** ISO 4217: the currency of every amount on the dashboard (income, plan, savings), as the screen writes them. */
    homeCurrency: z.string(),
  }),
  allocation: z
    .object({
      income: z.number(),
      mode: budgetModeSchema,
      allocations: allocationsSchema,
      aiTip: z.string(),
      currentScore: z.number().int(),
      /** The credit module's projection, CREDIT_PROJECTION_MONTHS ahead: /credit-score's projectedScore. */
      creditProjection: z.number().int(),
      createdAt: z.number(),
    })
    .nullable(),
  insights: z.array(insightSchema),
  insightsMethod: z.string(),
  savings: z.object({
    monthlyTarget: z.number(),
    actualSaved: z.number(),
    subscriptionsCancelled: z.number().int(),
    totalSavedAllTime: z.number(),
    /** Oldest first, the last 12 months that have a row. */
    months: z.array(savingsMonthSchema),
  }),
  /** True while what the dashboard shows includes sample data (the screen shows a "Demo data" badge). */
  demoData: z.boolean(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
