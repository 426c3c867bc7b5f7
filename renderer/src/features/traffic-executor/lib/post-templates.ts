/**
 * The seven post templates of /execute (docs/product.md "Campaign tools"):
 * the text to paste, the platform's own compose or share address, and a link to the site tagged
 * with utm_source / utm_campaign so the visits it brings show up under that channel in the
 * traffic-sources answer (a visit's channel is its utm_source, shared/contracts/dashboards.ts).
 */
import { POST_TEMPLATE_IDS } from '../../../../../shared/contracts/campaigns';
import { utmLink, encodeQuery, facebookShareUrl, gmailComposeUrl, linkedInShareUrl, twitterShareUrl } from '@/lib/share-urls';

export type PostTemplateId = (typeof POST_TEMPLATE_IDS)[number];

/** The traffic-sources channel (lower-case utm_source) each platform's visits arrive under. */
export const PLATFORM_SOURCES = ['twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt'] as const;
export type PlatformSource = (typeof PLATFORM_SOURCES)[number];

export const PLATFORM_LABELS: Record<PlatformSource, string> = {
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  email: 'Email',
  facebook: 'Facebook Groups',
  producthunt: 'Product Hunt',
};

/** The page the posts send people to: the beta signup, which records the campaign on the signup row. */
export const TEMPLATE_LANDING_PATH = '/beta';
const UTM_MEDIUM: Record<PlatformSource, string> = {
  twitter: 'social',
  linkedin: 'social',
  reddit: 'community',
  email: 'email',
  facebook: 'community',
  producthunt: 'launch',
};

/**
 * The site link a post carries: origin + path with utm_source (the channel), utm_medium and
 * utm_campaign (the template id, so two posts on one platform stay apart in the stored sessions).
 */
export function trackedLink(origin: string, path: string, source: string, medium: string, campaign: string): string {
  return utmLink(origin, path, { source, medium, campaign });
}

export interface PostTemplate {
  id: PostTemplateId;
  source: PlatformSource;
  title: string;
  /** What the owner does with it, one line. */
  hint: string;
  /** The subject line (email) or post title (Reddit, Product Hunt). */
  subject?: string;
  /** The post text; `{link}` is replaced by the tracked link. */
  body: string;
}

export const POST_TEMPLATES: readonly PostTemplate[] = [
  {
    id: 'twitter-thread',
    source: 'twitter',
    title: 'Twitter/X thread: the forgotten-subscription audit',
    hint: 'Post as the first tweet of a thread; reply with your own numbers.',
    body:
      'I audited my bank statements and found 6 subscriptions I had forgotten about.\n\n' +
      'Wealth Desk scans your transactions, flags the recurring charges you stopped using and shows you how to cancel each one.\n\n' +
      'Try it free: {link}',
  },
  {
    id: 'twitter-launch',
    source: 'twitter',
    title: 'Twitter/X launch post',
    hint: 'A single launch tweet; pin it to your profile for launch week.',
    body: 'Wealth Desk is live It finds the subscriptions you forgot, helps you cancel them and tracks what you save. Join the beta: {link}',
  },
  {
    id: 'linkedin-story',
    source: 'linkedin',
    title: 'LinkedIn founder story',
    hint: 'Paste into a new LinkedIn post; the share window attaches the link preview.',
    body:
      'Last year I paid for three streaming services, two cloud drives and a gym app I never opened.\n\n' +
      'That is why we built Wealth Desk: it reads your transactions, spots forgotten recurring charges and walks you through cancelling them.\n\n' +
      'We are opening the beta this week. If you have ever found a charge you did not recognise, I would love your feedback: {link}',
  },
  {
    id: 'reddit-personalfinance',
    source: 'reddit',
    title: 'Reddit r/personalfinance discussion',
    hint: 'Read the subreddit rules first; lead with the method, not the product.',
    subject: 'How I found the subscriptions I forgot I was paying for',
    body:
      'I went through 12 months of statements looking for recurring charges and found several I had forgotten.\n\n' +
      'My method: list every charge that repeats monthly or yearly, mark the ones you used in the last 30 days, cancel the rest.\n\n' +
      'I ended up building a small tool, Wealth Desk, that does the listing automatically. Happy to hear how others handle this: {link}',
  },
  {
    id: 'email-friends',
    source: 'email',
    title: 'Email to friends and family',
    hint: 'Send from your own address to people who asked about the project.',
    subject: 'Could you try Wealth Desk for me?',
    body:
      'Hi,\n\n' +
      'I have been working on Wealth Desk, an app that finds the subscriptions you forgot about and helps you cancel them.\n\n' +
      'It would mean a lot if you tried the beta and told me what you think: {link}\n\n' +
      'Thank you!',
  },
  {
    id: 'facebook-groups',
    source: 'facebook',
    title: 'Facebook Groups post',
    hint: 'Share in budgeting and frugal-living groups that allow tools.',
    body:
      'Frugal tip: search your statements for charges that repeat every month. Most of us pay for at least one service we forgot.\n\n' +
      'Wealth Desk does this search for you and lists what to cancel: {link}',
  },
  {
    id: 'product-hunt',
    source: 'producthunt',
    title: 'Product Hunt launch',
    hint: 'Use as the tagline and first comment when you submit the product.',
    subject: 'Wealth Desk: find and cancel the subscriptions you forgot',
    body:
      'Hi Product Hunt! Wealth Desk scans your transactions, finds the recurring charges you forgot and shows you how to cancel each one, then tracks your savings.\n\n' +
      'Try the beta: {link}',
  },
];

/** The full post text with its tracked link. */
export function templateText(template: PostTemplate, link: string): string {
  return template.body.replace('{link}', link);
}

/** The template's tracked link: its platform as utm_source, its id as utm_campaign. */
export function templateLink(template: PostTemplate, origin: string): string {
  return trackedLink(origin, TEMPLATE_LANDING_PATH, template.source, UTM_MEDIUM[template.source], template.id);
}

/**
 * Where "Open on platform" goes: each platform's documented compose or share address, prefilled
 * where the platform takes text. Email uses Gmail's web compose.
 */
export function platformUrl(template: PostTemplate, link: string): string {
  const text = templateText(template, link);
  switch (template.source) {
    case 'twitter':
      return twitterShareUrl(text);
    case 'linkedin':
      return linkedInShareUrl(link);
    case 'reddit':
      // A text post on r/personalfinance, where the post template was written for.
      return `https://www.reddit.com/r/personalfinance/submit?${encodeQuery({ selftext: 'true', title: template.subject ?? template.title, text })}`;
    case 'email':
      return gmailComposeUrl(template.subject ?? '', text);
    case 'facebook':
      return facebookShareUrl(link);
    case 'producthunt':
      return 'https://www.producthunt.com/posts/new';
  }
}
