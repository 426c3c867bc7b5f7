import { describe, expect, it } from 'vitest';
import { parsePricingParams, withDiscount } from './pricing-params';

const parse = (query: string) => parsePricingParams(new URLSearchParams(query));

describe('?discount=', () => {
  it('accepts the four catalogue codes (BETA50, WELCOME50, SAVE50, WELCOME20)', () => {
    for (const code of ['BETA50', 'WELCOME50', 'SAVE50', 'WELCOME20']) {
      expect(parse(`discount=${code}`)).toMatchObject({ discount: code, ignoredDiscount: null });
    }
  });

  it('accepts a code typed in lower case or with spaces around it', () => {
    expect(parse('discount=beta50').discount).toBe('BETA50');
    expect(parse('discount=%20save50%20').discount).toBe('SAVE50');
  });

  it('ignores unknown codes and says which one, shortened when long', () => {
    expect(parse('discount=FREE100')).toMatchObject({ discount: null, ignoredDiscount: 'FREE100' });
    expect(parse(`discount=${'X'.repeat(100)}`).ignoredDiscount).toBe(`${'X'.repeat(32)}…`);
    expect(parse('discount=')).toMatchObject({ discount: null, ignoredDiscount: null });
    expect(parse('')).toEqual({ discount: null, ignoredDiscount: null, offer: null, ignoredOffer: null });
  });
});

describe('?offer=', () => {
  it('accepts founder, annual and referral', () => {
    for (const offer of ['founder', 'annual', 'referral']) expect(parse(`offer=${offer}`)).toMatchObject({ offer, ignoredOffer: null });
    expect(parse('offer=Founder').offer).toBe('founder');
  });

  it('ignores anything else', () => {
    expect(parse('offer=lifetime')).toMatchObject({ offer: null, ignoredOffer: 'lifetime' });
  });

  it('combines with a discount code', () => {
    expect(parse('offer=annual&discount=BETA50')).toEqual({ discount: 'BETA50', ignoredDiscount: null, offer: 'annual', ignoredOffer: null });
  });
});

describe('withDiscount', () => {
  it('sets the code and keeps the rest of the query', () => {
    expect(withDiscount(new URLSearchParams('offer=founder&discount=FOO'), 'BETA50').toString()).toBe('offer=founder&discount=BETA50');
  });
});
