/**
 * The share panel's addresses (spec core section 2: twitter, linkedin, facebook, reddit, email,
 * copy link). Each network's documented share endpoint, with every value percent-encoded, so a
 * page address carrying its own query (?discount=BETA50&offer=...) arrives whole.
 */

export const SHARE_TARGETS = ['twitter', 'linkedin', 'facebook', 'reddit', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
  email: 'Email',
};

export interface ShareMessage {
  /** The address being shared: the current page. */
  url: string;
  /** One line about it (title of a post, subject of an email). */
  title: string;
}

export function shareLinks({ url, title }: ShareMessage): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}
