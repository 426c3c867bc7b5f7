/** Every toast of the beta page. Titles and texts of success and failure are the spec's (docs/product.md "Beta"). */
import type { ToastInput } from '@/components/ui/use-toast';

export const BETA_TOASTS = {
  welcome: {
    title: 'Welcome to the Beta!',
    description: 'Check your email for exclusive access and a 50% lifetime discount code.',
  },
  alreadySignedUp: {
    title: "You're already on the list",
    description: 'This email has already joined the beta, so there is nothing more to do.',
  },
} as const satisfies Record<string, ToastInput>;

export function signupFailedToast(message: string): ToastInput {
  return { title: 'Signup Failed', description: message, variant: 'destructive' };
}
