/**
 * The Quick share centre's links (docs/product.md "Campaign tools"): the site's address tagged per
 * channel (utm_source = the channel, so the visits it brings count under that channel in the
 * traffic-sources answer) and each network's documented share address, every value encoded.
 */
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';
import { utmLink, facebookShareUrl, gmailComposeUrl, linkedInShareUrl, redditShareUrl, twitterShareUrl } from '@/lib/share-urls';

export const SHARE_CHANNELS = ['twitter', 'linkedin', 'facebook', 'reddit', 'email'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
/** The copied link's channel: pasted anywhere, so it counts apart from the networks. */
export const COPY_LINK_SOURCE = 'share-link';
export const SHARE_CAMPAIGN = 'quick-share';

export const SHARE_LABELS: Record<ShareChannel | typeof COPY_LINK_SOURCE, string> = {
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
  email: 'Email',
  [COPY_LINK_SOURCE]: 'Copied link',
};

export const SHARE_TITLE = 'Wealth Desk finds the subscriptions you forgot';
export const SHARE_TEXT = 'I use Wealth Desk to find the subscriptions I forgot about and cancel them. Have a look:';

/** The site's home page tagged with one channel. */
export function shareLink(origin: string, source: string): string {
  return utmLink(origin, '/', { source, medium: 'share', campaign: SHARE_CAMPAIGN });
}

/** Where each share button goes, carrying that channel's tagged link. */
export function shareUrl(channel: ShareChannel, link: string): string {
  switch (channel) {
    case 'twitter':
      return twitterShareUrl(SHARE_TEXT, link);
    case 'linkedin':
      return linkedInShareUrl(link);
    case 'facebook':
      return facebookShareUrl(link);
    case 'reddit':
      return redditShareUrl(link, SHARE_TITLE);
    case 'email':
      return gmailComposeUrl(SHARE_TITLE, `${SHARE_TEXT} ${link}`);
  }
}

/** The traffic-sources row of a channel, zeros when it brought no visit. */
export function channelRow(sources: readonly TrafficSource[], source: string): TrafficSource {
  return sources.find((s) => s.source.toLowerCase() === source) ?? { source, visits: 0, conversions: 0, revenue: 0, conversionRate: 0 };
}
