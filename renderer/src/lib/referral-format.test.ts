import { describe, expect, it } from 'vitest';
import { copyText } from './clipboard';
import { referralLink, referralsLabel } from './referral-format';

describe('referralLink', () => {
  it('joins the page origin and the server path', () => {
    expect(referralLink('https://app.example.com', '/ref/ABCD2345')).toBe('https://app.example.com/ref/ABCD2345');
  });
  it('never doubles or drops the slash', () => {
    expect(referralLink('http://127.0.0.1:4599/', '/ref/ABCD2345')).toBe('http://127.0.0.1:4599/ref/ABCD2345');
    expect(referralLink('http://127.0.0.1:4599', 'ref/ABCD2345')).toBe('http://127.0.0.1:4599/ref/ABCD2345');
  });
});

describe('labels', () => {
  it('counts referrals in words', () => {
    expect(referralsLabel(1)).toBe('1 referral');
    expect(referralsLabel(0)).toBe('0 referrals');
    expect(referralsLabel(1200)).toBe('1,200 referrals');
  });
});

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    const written: string[] = [];
    const ok = await copyText('http://x/ref/ABCD2345', { writeText: async (t) => void written.push(t) });
    expect(ok).toBe(true);
    expect(written).toEqual(['http://x/ref/ABCD2345']);
  });
  it('reports failure when the browser refuses or has no clipboard', async () => {
    expect(await copyText('x', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
  });
});
