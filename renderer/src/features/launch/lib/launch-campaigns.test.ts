import { describe, expect, it } from 'vitest';
import { ALL_LAUNCH_CAMPAIGN_IDS, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { LAUNCH_CAMPAIGNS, campaignLink, channelVisits, isLaunched, launchStatus, launchedInTab } from './launch-campaigns';

const state = (items: [string, string, string][]): CampaignStateResponse => ({
  items: items.map(([kind, itemId, status]) => ({ kind: kind as 'launch_campaign', itemId, status, updatedAt: 1 })),
});

describe('LAUNCH_CAMPAIGNS', () => {
  it('describes exactly the contract campaigns, each with a lower-case channel', () => {
    expect(Object.keys(LAUNCH_CAMPAIGNS).sort()).toEqual([...ALL_LAUNCH_CAMPAIGN_IDS].sort());
    for (const c of Object.values(LAUNCH_CAMPAIGNS)) expect(c.channel).toMatch(/^[a-z]+$/);
  });
});

describe('launchStatus', () => {
  it('is ready until the server stores launched', () => {
    expect(launchStatus(undefined, 'reddit-ama')).toBe('ready');
    const s = state([
      ['launch_campaign', 'reddit-ama', 'launched'],
      ['post_template', 'youtube-demo', 'launched'],
    ]);
    expect(launchStatus(s, 'reddit-ama')).toBe('launched');
    expect(launchStatus(s, 'youtube-demo')).toBe('ready');
    expect(isLaunched(launchStatus(s, 'reddit-ama'))).toBe(true);
  });

  it('counts the launched campaigns of one tab only', () => {
    const s = state([
      ['launch_campaign', 'reddit-ama', 'launched'],
      ['launch_campaign', 'hacker-news', 'launched'],
      ['launch_campaign', 'email-waitlist', 'launched'],
    ]);
    expect(launchedInTab(s, 'forums')).toBe(2);
    expect(launchedInTab(s, 'email')).toBe(1);
    expect(launchedInTab(s, 'social')).toBe(0);
  });
});

describe('campaignLink / channelVisits', () => {
  it('tags the beta page with the channel and the campaign id', () => {
    const url = new URL(campaignLink('https://wealth.test', 'indie-hackers'));
    expect(url.pathname).toBe('/beta');
    expect(url.searchParams.get('utm_source')).toBe('indiehackers');
    expect(url.searchParams.get('utm_campaign')).toBe('indie-hackers');
  });

  it('reads the channel row, 0 without one', () => {
    const rows = [{ source: 'Reddit', visits: 9, conversions: 1, revenue: 9, conversionRate: 11.11 }];
    expect(channelVisits(rows, 'reddit')).toBe(9);
    expect(channelVisits(rows, 'youtube')).toBe(0);
  });
});
