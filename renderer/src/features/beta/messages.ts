/**
 * Every toast of the beta page (docs/product.md "Beta"). The titles are the spec's; the welcome text
 * says what really happens: the signup is stored and nothing is e-mailed (the app sends no e-mail).
 */
import type { ToastInput } from '@/components/ui/use-toast';

export const BETA_TOASTS = {
  welcome: {
    title: 'Welcome to the Beta!',
    description: 'Your spot is saved under this email address. No email will follow: this app does not send email.',
  },
  alreadySignedUp: {
    title: "You're already on the list",
    description: 'This email has already joined the beta, so there is nothing more to do.',
  },
} as const satisfies Record<string, ToastInput>;

export function signupFailedToast(message: string): ToastInput {
  return { title: 'Signup Failed', description: message, variant: 'destructive' };
}
