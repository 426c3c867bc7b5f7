/**
 * The share panel's addresses (docs/product.md "Pricing": twitter, linkedin, facebook, reddit,
 * email, copy link). Each network's documented share endpoint, with every value percent-encoded, so
 * a page address carrying its own query (?discount=BETA50&offer=...) arrives whole.
 */
import { NETWORK_LABELS, facebookShareUrl, linkedInShareUrl, mailtoUrl, redditShareUrl, twitterShareUrl } from '@/lib/share-urls';

export const SHARE_TARGETS = ['twitter', 'linkedin', 'facebook', 'reddit', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = NETWORK_LABELS;

export interface ShareMessage {
  /** The address being shared: the current page. */
  url: string;
  /** One line about it (title of a post, subject of an email). */
  title: string;
}

export function shareLinks({ url, title }: ShareMessage): Record<ShareTarget, string> {
  return {
    twitter: twitterShareUrl(title, url),
    linkedin: linkedInShareUrl(url),
    facebook: facebookShareUrl(url),
    reddit: redditShareUrl(url, title),
    email: mailtoUrl(title, `${title}\n\n${url}`),
  };
}
