/** The popups' toasts (docs/product.md "Overlays": Special Offer Claimed; newsletter failure Error, Please try again.). */
import type { ToastInput } from '@/components/ui/use-toast';
import { EXIT_INTENT_OFFER } from './lib/popup-offers';

export const OVERLAY_TOASTS = {
  exitIntentClaimed: {
    title: 'Special Offer Claimed',
    description: `Your code ${EXIT_INTENT_OFFER.code} takes ${EXIT_INTENT_OFFER.percentOff}% off your first month. It is applied on the pricing page.`,
  },
  trialClaimed: {
    title: 'Special Offer Claimed',
    description: 'You are on the list. Start your free scan now.',
  },
  newsletterFailed: { title: 'Error', description: 'Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;
