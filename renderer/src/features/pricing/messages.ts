/**
 * Every toast of /pricing in one place. The spec fixes "Subscription Failed / Unable to start
 * subscription. Please try again." (docs/product.md "Pricing") and "Link copied!"; the others are
 * ours.
 */
import type { ToastInput } from '@/components/ui/use-toast';

export const PRICING_TOASTS = {
  subscriptionFailed: {
    title: 'Subscription Failed',
    description: 'Unable to start subscription. Please try again.',
    variant: 'destructive',
  },
  signInRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to start a subscription',
    variant: 'destructive',
  },
  linkCopied: { title: 'Link copied!', variant: 'default' },
  copyFailed: {
    title: 'Copy Failed',
    description: 'Your browser did not allow copying. Select the address bar and copy the link from there.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
