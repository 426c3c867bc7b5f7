import { describe, expect, it } from 'vitest';
import { ALLOCATION_KEYS, BUDGET_MODES, CREDIT_SCORE_MAX } from '../../../../shared/constants';
import { allocateIncome, chooseTip, projectCreditScore } from './service';

const noFacts = { activeSubscriptionCount: 0, activeSubscriptionMonthlyDollars: 0 };

describe('allocateIncome', () => {
  it('splits 4500 in ai-control mode 40/20/25/10/5', () => {
    expect(allocateIncome(4500, 'ai-control')).toEqual({
      bills: 1800,
      debt: 900,
      savings: 1125,
      spending: 450,
      flexFund: 225,
    });
  });

  it('uses each mode’s percentages', () => {
    expect(allocateIncome(1000, 'debt-mode')).toEqual({ bills: 300, debt: 450, savings: 150, spending: 50, flexFund: 50 });
    expect(allocateIncome(1000, 'goal-mode')).toEqual({ bills: 350, debt: 150, savings: 400, spending: 50, flexFund: 50 });
    expect(allocateIncome(1000, 'challenge-mode')).toEqual({ bills: 400, debt: 200, savings: 300, spending: 50, flexFund: 50 });
  });

  it('puts the rounding remainder in flexFund so the buckets add up to the income exactly', () => {
    for (const mode of BUDGET_MODES) {
      for (const income of [1, 7, 99, 1234, 4501, 33333, 99_999_999]) {
        const a = allocateIncome(income, mode);
        const total = ALLOCATION_KEYS.reduce((sum, k) => sum + a[k], 0);
        expect(total).toBe(income);
        for (const k of ALLOCATION_KEYS) expect(Number.isInteger(a[k])).toBe(true);
      }
    }
    expect(allocateIncome(1234, 'ai-control')).toEqual({ bills: 493, debt: 246, savings: 308, spending: 123, flexFund: 64 });
  });

  it('rounds a fractional income to whole dollars first', () => {
    const a = allocateIncome(4500.6, 'ai-control');
    expect(ALLOCATION_KEYS.reduce((s, k) => s + a[k], 0)).toBe(4501);
  });
});

describe('projectCreditScore', () => {
  it('adds the mode’s gain and never passes 850', () => {
    expect(projectCreditScore(580, 'ai-control')).toBe(605);
    expect(projectCreditScore(580, 'debt-mode')).toBe(625);
    expect(projectCreditScore(840, 'debt-mode')).toBe(CREDIT_SCORE_MAX);
  });
});

describe('chooseTip', () => {
  it('quotes the mode’s own bucket', () => {
    const a = allocateIncome(4500, 'debt-mode');
    expect(chooseTip('debt-mode', a, noFacts)).toContain('$2,025');
    expect(chooseTip('goal-mode', allocateIncome(4500, 'goal-mode'), noFacts)).toContain('$1,800');
  });

  it('mentions the user’s subscriptions when they have some', () => {
    const facts = {
      activeSubscriptionCount: 3,
      activeSubscriptionMonthlyDollars: 41.97,
      costliestSubscription: { name: 'Adobe', monthlyDollars: 22.99 },
    };
    expect(chooseTip('ai-control', allocateIncome(4500, 'ai-control'), facts)).toContain('3 active subscriptions cost $42');
    expect(chooseTip('debt-mode', allocateIncome(4500, 'debt-mode'), facts)).toContain('Adobe');
  });

  it('says which of the subscriptions it quotes are sample data', () => {
    const facts = { activeSubscriptionCount: 3, activeSubscriptionMonthlyDollars: 41.97, sampleSubscriptionCount: 1, costliestSubscription: { name: 'Adobe', monthlyDollars: 22.99, sample: true } };
    expect(chooseTip('ai-control', allocateIncome(4500, 'ai-control'), facts)).toContain('Your 3 active subscriptions (1 of them from the sample data) cost $42 a month');
    expect(chooseTip('ai-control', allocateIncome(4500, 'ai-control'), { ...facts, sampleSubscriptionCount: 3 })).toContain('Your 3 active subscriptions (all from the sample data) cost');
    expect(chooseTip('ai-control', allocateIncome(4500, 'ai-control'), { ...facts, activeSubscriptionCount: 1, sampleSubscriptionCount: 1 })).toContain('Your 1 active subscription (from the sample data) cost');
    expect(chooseTip('ai-control', allocateIncome(4500, 'ai-control'), { ...facts, sampleSubscriptionCount: 0 })).toContain('Your 3 active subscriptions cost $42');
    expect(chooseTip('debt-mode', allocateIncome(4500, 'debt-mode'), facts)).toContain('Cancelling Adobe (from the sample data, $22.99/month)');
  });
});
