const CHANNEL_LABELS: Record<string, string> = {
  twitter: 'Twitter/X',
  x: 'Twitter/X',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  email: 'Email',
  google: 'Google',
  facebook: 'Facebook',
  producthunt: 'Product Hunt',
  direct: 'Direct',
  referral: 'Referral',
};

/** A channel (lower-case utm_source, 'referral' or 'direct') as people write it, on every owner screen. */
export function channelLabel(channel: string): string {
  const known = CHANNEL_LABELS[channel.toLowerCase()];
  if (known) return known;
  return channel.length === 0 ? 'Unknown' : channel.charAt(0).toUpperCase() + channel.slice(1);
}
