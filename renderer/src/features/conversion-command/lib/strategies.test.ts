import { describe, expect, it } from 'vitest';
import { STRATEGY_START, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { STRATEGIES, STRATEGY_IDS, biggestDropoff, isRunning, strategyStatus } from './strategies';

const state = (items: [string, string, string][]): CampaignStateResponse => ({
  items: items.map(([kind, itemId, status]) => ({ kind: kind as 'strategy', itemId, status, updatedAt: 1 })),
});

describe('STRATEGIES', () => {
  it('describes exactly the contract strategies', () => {
    expect(Object.keys(STRATEGIES).sort()).toEqual(Object.keys(STRATEGY_START).sort());
    expect(STRATEGY_IDS).toEqual(Object.keys(STRATEGY_START));
  });
});

describe('strategyStatus', () => {
  it('starts at the contract status: active, recommended or ready', () => {
    for (const id of STRATEGY_IDS) expect(strategyStatus(undefined, id)).toBe(STRATEGY_START[id]);
    expect(strategyStatus(state([]), 'urgency-countdown')).toBe('recommended');
  });

  it('reads running from the server for that strategy only', () => {
    const s = state([
      ['strategy', 'referral-boost', 'running'],
      ['post_template', 'annual-discount', 'running'],
    ]);
    expect(strategyStatus(s, 'referral-boost')).toBe('running');
    expect(isRunning(strategyStatus(s, 'referral-boost'))).toBe(true);
    expect(strategyStatus(s, 'annual-discount')).toBe('ready');
    expect(isRunning(strategyStatus(s, 'social-proof'))).toBe(false);
  });
});

describe('biggestDropoff', () => {
  const point = (stage: number, lost: number, dropoffRate: number) => ({
    stage,
    from: 'Visitors' as const,
    to: 'Pricing views' as const,
    lost,
    dropoffRate,
  });

  it('picks the step with the highest drop-off rate', () => {
    expect(biggestDropoff({ dropoffPoints: [point(1, 50, 50), point(2, 40, 80), point(3, 5, 50)] })?.stage).toBe(2);
  });

  it('is null when no step lost anyone', () => {
    expect(biggestDropoff({ dropoffPoints: [point(1, 0, 0), point(2, 0, 0), point(3, 0, 0)] })).toBeNull();
  });
});
