import { referralsLabel } from '@/lib/referral-format';

/** The line under the Next Reward stat: how many friends are still missing, or that all are reached. */
export function nextRewardHint(next: { remaining: number } | null): string {
  if (!next) return 'Every reward tier reached';
  return `${referralsLabel(next.remaining)} to go`;
}
