import { describe, expect, it } from 'vitest';
import { VIRAL_SHARE_TARGETS, viralShareUrls } from './share-urls';

const url = 'http://127.0.0.1:4599/ref/ABCD2345';
const text = 'Join me & save: 100% free?';

describe('viralShareUrls', () => {
  const urls = viralShareUrls({ url, text });

  it('has one link per spec network', () => {
    expect(Object.keys(urls).sort()).toEqual([...VIRAL_SHARE_TARGETS].sort());
  });

  it('uses each network share endpoint with the encoded link', () => {
    const u = encodeURIComponent(url);
    expect(urls.twitter).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`);
    expect(urls.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(urls.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(urls.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
  });

  it('round-trips the link and the text through URL parsing', () => {
    expect(new URL(urls.twitter).searchParams.get('url')).toBe(url);
    expect(new URL(urls.twitter).searchParams.get('text')).toBe(text);
    expect(new URL(urls.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(urls.linkedin).searchParams.get('url')).toBe(url);
    expect(new URL(urls.whatsapp).searchParams.get('text')).toBe(`${text} ${url}`);
  });

  it('keeps a query inside the shared link from leaking into the share address', () => {
    const withQuery = viralShareUrls({ url: 'https://x.test/ref/ABCD2345?utm_source=a&b=c', text });
    expect(new URL(withQuery.facebook).searchParams.get('u')).toBe('https://x.test/ref/ABCD2345?utm_source=a&b=c');
    expect(new URL(withQuery.facebook).searchParams.has('b')).toBe(false);
  });
});
