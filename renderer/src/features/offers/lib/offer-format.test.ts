import { describe, expect, it } from 'vitest';
import { OFFERS } from '../../../../../shared/plans';
import { claimedSummary, claimHref, formatOfferPrice, offerPriceParts } from './offer-format';

describe('formatOfferPrice', () => {
  it('shows whole dollars without cents and keeps cents when there are some', () => {
    expect(formatOfferPrice(1900)).toBe('$19');
    expect(formatOfferPrice(34800)).toBe('$348');
    expect(formatOfferPrice(720)).toBe('$7.20');
    expect(formatOfferPrice(0)).toBe('$0');
  });
});

describe('offerPriceParts', () => {
  it("gives the catalogue offers' prices with their period", () => {
    expect(offerPriceParts(OFFERS.founder.offerPriceCents, OFFERS.founder.interval)).toEqual({ price: '$19', period: '/month' });
    expect(offerPriceParts(OFFERS.annual.offerPriceCents, OFFERS.annual.interval)).toEqual({ price: '$228', period: '/year' });
  });

  it('calls a zero price free, with no period', () => {
    expect(offerPriceParts(OFFERS.referral.offerPriceCents, OFFERS.referral.interval)).toEqual({ price: 'Free', period: null });
  });
});

describe('claimedSummary', () => {
  it('counts the founder offer as the spec states it', () => {
    const summary = claimedSummary(OFFERS.founder.claimed, OFFERS.founder.total);
    expect(summary.label).toBe('847 of 1,000 claimed');
    expect(summary.percent).toBeCloseTo(84.7);
    expect(summary.left).toBe(153);
  });

  it('never shows more claimed than there are, or a negative count', () => {
    expect(claimedSummary(1200, 1000)).toMatchObject({ label: '1,000 of 1,000 claimed', percent: 100, left: 0 });
    expect(claimedSummary(-3, 10)).toMatchObject({ label: '0 of 10 claimed', percent: 0, left: 10 });
    expect(claimedSummary(0, 0).percent).toBe(100);
  });
});

describe('claimHref', () => {
  it('goes to /pricing with the offer id', () => {
    expect(claimHref('founder')).toBe('/pricing?offer=founder');
    expect(claimHref('a b&c')).toBe('/pricing?offer=a+b%26c');
  });
});
