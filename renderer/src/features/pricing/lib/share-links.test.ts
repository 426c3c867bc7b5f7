import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareLinks } from './share-links';

const PAGE = 'http://127.0.0.1:4741/pricing?discount=BETA50&offer=founder';
const TITLE = 'Wealth Desk pricing: Free, Pro & Business';

describe('share links', () => {
  const links = shareLinks({ url: PAGE, title: TITLE });

  it('has the five networks of the spec', () => {
    expect(Object.keys(links)).toEqual([...SHARE_TARGETS]);
    expect(SHARE_TARGETS).toEqual(['twitter', 'linkedin', 'facebook', 'reddit', 'email']);
  });

  it('sends the whole page address, query included, as one encoded parameter', () => {
    const expected: Record<string, [string, string]> = {
      twitter: ['https://twitter.com/intent/tweet', 'url'],
      linkedin: ['https://www.linkedin.com/sharing/share-offsite/', 'url'],
      facebook: ['https://www.facebook.com/sharer/sharer.php', 'u'],
      reddit: ['https://www.reddit.com/submit', 'url'],
    };
    for (const [target, [base, param]] of Object.entries(expected)) {
      const parsed = new URL(links[target as keyof typeof links]);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(base);
      expect(parsed.searchParams.get(param)).toBe(PAGE);
      // The page's own "&offer=" must not leak out as a parameter of the share address.
      expect(parsed.searchParams.has('offer')).toBe(false);
    }
    expect(links.twitter).toContain(encodeURIComponent(PAGE));
  });

  it('carries the title where the network takes one', () => {
    expect(new URL(links.twitter).searchParams.get('text')).toBe(TITLE);
    expect(new URL(links.reddit).searchParams.get('title')).toBe(TITLE);
  });

  it('email: a mailto with subject and a body holding the address', () => {
    expect(links.email.startsWith('mailto:?')).toBe(true);
    const query = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(query.get('subject')).toBe(TITLE);
    expect(query.get('body')).toBe(`${TITLE}\n\n${PAGE}`);
    // mailto wants %20, not "+", for spaces.
    expect(links.email).not.toContain('+');
  });
});
