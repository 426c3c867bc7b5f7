/**
 * The campaigns of /launch (docs/product.md "Campaign tools"), by tab. Each has the
 * channel its visits arrive under (the lower-case utm_source its tracked link carries) and the
 * status the server keeps (kind 'launch_campaign': ready, then launched, which is final).
 */
import {
  CAMPAIGN_STATUSES,
  FINAL_CAMPAIGN_STATUSES,
  LAUNCH_CAMPAIGN_IDS,
  LAUNCH_TABS,
  type CampaignStateResponse,
} from '../../../../../shared/contracts/campaigns';
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';
import { utmLink } from '@/lib/share-urls';

export type LaunchTab = (typeof LAUNCH_TABS)[number];
export type LaunchCampaignId = (typeof LAUNCH_CAMPAIGN_IDS)[LaunchTab][number];
export type LaunchStatus = (typeof CAMPAIGN_STATUSES.launch_campaign)[number];

export const TAB_LABELS: Record<LaunchTab, string> = { social: 'Social', email: 'Email', content: 'Content', forums: 'Forums' };

export interface LaunchCampaign {
  title: string;
  /** utm_source of the campaign's link: the traffic-sources channel its visits count under. */
  channel: string;
  channelLabel: string;
  description: string;
}

export const LAUNCH_CAMPAIGNS: Record<LaunchCampaignId, LaunchCampaign> = {
  'twitter-launch-week': {
    title: 'Twitter/X launch week',
    channel: 'twitter',
    channelLabel: 'Twitter/X',
    description: 'One post a day for a week: the problem, a saving story, a demo clip, the beta link.',
  },
  'linkedin-founder-post': {
    title: 'LinkedIn founder post',
    channel: 'linkedin',
    channelLabel: 'LinkedIn',
    description: 'The story of why Wealth Desk exists, with the beta link in the first comment.',
  },
  'facebook-community': {
    title: 'Facebook community posts',
    channel: 'facebook',
    channelLabel: 'Facebook',
    description: 'A frugal-living tip with the tool, in groups that welcome tools.',
  },
  'email-waitlist': {
    title: 'Waitlist invitation',
    channel: 'email',
    channelLabel: 'Email',
    description: 'Invite everyone on the newsletter list to the beta, with the early-member discount.',
  },
  'email-newsletter-swap': {
    title: 'Newsletter swap',
    channel: 'newsletter',
    channelLabel: 'Partner newsletters',
    description: 'Trade a mention with personal-finance newsletters of a similar size.',
  },
  'blog-forgotten-subscriptions': {
    title: 'Blog: the forgotten-subscription audit',
    channel: 'blog',
    channelLabel: 'Blog',
    description: 'A how-to article on finding recurring charges, shared wherever the blog is syndicated.',
  },
  'youtube-demo': {
    title: 'YouTube demo',
    channel: 'youtube',
    channelLabel: 'YouTube',
    description: 'A two-minute screen recording: scan, find, cancel. The link goes in the description.',
  },
  'reddit-ama': {
    title: 'Reddit AMA',
    channel: 'reddit',
    channelLabel: 'Reddit',
    description: 'An Ask Me Anything on building a subscription finder, where the subreddit allows it.',
  },
  'indie-hackers': {
    title: 'Indie Hackers post',
    channel: 'indiehackers',
    channelLabel: 'Indie Hackers',
    description: 'Share the launch numbers and what was learned building the beta.',
  },
  'hacker-news': {
    title: 'Show HN',
    channel: 'hackernews',
    channelLabel: 'Hacker News',
    description: 'A Show HN post on how the transaction scan finds recurring charges.',
  },
};

const STATUSES: readonly string[] = CAMPAIGN_STATUSES.launch_campaign;

/** The stored status, else ready. */
export function launchStatus(state: CampaignStateResponse | undefined, id: string): LaunchStatus {
  const stored = state?.items.find((i) => i.kind === 'launch_campaign' && i.itemId === id)?.status;
  return stored !== undefined && STATUSES.includes(stored) ? (stored as LaunchStatus) : 'ready';
}

export const isLaunched = (status: LaunchStatus) => status === FINAL_CAMPAIGN_STATUSES.launch_campaign;

/** How many of a tab's campaigns are launched. */
export function launchedInTab(state: CampaignStateResponse | undefined, tab: LaunchTab): number {
  return LAUNCH_CAMPAIGN_IDS[tab].filter((id) => isLaunched(launchStatus(state, id))).length;
}

/** The landing page a campaign sends people to, tagged with its channel and its id as campaign. */
export function campaignLink(origin: string, id: LaunchCampaignId): string {
  return utmLink(origin, '/beta', { source: LAUNCH_CAMPAIGNS[id].channel, campaign: id });
}

/** Visits of one channel (0 when the answer has no row for it). */
export function channelVisits(sources: readonly TrafficSource[], channel: string): number {
  return sources.find((s) => s.source.toLowerCase() === channel)?.visits ?? 0;
}
