import { describe, expect, it, vi } from 'vitest';
import { ALL_LAUNCH_CAMPAIGN_IDS, POST_TEMPLATE_IDS, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { CAMPAIGN_NAMES, CAMPAIGN_TAB_OF, TEMPLATE_NAMES, launchInTurn, planSummary } from './launch-plan';

const state = (items: [string, string, string][]): CampaignStateResponse => ({
  items: items.map(([kind, itemId, status]) => ({ kind: kind as 'strategy', itemId, status, updatedAt: 1 })),
});

describe('names', () => {
  it('names every contract campaign and template, and knows each campaign tab', () => {
    expect(Object.keys(CAMPAIGN_NAMES).sort()).toEqual([...ALL_LAUNCH_CAMPAIGN_IDS].sort());
    expect(Object.keys(TEMPLATE_NAMES).sort()).toEqual([...POST_TEMPLATE_IDS].sort());
    expect(CAMPAIGN_TAB_OF['reddit-ama']).toBe('forums');
    expect(CAMPAIGN_TAB_OF['youtube-demo']).toBe('content');
  });
});

describe('planSummary', () => {
  it('with nothing stored: every campaign ready, every template to post', () => {
    const s = planSummary({ items: [] });
    expect(s.readyCampaigns).toEqual([...ALL_LAUNCH_CAMPAIGN_IDS]);
    expect(s.unpostedTemplates).toEqual([...POST_TEMPLATE_IDS]);
    expect([s.campaignsLaunched, s.templatesPosted, s.strategiesRunning]).toEqual([0, 0, 0]);
  });

  it('counts only final statuses: a copied template is still to post', () => {
    const s = planSummary(
      state([
        ['launch_campaign', 'reddit-ama', 'launched'],
        ['post_template', 'twitter-launch', 'posted'],
        ['post_template', 'email-friends', 'copied'],
        ['strategy', 'social-proof', 'running'],
        ['strategy', 'referral-boost', 'ready'],
      ]),
    );
    expect(s.readyCampaigns).not.toContain('reddit-ama');
    expect(s.readyCampaigns).toHaveLength(ALL_LAUNCH_CAMPAIGN_IDS.length - 1);
    expect(s.unpostedTemplates).toContain('email-friends');
    expect(s.unpostedTemplates).not.toContain('twitter-launch');
    expect([s.campaignsLaunched, s.templatesPosted, s.strategiesRunning]).toEqual([1, 1, 1]);
  });
});

describe('launchInTurn', () => {
  it('launches one after another, never two at once, reporting progress', async () => {
    let inFlight = 0;
    const order: string[] = [];
    const progress: number[] = [];
    const launchOne = vi.fn(async (id: string) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      order.push(id);
      inFlight -= 1;
    });
    const out = await launchInTurn(['a', 'b', 'c'], launchOne, (n) => progress.push(n), () => false);
    expect(out).toEqual({ ok: true, launched: 3 });
    expect(order).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('counts an already-launched answer as done and stops at any other failure', async () => {
    const already = new Error('409');
    const broken = new Error('500');
    const launchOne = async (id: string) => {
      if (id === 'b') throw already;
      if (id === 'c') throw broken;
    };
    const out = await launchInTurn(['a', 'b', 'c', 'd'], launchOne, () => undefined, (e) => e === already);
    expect(out).toEqual({ ok: false, launched: 2, failedId: 'c', error: broken });
  });
});
