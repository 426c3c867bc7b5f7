/** The toasts of /referral (docs/product.md "Referrals" fixes "Copied!"; the rest is ours). */
import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { MANUAL_COPY_TOAST } from '@/components/copy-link-field';
import type { ToastInput } from '@/components/ui/use-toast';

export const REFERRAL_TOASTS = {
  copied: {
    title: 'Copied!',
    description: `Your referral link is on the clipboard. Each friend who creates an account with it earns you $${REFERRAL_REWARD_DOLLARS}.`,
    variant: 'default',
  },
  copyFailed: MANUAL_COPY_TOAST,
} as const satisfies Record<string, ToastInput>;
