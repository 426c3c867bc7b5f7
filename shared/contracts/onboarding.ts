import { z } from 'zod';
import { MAX_MONTHLY_INCOME } from '../constants';
import { dollarAmount } from './money';

export const PRIMARY_GOALS = ['subscriptions', 'emergency', 'debt', 'home', 'retirement'] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];

export const ONBOARDING_AGE_MIN = 18;
export const ONBOARDING_AGE_MAX = 100;
export const ONBOARDING_DEFAULT_AGE = 25;
export const ONBOARDING_DEFAULT_SUBSCRIPTION_COUNT = 5;
/** "Hidden subscriptions" shown on the last step: the user's estimate plus this many. */
export const HIDDEN_SUBSCRIPTIONS_EXTRA = 2;
export const ONBOARDING_STEPS = ['welcome', 'about-you', 'your-goals', 'get-started'] as const;

/** Dollars in the body (0 allowed), parsed to integer cents. */
const money = (label: string) => dollarAmount({ label, allowZero: true, max: MAX_MONTHLY_INCOME });

/** POST /api/user/onboarding (docs/product.md "Onboarding"). */
export const onboardingRequestSchema = z
  .object({
    personalInfo: z
      .object({
        name: z.string().trim().min(1, 'name is required').max(100),
        age: z.number().int().min(ONBOARDING_AGE_MIN).max(ONBOARDING_AGE_MAX).default(ONBOARDING_DEFAULT_AGE),
        monthlyIncome: money('monthlyIncome').default(0),
      })
      .strict(),
    goals: z
      .object({
        primaryGoal: z.enum(PRIMARY_GOALS),
        targetAmount: money('targetAmount').optional(),
      })
      .strict(),
    subscriptions: z
      .object({
        estimatedCount: z.number().int().min(0).max(500).default(ONBOARDING_DEFAULT_SUBSCRIPTION_COUNT),
        monthlyCost: money('monthlyCost').default(0),
      })
      .strict(),
  })
  .strict();
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const onboardingResponseSchema = z.object({ ok: z.literal(true), onboardedAt: z.number() });
