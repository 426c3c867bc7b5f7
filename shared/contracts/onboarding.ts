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

/**
 * The onboarding "Your name" answer is the user's whole name, stored as typed: its first word is the
 * first name (the dashboard's greeting, "Alex R." on leaderboards) and the rest, spaces kept, the last
 * name; a one-word name has no last name, so no earlier placeholder ("Demo User") is left behind
 * (docs/product.md "Onboarding").
 */
export function splitFullName(name: string): { firstName: string; lastName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: null };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** First and last name as one line ("Alex Rivera"), what the onboarding name field starts from. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
}

export const onboardingResponseSchema = z.object({ ok: z.literal(true), onboardedAt: z.number() });
