/**
 * The /viral share buttons (spec growth section 2: Twitter, Facebook, LinkedIn, WhatsApp). Each
 * network's documented share endpoint, every value percent-encoded so the referral link arrives
 * whole.
 */

export const VIRAL_SHARE_TARGETS = ['twitter', 'facebook', 'linkedin', 'whatsapp'] as const;
export type ViralShareTarget = (typeof VIRAL_SHARE_TARGETS)[number];

export const VIRAL_SHARE_LABELS: Record<ViralShareTarget, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

export interface ReferralShare {
  /** The full referral link (origin + /ref/{code}). */
  url: string;
  /** The sentence sent with it, where the network takes one. */
  text: string;
}

export function viralShareUrls({ url, text }: ReferralShare): Record<ViralShareTarget, string> {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    // WhatsApp takes one message, so the link goes at its end, where the app makes it clickable.
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}
