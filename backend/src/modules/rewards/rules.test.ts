import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, isoDate } from '../../../../shared/dates';
import { computeBadges, computeChallenges, currentStreak, shortName, streakAfterClaim, twoWeekAllowanceCents, xpIntoLevel } from './rules';
import { levelForXp } from '../../../../shared/contracts/rewards';

const NOW = Date.UTC(2026, 0, 15, 23, 59);
const base = { subscriptionsFound: 0, totalSaved: 0, streak: 0, budget: null, spentLastTwoWeeksCents: 0, now: NOW };

describe('days and streaks', () => {
  it('uses UTC calendar days', () => {
    expect(isoDate(NOW)).toBe('2026-01-15');
    expect(isoDate(NOW + 60_000)).toBe('2026-01-16');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('continues a streak only from yesterday', () => {
    expect(streakAfterClaim('2026-01-14', 4, '2026-01-15')).toBe(5);
    expect(streakAfterClaim('2026-01-13', 4, '2026-01-15')).toBe(1);
    expect(streakAfterClaim(null, 0, '2026-01-15')).toBe(1);
  });

  it('shows a broken streak as 0 before the next claim', () => {
    expect(currentStreak('2026-01-15', 3, '2026-01-15')).toBe(3);
    expect(currentStreak('2026-01-14', 3, '2026-01-15')).toBe(3);
    expect(currentStreak('2026-01-13', 3, '2026-01-15')).toBe(0);
    expect(currentStreak(null, 0, '2026-01-15')).toBe(0);
  });
});

describe('levels', () => {
  it('is 1 + floor(xp / 500)', () => {
    expect([0, 499, 500, 1499, 1500].map(levelForXp)).toEqual([1, 1, 2, 3, 4]);
    expect(xpIntoLevel(1250)).toBe(250);
  });
});

describe('shortName', () => {
  it('shortens the last name to an initial', () => {
    expect(shortName('Demo', 'User', 'demo')).toBe('Demo U.');
    expect(shortName('Ann', null, 'ann1')).toBe('Ann');
    expect(shortName(null, 'Smith', 'ann1')).toBe('ann1');
    expect(shortName('  ', 'x', 'ann1')).toBe('ann1');
  });
});

describe('computeChallenges', () => {
  it('caps progress at the target and marks completion', () => {
    const c = computeChallenges({ ...base, subscriptionsFound: 7, totalSaved: 99.99, streak: 30 });
    expect(c.map((x) => [x.id, x.progress, x.target, x.completed])).toEqual([
      ['find-subscriptions', 5, 5, true],
      ['save-100', 99, 100, false],
      ['login-streak', 30, 30, true],
      ['under-budget', 0, 14, false],
    ]);
  });

  it('under budget: days since the budget while spending stays within 14/30 of spending + flex', () => {
    expect(twoWeekAllowanceCents(30_000)).toBe(14_000);
    const budget = { createdAt: NOW - 5 * DAY_MS - 1, monthlyAllowanceCents: 30_000 };
    const at = (spent: number, b = budget) => computeChallenges({ ...base, budget: b, spentLastTwoWeeksCents: spent })[3]!;
    expect(at(14_000)).toMatchObject({ progress: 5, completed: false });
    expect(at(14_001)).toMatchObject({ progress: 0, completed: false });
    expect(at(0, { ...budget, createdAt: NOW - 40 * DAY_MS })).toMatchObject({ progress: 14, completed: true });
  });
});

describe('computeBadges', () => {
  it('earns each badge from its milestone', () => {
    const none = computeBadges({ xp: 0, everClaimed: false, streak: 0, hasBudget: false, cancelledSubscriptions: 0, purchases: 0 });
    expect(none.filter((b) => b.earned)).toEqual([]);
    const all = computeBadges({ xp: 500, everClaimed: true, streak: 7, hasBudget: true, cancelledSubscriptions: 1, purchases: 1 });
    expect(all.map((b) => b.earned)).toEqual([true, true, true, true, true, true]);
    expect(computeBadges({ xp: 499, everClaimed: true, streak: 6, hasBudget: false, cancelledSubscriptions: 0, purchases: 0 }).map((b) => b.earned)).toEqual([true, false, false, false, false, false]);
  });
});
