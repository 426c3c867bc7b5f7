import { describe, expect, it } from 'vitest';
import { WEEKLY_SIGNUP_GOAL } from '../../../../../shared/contracts/dashboards';
import { channelLabel, formatCount, formatDayTime, formatDollars, locationLabel, planLabel, weeklyGoalProgress } from './conversions-format';

describe('weeklyGoalProgress', () => {
  it('counts purchases and beta signups against the weekly goal of 100', () => {
    expect(WEEKLY_SIGNUP_GOAL).toBe(100);
    expect(weeklyGoalProgress(12, 30)).toEqual({ count: 42, goal: 100, percent: 42, remaining: 58 });
  });
  it('starts empty', () => {
    expect(weeklyGoalProgress(0, 0)).toEqual({ count: 0, goal: 100, percent: 0, remaining: 100 });
  });
  it('rounds down, so the bar is full only at the goal', () => {
    expect(weeklyGoalProgress(0, 199, 200).percent).toBe(99);
  });
  it('caps at 100 past the goal', () => {
    expect(weeklyGoalProgress(80, 70)).toEqual({ count: 150, goal: 100, percent: 100, remaining: 0 });
  });
});

describe('labels', () => {
  it('formats money and counts', () => {
    expect(formatDollars(49)).toBe('$49');
    expect(formatDollars(23.567)).toBe('$23.57');
    expect(formatCount(1000)).toBe('1,000');
  });
  it('names plans, channels and locations', () => {
    expect(planLabel('pro')).toBe('Pro');
    expect(planLabel(null)).toBe('Beta signup');
    expect(channelLabel('linkedin')).toBe('LinkedIn');
    expect(channelLabel('newsletter')).toBe('Newsletter');
    expect(locationLabel(null)).toBe('—');
    expect(locationLabel(' ')).toBe('—');
    expect(locationLabel('Austin, TX')).toBe('Austin, TX');
  });
  it('formats the time in the given zone', () => {
    expect(formatDayTime(Date.UTC(2025, 2, 4, 15, 4), 'UTC')).toBe('Mar 4, 3:04 PM');
  });
});
