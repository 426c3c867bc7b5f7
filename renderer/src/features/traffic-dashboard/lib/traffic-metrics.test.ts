import { describe, expect, it } from 'vitest';
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';
import { betaProgress, budgetRecommendation, busiestHour, channelRows, channelStatus, hourLabel, hourRangeLabel, pagesPerVisit, projectedRevenue, ratioPercent } from './traffic-metrics';

const source = (name: string, visits: number, extra: Partial<TrafficSource> = {}): TrafficSource => ({
  source: name,
  visits,
  conversions: 0,
  revenue: 0,
  conversionRate: 0,
  ...extra,
});

describe('ratioPercent', () => {
  it('is a percentage with the given decimals', () => {
    expect(ratioPercent(1, 3)).toBe(33.3);
    expect(ratioPercent(1, 3, 2)).toBe(33.33);
    expect(ratioPercent(5, 20, 0)).toBe(25);
  });
  it('is 0 with nothing to divide by', () => {
    expect(ratioPercent(4, 0)).toBe(0);
    expect(ratioPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('channelStatus', () => {
  it('is active with visits today, complete with visits this week only, pending otherwise', () => {
    expect(channelStatus(1, 5)).toBe('active');
    expect(channelStatus(0, 5)).toBe('complete');
    expect(channelStatus(0, 0)).toBe('pending');
  });
});

describe('channelRows', () => {
  it('lists the four spec channels in order, with zeros for a channel without visits', () => {
    const rows = channelRows([source('twitter', 2), source('google', 9)], [source('twitter', 12, { revenue: 38 }), source('reddit', 3), source('google', 40)]);
    expect(rows.map((r) => [r.label, r.status, r.visitsToday, r.week.visits])).toEqual([
      ['Twitter/X', 'active', 2, 12],
      ['LinkedIn', 'pending', 0, 0],
      ['Email', 'pending', 0, 0],
      ['Reddit', 'complete', 0, 3],
    ]);
    expect(rows[0]!.week.revenue).toBe(38);
    expect(rows[1]!.week).toEqual(source('linkedin', 0));
  });
});

describe('hours', () => {
  const at = (hour: number) => new Date(2026, 10, 21, hour).getTime();
  it('names an hour and its range in local time', () => {
    // ICU puts a narrow no-break space before AM/PM: any space will do here.
    expect(hourLabel(at(15))).toMatch(/^3\sPM$/);
    expect(hourRangeLabel(at(23))).toMatch(/^11:00\sPM – 12:00\sAM$/);
  });
  it('finds the busiest hour (the latest of equals), none when nobody came', () => {
    const hours = [at(1), at(2), at(3), at(4)].map((start, i) => ({ start, visits: [0, 5, 2, 5][i]! }));
    expect(busiestHour(hours)?.start).toBe(at(4));
    expect(busiestHour(hours.map((h) => ({ ...h, visits: 0 })))).toBeNull();
    expect(busiestHour([])).toBeNull();
  });
});

describe('betaProgress', () => {
  it('counts spots taken and left, capped at the total', () => {
    expect(betaProgress(27, 100)).toEqual({ taken: 27, left: 73, percent: 27 });
    expect(betaProgress(130, 100)).toEqual({ taken: 100, left: 0, percent: 100 });
    expect(betaProgress(0, 0)).toEqual({ taken: 0, left: 0, percent: 0 });
  });
});

describe('projectedRevenue', () => {
  it('scales the week revenue with the budget', () => {
    expect(projectedRevenue(190, 50, 75)).toBe(285);
    expect(projectedRevenue(0, 50, 75)).toBe(0);
    expect(projectedRevenue(100, 0, 75)).toBe(0);
  });
});

describe('pagesPerVisit', () => {
  it('is page views over visits with one decimal, null without visits', () => {
    // The demo's "CTR 31 %" was 100 visits over 322 page views: 3.2 pages per visit.
    expect(pagesPerVisit(322, 100)).toBe(3.2);
    expect(pagesPerVisit(5, 5)).toBe(1);
    expect(pagesPerVisit(0, 3)).toBe(0);
    expect(pagesPerVisit(12, 0)).toBeNull();
    expect(pagesPerVisit(Number.NaN, 4)).toBeNull();
  });
});

describe('budgetRecommendation', () => {
  it('raises the budget only for a channel whose visits convert, with the projected revenue', () => {
    expect(budgetRecommendation(source('linkedin', 40, { conversions: 2, revenue: 38, conversionRate: 5 }))).toEqual({
      action: 'raise',
      oldBudget: 50,
      newBudget: 75,
      projectedRevenue: 57,
      text: 'Raise the daily budget from $50 to $75.',
    });
  });

  it('holds the budget at 0 conversions and says why', () => {
    const hold = budgetRecommendation(source('linkedin', 21));
    expect(hold).toEqual({
      action: 'hold',
      oldBudget: 50,
      reason: 'no-conversions',
      text: 'No conversions yet from 21 visits: fix the landing page before spending more. Keep the daily budget at $50.',
    });
    expect(hold.text).not.toMatch(/raise/i);
    expect(budgetRecommendation(source('linkedin', 1)).text).toContain('from 1 visit:');
  });

  it('holds the budget with no visits at all', () => {
    expect(budgetRecommendation(source('linkedin', 0))).toEqual({
      action: 'hold',
      oldBudget: 50,
      reason: 'no-visits',
      text: 'No visits from this channel in the last 7 days: check the ads run and link here before spending more. Keep the daily budget at $50.',
    });
  });
});
