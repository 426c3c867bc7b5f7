import { describe, expect, it } from 'vitest';
import type { CampaignItem } from '../../../../../shared/contracts/campaigns';
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';
import { funnelSteps, hoursTracked, liveChannels, liveChannelStatus, postsPublished } from './live-metrics';

const source = (name: string, visits: number, extra: Partial<TrafficSource> = {}): TrafficSource => ({
  source: name,
  visits,
  conversions: 0,
  revenue: 0,
  conversionRate: 0,
  ...extra,
});

describe('liveChannelStatus', () => {
  it('is active with visits today, completed with visits this week only, queued otherwise', () => {
    expect(liveChannelStatus(3, 9)).toBe('active');
    expect(liveChannelStatus(0, 9)).toBe('completed');
    expect(liveChannelStatus(0, 0)).toBe('queued');
  });
});

describe('liveChannels', () => {
  it('lists Twitter/X, LinkedIn, Reddit and Email with their figures', () => {
    const channels = liveChannels([source('email', 2, { conversions: 1, revenue: 9 }), source('direct', 4)], [source('email', 6), source('linkedin', 1)]);
    expect(channels.map((c) => [c.label, c.status, c.today.visits, c.visitsWeek])).toEqual([
      ['Twitter/X', 'queued', 0, 0],
      ['LinkedIn', 'completed', 0, 1],
      ['Reddit', 'queued', 0, 0],
      ['Email', 'active', 2, 6],
    ]);
    expect(channels[3]!.today.revenue).toBe(9);
  });
});

describe('hoursTracked', () => {
  const hour = 3_600_000;
  it('counts hours since the window began, one decimal, rounded down', () => {
    expect(hoursTracked({ from: 0, to: 24 * hour }, 9.57 * hour)).toBe(9.5);
    expect(hoursTracked({ from: 0, to: 24 * hour }, 30 * hour)).toBe(24);
    expect(hoursTracked({ from: 10 * hour, to: 34 * hour }, 5 * hour)).toBe(0);
  });
});

describe('postsPublished', () => {
  const item = (kind: CampaignItem['kind'], itemId: string, status: string): CampaignItem => ({ kind, itemId, status, updatedAt: 1 });
  it('counts post templates marked posted', () => {
    expect(
      postsPublished({
        items: [
          item('post_template', 'twitter-thread', 'posted'),
          item('post_template', 'linkedin-story', 'copied'),
          item('post_template', 'product-hunt', 'posted'),
          item('launch_campaign', 'reddit-ama', 'launched'),
        ],
      }),
    ).toBe(2);
    expect(postsPublished(undefined)).toBe(0);
  });
});

describe('funnelSteps', () => {
  it('gives each stage its count and share of visitors', () => {
    expect(funnelSteps({ totalVisitors: 200, pricingViews: 80, checkoutStarts: 20, conversions: 5 })).toEqual([
      { label: 'Visitors', count: 200, percentOfVisitors: 100 },
      { label: 'Pricing views', count: 80, percentOfVisitors: 40 },
      { label: 'Checkout starts', count: 20, percentOfVisitors: 10 },
      { label: 'Conversions', count: 5, percentOfVisitors: 3 },
    ]);
    expect(funnelSteps({ totalVisitors: 0, pricingViews: 0, checkoutStarts: 0, conversions: 0 }).map((s) => s.percentOfVisitors)).toEqual([0, 0, 0, 0]);
  });
});
