/**
 * The checkout's fixed sentences, in one place. The spec fixes Payment Failed (with the provider's
 * message) and Payment System Not Configured / Please contact support to enable payments.
 * (docs/product.md "Checkout"); docs/product.md "Plan catalogue" asks the demo provider to say that
 * it is one.
 */
import type { ToastInput } from '@/components/ui/use-toast';

export const CHECKOUT_TEXT = {
  notConfiguredTitle: 'Payment System Not Configured',
  notConfiguredDescription: 'Please contact support to enable payments.',
  demoLabel: 'Demo payment — no real card is charged',
  intentUnavailable: 'Payments are unavailable right now.',
  processing: 'Processing...',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedFallback: 'Your payment could not be completed. Please try again.',
} as const;

export function paymentFailedToast(message: string | undefined): ToastInput {
  return {
    title: CHECKOUT_TEXT.paymentFailedTitle,
    description: message && message.trim() !== '' ? message : CHECKOUT_TEXT.paymentFailedFallback,
    variant: 'destructive',
  };
}
