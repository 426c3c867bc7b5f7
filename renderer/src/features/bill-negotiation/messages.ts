/** The toasts of /bills (docs/product.md "Bills" fixes the failure's wording). */
import type { ToastInput } from '@/components/ui/use-toast';

/** The internal message logged with the failure (docs/product.md "Bills"). */
export const SUBMISSION_FAILED = 'Submission failed';

export const BILL_TOASTS = {
  submitFailed: {
    title: 'Submission Error',
    description: 'Please try again or contact support if the issue persists.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
