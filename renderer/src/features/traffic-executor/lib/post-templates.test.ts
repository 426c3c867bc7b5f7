import { describe, expect, it } from 'vitest';
import { POST_TEMPLATE_IDS } from '../../../../../shared/contracts/campaigns';
import { PLATFORM_SOURCES, POST_TEMPLATES, platformUrl, templateLink, templateText, trackedLink } from './post-templates';

const origin = 'https://wealth.test';

describe('POST_TEMPLATES', () => {
  it('has the seven contract templates, in order, each with its link placeholder', () => {
    expect(POST_TEMPLATES.map((t) => t.id)).toEqual([...POST_TEMPLATE_IDS]);
    for (const t of POST_TEMPLATES) expect(t.body, t.id).toContain('{link}');
  });

  it('covers every spec platform: Twitter/X twice, LinkedIn, Reddit, Email, Facebook Groups, Product Hunt', () => {
    expect(POST_TEMPLATES.map((t) => t.source)).toEqual(['twitter', 'twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt']);
    expect(new Set(POST_TEMPLATES.map((t) => t.source))).toEqual(new Set(PLATFORM_SOURCES));
  });
});

describe('trackedLink / templateLink', () => {
  it('tags the landing page with the channel, medium and campaign', () => {
    const url = new URL(trackedLink(origin, '/beta', 'twitter', 'social', 'twitter-launch'));
    expect(url.origin + url.pathname).toBe('https://wealth.test/beta');
    expect(url.searchParams.get('utm_source')).toBe('twitter');
    expect(url.searchParams.get('utm_medium')).toBe('social');
    expect(url.searchParams.get('utm_campaign')).toBe('twitter-launch');
  });

  it('gives each template its platform as source and its id as campaign', () => {
    for (const t of POST_TEMPLATES) {
      const url = new URL(templateLink(t, origin));
      expect(url.searchParams.get('utm_source')).toBe(t.source);
      expect(url.searchParams.get('utm_campaign')).toBe(t.id);
    }
  });

  it('puts the link into the text once, in place of the placeholder', () => {
    const t = POST_TEMPLATES[1]!;
    const link = templateLink(t, origin);
    const text = templateText(t, link);
    expect(text).not.toContain('{link}');
    expect(text.split(link)).toHaveLength(2);
  });
});

describe('platformUrl', () => {
  const byId = (id: string) => POST_TEMPLATES.find((t) => t.id === id)!;
  const open = (id: string) => {
    const t = byId(id);
    const link = templateLink(t, origin);
    return { url: new URL(platformUrl(t, link)), link, text: templateText(t, link) };
  };

  it('prefills the tweet with the whole text, link included', () => {
    const { url, text } = open('twitter-thread');
    expect(url.host + url.pathname).toBe('twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('shares the tracked link on LinkedIn and Facebook', () => {
    const li = open('linkedin-story');
    expect(li.url.host).toBe('www.linkedin.com');
    expect(li.url.searchParams.get('url')).toBe(li.link);
    const fb = open('facebook-groups');
    expect(fb.url.host).toBe('www.facebook.com');
    expect(fb.url.searchParams.get('u')).toBe(fb.link);
  });

  it('opens a text post on r/personalfinance and an email draft with subject and body', () => {
    const reddit = open('reddit-personalfinance');
    expect(reddit.url.pathname).toBe('/r/personalfinance/submit');
    expect(reddit.url.searchParams.get('title')).toBe(byId('reddit-personalfinance').subject);
    expect(reddit.url.searchParams.get('text')).toBe(reddit.text);
    const mail = open('email-friends');
    expect(mail.url.protocol).toBe('https:');
    expect(mail.url.searchParams.get('su')).toBe(byId('email-friends').subject);
    expect(mail.url.searchParams.get('body')).toBe(mail.text);
  });

  it('uses only https addresses', () => {
    for (const t of POST_TEMPLATES) expect(new URL(platformUrl(t, templateLink(t, origin))).protocol, t.id).toBe('https:');
  });
});
