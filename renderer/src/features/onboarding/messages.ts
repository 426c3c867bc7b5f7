import { CreditCard, House, SearchCheck, Sunset, Umbrella, type LucideIcon } from 'lucide-react';
import type { PrimaryGoal } from '../../../../shared/contracts/onboarding';
import type { OnboardingStepId } from './lib/onboarding-form';

/** The full-screen message while the answers are saved (docs/product.md "Onboarding"), exactly. */
export const SAVING_MESSAGE = 'Setting up your financial dashboard...';

export const STEP_TITLES: Record<OnboardingStepId, string> = {
  welcome: 'Welcome',
  'about-you': 'About You',
  'your-goals': 'Your Goals',
  'get-started': 'Get Started',
};

export const GOALS: Record<PrimaryGoal, { label: string; description: string; icon: LucideIcon }> = {
  subscriptions: {
    label: 'Find forgotten subscriptions',
    description: 'Spot recurring charges you no longer use and cancel them.',
    icon: SearchCheck,
  },
  emergency: {
    label: 'Build an emergency fund',
    description: 'Put a few months of expenses aside for the unexpected.',
    icon: Umbrella,
  },
  debt: { label: 'Pay off debt', description: 'Clear cards and loans faster and pay less interest.', icon: CreditCard },
  home: { label: 'Save for a home', description: 'Grow a deposit for the place you want to live.', icon: House },
  retirement: { label: 'Plan for retirement', description: 'Save steadily now for the years after work.', icon: Sunset },
};

/** Client-side analytics events the spec names (docs/product.md "Onboarding"). */
export const ONBOARDING_EVENTS = {
  stepCompleted: 'onboarding_step_completed',
  completed: 'onboarding_completed',
} as const;
