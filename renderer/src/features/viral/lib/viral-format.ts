import type { ReferralTier } from '../../../../../shared/contracts/referral';

export interface NextReward {
  referrals: number;
  reward: string;
  remaining: number;
}

export interface RewardProgress {
  /** Referrals counted toward the next tier (the server's count, read back from `remaining`). */
  current: number;
  /** The next tier's threshold; the last tier's once every tier is reached. */
  target: number;
  /** 0-100 for the progress bar, whole numbers. */
  percent: number;
}

/**
 * Progress to the next reward: referrals so far out of the next tier's threshold (1 of 3 is 33%).
 * With every tier reached the bar is full. Derived from the server's `remaining`, so the bar and
 * the "N to go" line can never disagree.
 */
export function rewardProgress(next: NextReward | null, tiers: readonly ReferralTier[], totalReferrals: number): RewardProgress {
  if (!next) {
    const last = tiers.at(-1)?.referrals ?? totalReferrals;
    return { current: totalReferrals, target: last, percent: 100 };
  }
  const target = Math.max(0, next.referrals);
  const current = Math.min(target, Math.max(0, target - next.remaining));
  const percent = target === 0 ? 0 : Math.round((current / target) * 100);
  return { current, target, percent };
}

/** "#3", or "Unranked" before the first referral (the server ranks only people with one). */
export function formatRank(rank: number | null): string {
  return rank === null ? 'Unranked' : `#${rank.toLocaleString('en-US')}`;
}
