import { describe, expect, it } from 'vitest';
import { VIRAL_PAGE_TIERS, tiersFor } from '../../../../../shared/contracts/referral';
import { formatRank, rewardProgress } from './viral-format';

describe('rewardProgress', () => {
  it('counts toward the next tier threshold', () => {
    const { nextReward, tiers } = tiersFor(VIRAL_PAGE_TIERS, 1);
    expect(rewardProgress(nextReward, tiers, 1)).toEqual({ current: 1, target: 3, percent: 33 });
  });
  it('starts empty with no referrals', () => {
    const { nextReward, tiers } = tiersFor(VIRAL_PAGE_TIERS, 0);
    expect(rewardProgress(nextReward, tiers, 0)).toEqual({ current: 0, target: 3, percent: 0 });
  });
  it('moves on to the following tier once one is reached', () => {
    const { nextReward, tiers } = tiersFor(VIRAL_PAGE_TIERS, 3);
    expect(rewardProgress(nextReward, tiers, 3)).toEqual({ current: 3, target: 5, percent: 60 });
  });
  it('is full once every tier is reached', () => {
    const { nextReward, tiers } = tiersFor(VIRAL_PAGE_TIERS, 80);
    expect(nextReward).toBeNull();
    expect(rewardProgress(nextReward, tiers, 80)).toEqual({ current: 80, target: 50, percent: 100 });
  });
  it('stays within 0-100 whatever the answer says', () => {
    expect(rewardProgress({ referrals: 3, reward: 'x', remaining: 9 }, [], 0).percent).toBe(0);
    expect(rewardProgress({ referrals: 0, reward: 'x', remaining: 0 }, [], 0).percent).toBe(0);
  });
});

describe('formatting', () => {
  it('shows the rank, or Unranked without one', () => {
    expect(formatRank(1)).toBe('#1');
    expect(formatRank(1234)).toBe('#1,234');
    expect(formatRank(null)).toBe('Unranked');
  });
});
