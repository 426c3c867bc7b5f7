/**
 * The toasts of /viral. The spec's share toast promises SHARE_BONUS_POINTS bonus points, but the
 * server awards no points for sharing, so the toast says only what is true ("Copied!" and what the
 * link earns, REFERRAL_REWARD_DOLLARS per friend who joins).
 */
import { REFERRAL_REWARD_DOLLARS } from '../../../../shared/contracts/referral';
import { MANUAL_COPY_TOAST } from '@/components/copy-link-field';
import type { ToastInput } from '@/components/ui/use-toast';

export const VIRAL_TOASTS = {
  copied: {
    title: 'Copied!',
    description: `Your referral link is on the clipboard. You earn $${REFERRAL_REWARD_DOLLARS} for every friend who creates an account with it.`,
    variant: 'default',
  },
  copyFailed: MANUAL_COPY_TOAST,
} as const satisfies Record<string, ToastInput>;
