import { describe, expect, it } from 'vitest';
import type { UpcomingCharge } from '../../../../../shared/contracts/subscriptions';
import { chargeCount, groupByDate } from './upcoming';

const charge = (name: string, date: string, amount: number): UpcomingCharge => ({
  subscriptionId: name.toLowerCase(),
  name,
  date,
  amount,
  frequency: 'monthly',
  source: 'real',
});

describe('groupByDate', () => {
  it('groups charges by day, earliest first, keeping the order within a day, with exact day totals', () => {
    const days = groupByDate([
      charge('Gym', '2026-03-10', 40),
      charge('Fitbox', '2026-03-04', 9.5),
      charge('Hulu', '2026-03-10', 7.99),
      charge('Netflix', '2026-03-10', 15.49),
      charge('Fitbox', '2026-03-11', 9.5),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-03-04', '2026-03-10', '2026-03-11']);
    expect(days[1]!.charges.map((c) => c.name)).toEqual(['Gym', 'Hulu', 'Netflix']);
    expect(days.map((d) => d.total)).toEqual([9.5, 63.48, 9.5]);
  });
  it('adds in cents: no float dust', () => {
    expect(groupByDate([charge('A', '2026-01-01', 0.1), charge('B', '2026-01-01', 0.2)])[0]!.total).toBe(0.3);
  });
  it('is empty for no charges', () => {
    expect(groupByDate([])).toEqual([]);
  });
  it('counts charges', () => {
    expect([chargeCount(1), chargeCount(0), chargeCount(5)]).toEqual(['1 charge', '0 charges', '5 charges']);
  });
});
