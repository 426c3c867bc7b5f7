/**
 * The Quick share centre's links (spec growth section 2): the site's address tagged per channel
 * (utm_source = the channel, so the visits it brings count under that channel in the
 * traffic-sources answer) and each network's documented share address, every value encoded.
 */
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';

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
  const url = new URL('/', origin);
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', 'share');
  url.searchParams.set('utm_campaign', SHARE_CAMPAIGN);
  return url.toString();
}

/** Where each share button goes, carrying that channel's tagged link. */
export function shareUrl(channel: ShareChannel, link: string): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (channel) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?${q({ text: SHARE_TEXT, url: link })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: link })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: link })}`;
    case 'reddit':
      return `https://www.reddit.com/submit?${q({ url: link, title: SHARE_TITLE })}`;
    case 'email':
      // Gmail's web compose: an https address works in a browser tab and from the desktop app.
      return `https://mail.google.com/mail/?${q({ view: 'cm', fs: '1', su: SHARE_TITLE, body: `${SHARE_TEXT} ${link}` })}`;
  }
}

/** The traffic-sources row of a channel, zeros when it brought no visit. */
export function channelRow(sources: readonly TrafficSource[], source: string): TrafficSource {
  return sources.find((s) => s.source.toLowerCase() === source) ?? { source, visits: 0, conversions: 0, revenue: 0, conversionRate: 0 };
}
