/**
 * The networks' documented share and compose addresses, and the campaign-tagged links they carry,
 * written once for every screen with share buttons (pricing, referrals, the quick share centre and
 * the post templates). Every value is percent-encoded, so a shared address carrying its own query
 * (?discount=BETA50&offer=...) arrives whole as one parameter.
 */

/** The networks' own names, for the share buttons. */
export const NETWORK_LABELS = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  email: 'Email',
} as const;

/** `key=value` pairs, each value percent-encoded (%20 for a space, which mailto: needs and every network reads). */
export function encodeQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Twitter/X's tweet composer, prefilled with `text` (and `url`, shown as a card, when given). */
export const twitterShareUrl = (text: string, url?: string) =>
  `https://twitter.com/intent/tweet?${encodeQuery(url === undefined ? { text } : { text, url })}`;

export const linkedInShareUrl = (url: string) => `https://www.linkedin.com/sharing/share-offsite/?${encodeQuery({ url })}`;

export const facebookShareUrl = (url: string) => `https://www.facebook.com/sharer/sharer.php?${encodeQuery({ u: url })}`;

/** Reddit's link submission with its title. */
export const redditShareUrl = (url: string, title: string) => `https://www.reddit.com/submit?${encodeQuery({ url, title })}`;

/** WhatsApp takes one message, so a link goes inside it, where the app makes it clickable. */
export const whatsappShareUrl = (message: string) => `https://wa.me/?${encodeQuery({ text: message })}`;

/** A draft in the visitor's own mail app. */
export const mailtoUrl = (subject: string, body: string) => `mailto:?${encodeQuery({ subject, body })}`;

/**
 * Gmail's web compose: an https address opens the same in a browser tab and from the desktop app,
 * where mailto: links are not handed to the system.
 */
export const gmailComposeUrl = (subject: string, body: string) => `https://mail.google.com/mail/?${encodeQuery({ view: 'cm', fs: '1', su: subject, body })}`;

/**
 * A page of the site tagged with utm_source (the channel the visits count under in the
 * traffic-sources answer), utm_medium when given, and utm_campaign.
 */
export function utmLink(origin: string, path: string, tags: { source: string; medium?: string; campaign: string }): string {
  const url = new URL(path, origin);
  url.searchParams.set('utm_source', tags.source);
  if (tags.medium !== undefined) url.searchParams.set('utm_medium', tags.medium);
  url.searchParams.set('utm_campaign', tags.campaign);
  return url.toString();
}
