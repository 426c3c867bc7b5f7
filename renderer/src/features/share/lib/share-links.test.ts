import { describe, expect, it } from 'vitest';
import { COPY_LINK_SOURCE, SHARE_CHANNELS, SHARE_TEXT, SHARE_TITLE, channelRow, shareLink, shareUrl } from './share-links';

const origin = 'https://wealth.test';

describe('shareLink', () => {
  it('tags the home page with the channel, medium and campaign', () => {
    const url = new URL(shareLink(origin, 'reddit'));
    expect(url.origin + url.pathname).toBe('https://wealth.test/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'reddit', utm_medium: 'share', utm_campaign: 'quick-share' });
    expect(new URL(shareLink(origin, COPY_LINK_SOURCE)).searchParams.get('utm_source')).toBe('share-link');
  });
});

describe('shareUrl', () => {
  const parsed = (channel: (typeof SHARE_CHANNELS)[number]) => {
    const link = shareLink(origin, channel);
    return { link, url: new URL(shareUrl(channel, link)) };
  };

  it('carries each channel its own tagged link, whole', () => {
    const tw = parsed('twitter');
    expect(tw.url.host).toBe('twitter.com');
    expect(tw.url.searchParams.get('url')).toBe(tw.link);
    expect(tw.url.searchParams.get('text')).toBe(SHARE_TEXT);
    expect(parsed('linkedin').url.searchParams.get('url')).toBe(parsed('linkedin').link);
    expect(parsed('facebook').url.searchParams.get('u')).toBe(parsed('facebook').link);
    const rd = parsed('reddit');
    expect(rd.url.searchParams.get('url')).toBe(rd.link);
    expect(rd.url.searchParams.get('title')).toBe(SHARE_TITLE);
    const em = parsed('email');
    expect(em.url.searchParams.get('body')).toBe(`${SHARE_TEXT} ${em.link}`);
  });

  it('keeps the link query inside its parameter', () => {
    const { url } = parsed('facebook');
    expect(url.searchParams.has('utm_source')).toBe(false);
    for (const c of SHARE_CHANNELS) expect(new URL(shareUrl(c, shareLink(origin, c))).protocol).toBe('https:');
  });
});

describe('channelRow', () => {
  it('finds the channel row whatever its case, zeros without one', () => {
    const rows = [{ source: 'Twitter', visits: 4, conversions: 1, revenue: 19, conversionRate: 25 }];
    expect(channelRow(rows, 'twitter').visits).toBe(4);
    expect(channelRow(rows, 'email')).toEqual({ source: 'email', visits: 0, conversions: 0, revenue: 0, conversionRate: 0 });
  });
});
