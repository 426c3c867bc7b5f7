import type { ToastInput } from '@/components/ui/use-toast';

/** The mobile banking screen's toast texts (docs/product.md "Banking"), defined once. */
export const MOBILE_TOASTS = {
  bankConnected: {
    title: 'Bank Account Connected',
    description: 'Your new accounts appear in a moment.',
    variant: 'default',
  },
  connectionFailed: {
    title: 'Connection Failed',
    description: 'Unable to connect bank account. Please try again.',
    variant: 'destructive',
  },
  /** Plaid is configured, but Link could not open (offline) or failed: say so, connect nothing. */
  plaidUnavailable: {
    title: 'Plaid Link is not available',
    description: 'Nothing was connected: Plaid Link could not open. Import a CSV, OFX, QFX or QIF export from your bank instead.',
    variant: 'default',
  },
  contributionProcessed: {
    title: 'Contribution Processed',
    variant: 'default',
  },
  paymentFailed: {
    title: 'Payment Failed',
    description: 'Unable to process payment. Please try again.',
    variant: 'destructive',
  },
  transferDone: {
    title: 'Money moved',
    variant: 'default',
  },
  transferFailed: {
    title: 'Transfer Failed',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export const EMPTY_ACCOUNTS_MESSAGE = 'No bank accounts yet — connect a bank or import a file';
