/** The toasts of /bills (spec growth section 8 fixes the failure's wording). */
import type { ToastInput } from '@/components/ui/use-toast';

/** The internal message logged with the failure (spec growth section 8). */
export const SUBMISSION_FAILED = 'Submission failed';

export const BILL_TOASTS = {
  submitFailed: {
    title: 'Submission Error',
    description: 'Please try again or contact support if the issue persists.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
