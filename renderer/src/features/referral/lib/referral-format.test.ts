import { describe, expect, it } from 'vitest';
import { nextRewardHint } from './referral-format';

describe('nextRewardHint', () => {
  it('says how far the next reward is, or that all are reached', () => {
    expect(nextRewardHint({ remaining: 2 })).toBe('2 referrals to go');
    expect(nextRewardHint({ remaining: 1 })).toBe('1 referral to go');
    expect(nextRewardHint(null)).toBe('Every reward tier reached');
  });
});
