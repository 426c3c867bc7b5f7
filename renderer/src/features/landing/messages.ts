import type { ToastInput } from '@/components/ui/use-toast';

/** The landing page's toast texts (docs/product.md "Allocation calculator"), defined once. */
export const LANDING_TOASTS = {
  invalidIncome: {
    title: 'Invalid Income',
    description: 'Please enter a valid income amount.',
    variant: 'destructive',
  },
  calculationError: {
    title: 'Calculation Error',
    description: 'Failed to calculate budget allocation. Please try again.',
    variant: 'destructive',
  },
  calculateFirst: {
    title: 'Calculate Budget First',
    description: 'Please calculate your budget allocation before activating smart banking.',
    variant: 'destructive',
  },
  comingSoon: {
    title: 'Coming Soon',
    description:
      'Banking API integrations are coming soon. This is an MVP foundation: secure vaults and spending locks will protect your future.',
    variant: 'default',
  },
} as const satisfies Record<string, ToastInput>;
