/**
 * The /viral share buttons (docs/product.md "Referrals": Twitter, Facebook, LinkedIn, WhatsApp).
 * Each network's documented share endpoint, every value percent-encoded so the referral link
 * arrives whole.
 */
import { NETWORK_LABELS, facebookShareUrl, linkedInShareUrl, twitterShareUrl, whatsappShareUrl } from '@/lib/share-urls';

export const VIRAL_SHARE_TARGETS = ['twitter', 'facebook', 'linkedin', 'whatsapp'] as const;
export type ViralShareTarget = (typeof VIRAL_SHARE_TARGETS)[number];

export const VIRAL_SHARE_LABELS: Record<ViralShareTarget, string> = NETWORK_LABELS;

export interface ReferralShare {
  /** The full referral link (origin + /ref/{code}). */
  url: string;
  /** The sentence sent with it, where the network takes one. */
  text: string;
}

export function viralShareUrls({ url, text }: ReferralShare): Record<ViralShareTarget, string> {
  return {
    twitter: twitterShareUrl(text, url),
    facebook: facebookShareUrl(url),
    linkedin: linkedInShareUrl(url),
    whatsapp: whatsappShareUrl(`${text} ${url}`),
  };
}
