import { describe, expect, it } from 'vitest';
import { cleanDescriptor, matchCatalogue, normaliseMerchant } from './normalise';

describe('cleanDescriptor', () => {
  it.each([
    ['NETFLIX.COM 866-579-7172 CA', 'netflix'],
    ['SQ *NETFLIX', 'netflix'],
    ['Netflix', 'netflix'],
    ['STARBUCKS STORE 12345 SEATTLE WA', 'starbucks'],
    ['TST* BLUE BOTTLE COFFEE OAKLAND CA', 'blue bottle coffee'],
    ['AMZN Mktp US*2K3L45', 'amzn mktp'],
    ['SHELL OIL 57444 HOUSTON TX', 'shell oil'],
    ['IRON PEAK GYM #0042 AUSTIN TX', 'iron peak gym'],
    ['POS PURCHASE IRON PEAK GYM 06/15', 'iron peak gym'],
    ['PAYPAL *IRON PEAK GYM', 'iron peak gym'],
    ['iron peak gym 2024-06-15', 'iron peak gym'],
    ['WWW.PAWSWALK.COM/BILL', 'pawswalk'],
    ['Pawswalk LLC', 'pawswalk'],
    ['PP*PAWSWALK 800.555.1234', 'pawswalk'],
    ["Trader Joe's #552", 'trader joes'],
    ['HARBOR INSURANCE LOS ANGELES CA', 'harbor insurance'],
    ['BARK*BARKBOX 855-539-7794', 'barkbox'],
    ['NINTENDO CAP7XJWJ0CY', 'nintendo'],
    ['TM *TICKETMASTER 85FLLM90', 'tm'],
    ['1PASSWORD', '1password'],
    ['KINDRED*PREMIUM', 'kindred'],
    ['PADDLE.NET* LEDGERLY', 'ledgerly'],
    ['FS *INKPAD PRO', 'inkpad pro'],
  ])('%s -> %s', (raw, expected) => {
    expect(cleanDescriptor(raw)).toBe(expected);
  });

  it('keeps digits that are part of a name', () => {
    expect(cleanDescriptor('1PASSWORD')).toBe('1password');
    expect(cleanDescriptor('24 HOUR FITNESS')).toBe('24 hour fitness');
  });
});

describe('normaliseMerchant', () => {
  it('maps the three Netflix spellings to one catalogue merchant', () => {
    const keys = ['NETFLIX.COM 866-579-7172 CA', 'SQ *NETFLIX', 'Netflix'].map((s) => normaliseMerchant(s));
    for (const m of keys) {
      expect(m.key).toBe('netflix');
      expect(m.displayName).toBe('Netflix');
      expect(m.category).toBe('Streaming');
    }
  });

  it('matches patterns with symbols on the raw descriptor', () => {
    expect(normaliseMerchant('APL* APPLE.COM/BILL 866-712-7753 CA').key).toBe('icloud');
    expect(normaliseMerchant('GOOGLE *YouTube Premium').key).toBe('youtube-premium');
    expect(normaliseMerchant('PAYPAL *SPOTIFYUSA').displayName).toBe('Spotify');
  });

  it('prefers the longest catalogue pattern', () => {
    expect(normaliseMerchant('MSFT *XBOX GAME PASS').key).toBe('xbox-game-pass');
    expect(normaliseMerchant('MICROSOFT*365 PERSONAL').key).toBe('microsoft-365');
    expect(normaliseMerchant('UBER* ONE HELP.UBER.COM CA').key).toBe('uber-one');
    expect(normaliseMerchant('COSTCO *ANNUAL RENEWAL').key).toBe('costco-membership');
  });

  it('matches only at the start of a word', () => {
    // "max.com" is a pattern of Max; "climax.com" is not Max.
    expect(matchCatalogue('CLIMAX.COM')).toBeNull();
    expect(matchCatalogue('MAX.COM 855-442-6629')?.id).toBe('max');
  });

  it('unknown merchants get a title-case name and no category', () => {
    const m = normaliseMerchant('SQ *IRON PEAK GYM #0042 AUSTIN TX');
    expect(m).toMatchObject({ key: 'iron peak gym', displayName: 'Iron Peak Gym', category: null, catalogue: null });
  });
});
