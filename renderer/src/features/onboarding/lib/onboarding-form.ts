/**
 * The onboarding form's rules (docs/product.md "Onboarding") as pure functions: the inputs are
 * text, and these turn them into the answers POST /api/user/onboarding takes.
 */
import { MAX_MONTHLY_INCOME } from '../../../../../shared/constants';
import { parseDecimal } from '@/lib/parse-number';
import {
  HIDDEN_SUBSCRIPTIONS_EXTRA,
  ONBOARDING_AGE_MAX,
  ONBOARDING_AGE_MIN,
  ONBOARDING_DEFAULT_AGE,
  ONBOARDING_DEFAULT_SUBSCRIPTION_COUNT,
  ONBOARDING_STEPS,
  type OnboardingRequest,
  type PrimaryGoal,
} from '../../../../../shared/contracts/onboarding';

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

/** Largest subscription count the contract accepts. */
export const MAX_SUBSCRIPTION_COUNT = 500;
/** The contract's name limit; the input stops there. */
export const NAME_MAX_LENGTH = 100;

/** What the inputs hold: text, exactly as typed. */
export interface OnboardingForm {
  name: string;
  age: string;
  monthlyIncome: string;
  primaryGoal: PrimaryGoal | null;
  targetAmount: string;
  estimatedCount: string;
  monthlyCost: string;
}

export const INITIAL_ONBOARDING_FORM: OnboardingForm = {
  name: '',
  age: String(ONBOARDING_DEFAULT_AGE),
  monthlyIncome: '',
  primaryGoal: null,
  targetAmount: '',
  estimatedCount: String(ONBOARDING_DEFAULT_SUBSCRIPTION_COUNT),
  monthlyCost: '',
};

/** A number as typed (see parseDecimal). */
export const parseNumber = parseDecimal;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Age: 25 when not a number; otherwise a whole number of years held within 18..100. */
export function parseAge(text: string): number {
  const value = parseNumber(text);
  if (value === null) return ONBOARDING_DEFAULT_AGE;
  return clamp(Math.round(value), ONBOARDING_AGE_MIN, ONBOARDING_AGE_MAX);
}

/** Money (monthly income, monthly cost): 0 when not a number or below 0; at most the contract's cap. */
export function parseMoneyOrZero(text: string): number {
  const value = parseNumber(text);
  if (value === null || value < 0) return 0;
  return Math.min(value, MAX_MONTHLY_INCOME);
}

/** Target amount: optional, so blank or not a number means "not given" rather than 0. */
export function parseTargetAmount(text: string): number | undefined {
  const value = parseNumber(text);
  if (value === null || value < 0) return undefined;
  return Math.min(value, MAX_MONTHLY_INCOME);
}

/** Estimated subscriptions: 5 when not a number; otherwise a whole count within 0..500. */
export function parseSubscriptionCount(text: string): number {
  const value = parseNumber(text);
  if (value === null) return ONBOARDING_DEFAULT_SUBSCRIPTION_COUNT;
  return clamp(Math.round(value), 0, MAX_SUBSCRIPTION_COUNT);
}

/** "Hidden subscriptions" on the last step: the user's estimate plus two (docs/product.md "Onboarding"). */
export function hiddenSubscriptions(form: Pick<OnboardingForm, 'estimatedCount'>): number {
  return parseSubscriptionCount(form.estimatedCount) + HIDDEN_SUBSCRIPTIONS_EXTRA;
}

/** The Target Amount input shows unless the goal is "subscriptions" (docs/product.md "Onboarding"). */
export function showsTargetAmount(goal: PrimaryGoal | null): boolean {
  return goal !== 'subscriptions';
}

export const LAST_STEP_INDEX = ONBOARDING_STEPS.length - 1;

/** Forward one step at a time, never past the last (docs/product.md "Onboarding"). */
export function nextStepIndex(index: number): number {
  return Math.min(index + 1, LAST_STEP_INDEX);
}

/** Back one step, never before the first. */
export function previousStepIndex(index: number): number {
  return Math.max(index - 1, 0);
}

/** Percent of the bar filled on step `index` (0-based): 25, 50, 75, 100. */
export function progressPercent(index: number): number {
  return ((index + 1) / ONBOARDING_STEPS.length) * 100;
}

/** Continue on About You waits for a name; the other steps always allow it. */
export function canContinue(step: OnboardingStepId, form: Pick<OnboardingForm, 'name'>): boolean {
  return step === 'about-you' ? form.name.trim().length > 0 : true;
}

/** Complete Setup waits for a primary goal (and, as the contract requires, a name). */
export function canComplete(form: Pick<OnboardingForm, 'name' | 'primaryGoal'>): boolean {
  return form.primaryGoal !== null && form.name.trim().length > 0;
}

/** The request body, or null while the form cannot be completed. */
export function buildOnboardingRequest(form: OnboardingForm): OnboardingRequest | null {
  if (!canComplete(form) || form.primaryGoal === null) return null;
  const targetAmount = showsTargetAmount(form.primaryGoal) ? parseTargetAmount(form.targetAmount) : undefined;
  return {
    personalInfo: {
      name: form.name.trim().slice(0, NAME_MAX_LENGTH),
      age: parseAge(form.age),
      monthlyIncome: parseMoneyOrZero(form.monthlyIncome),
    },
    goals: targetAmount === undefined ? { primaryGoal: form.primaryGoal } : { primaryGoal: form.primaryGoal, targetAmount },
    subscriptions: {
      estimatedCount: parseSubscriptionCount(form.estimatedCount),
      monthlyCost: parseMoneyOrZero(form.monthlyCost),
    },
  };
}

/** A note under the age field when what is saved differs from what was typed; null otherwise. */
export function ageNotice(text: string): string | null {
  if (text.trim() === '') return null;
  const typed = parseNumber(text);
  const saved = parseAge(text);
  if (typed === null) return `That is not a number, so we will use ${saved}.`;
  if (typed !== saved) return `Ages run from ${ONBOARDING_AGE_MIN} to ${ONBOARDING_AGE_MAX}, so we will use ${saved}.`;
  return null;
}

/** A note under a money field when the text will be saved as 0; null otherwise. */
export function moneyNotice(text: string): string | null {
  if (text.trim() === '') return null;
  const typed = parseNumber(text);
  if (typed === null) return 'That is not a number, so we will use $0.';
  if (typed < 0) return 'Amounts cannot be negative, so we will use $0.';
  return null;
}
