/** The toasts of /referral (spec growth section 8 fixes "Copied!"; the rest is ours). */
import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import type { ToastInput } from '@/components/ui/use-toast';

export const REFERRAL_TOASTS = {
  copied: {
    title: 'Copied!',
    description: `Your referral link is on the clipboard. Each friend who creates an account with it earns you $${REFERRAL_REWARD_DOLLARS}.`,
    variant: 'default',
  },
  copyFailed: {
    title: 'Copy Failed',
    description: 'Your browser did not allow copying. The link is selected: press Ctrl+C (or ⌘C) to copy it.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
