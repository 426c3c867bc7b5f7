import { describe, expect, it } from 'vitest';
import { createCheckoutSessionRequestSchema } from '../../../../../shared/contracts/payments';
import { isEarnedOffer, offerCheckoutRequest, planCheckoutRequest, safeCheckoutUrl, successUrl } from './checkout-request';

describe('plan checkout requests', () => {
  it('Pro monthly without a code: the exact body the spec names', () => {
    expect(planCheckoutRequest('pro', false, null)).toEqual({
      tierId: 'pro',
      isAnnual: false,
      successUrl: '/payment-success?plan=pro',
      cancelUrl: '/pricing',
    });
  });

  it('carries the discount code when it applies to the plan, and not otherwise', () => {
    expect(planCheckoutRequest('business', true, 'BETA50')).toEqual({
      tierId: 'business',
      isAnnual: true,
      successUrl: '/payment-success?plan=business',
      cancelUrl: '/pricing',
      discountCode: 'BETA50',
    });
    expect(planCheckoutRequest('business', false, 'WELCOME20')).not.toHaveProperty('discountCode');
    expect(planCheckoutRequest('pro', false, 'WELCOME20').discountCode).toBe('WELCOME20');
  });

  it('every body passes the server contract', () => {
    for (const body of [planCheckoutRequest('pro', true, 'SAVE50'), planCheckoutRequest('business', false, null)]) {
      expect(createCheckoutSessionRequestSchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('offer checkout requests', () => {
  it('founder and referral are monthly Premium, annual is yearly Premium, each with its offer id', () => {
    expect(offerCheckoutRequest('founder')).toEqual({
      tierId: 'premium',
      isAnnual: false,
      successUrl: '/payment-success?plan=premium',
      cancelUrl: '/pricing?offer=founder',
      offerId: 'founder',
    });
    expect(offerCheckoutRequest('annual')).toMatchObject({ tierId: 'premium', isAnnual: true, offerId: 'annual' });
    expect(offerCheckoutRequest('referral')).toMatchObject({ tierId: 'premium', isAnnual: false, offerId: 'referral' });
    for (const id of ['founder', 'annual', 'referral'] as const) {
      expect(createCheckoutSessionRequestSchema.safeParse(offerCheckoutRequest(id)).success).toBe(true);
    }
  });

  it('the referral reward is earned, not bought; founder and annual are bought', () => {
    expect(isEarnedOffer('referral')).toBe(true);
    expect(isEarnedOffer('founder')).toBe(false);
    expect(isEarnedOffer('annual')).toBe(false);
  });

  it('success address is /payment-success?plan=', () => {
    expect(successUrl('business')).toBe('/payment-success?plan=business');
  });
});

describe('safeCheckoutUrl', () => {
  const origin = 'http://127.0.0.1:4741';

  it('keeps this site\'s paths (the demo checkout) and https pages (Stripe)', () => {
    expect(safeCheckoutUrl('/checkout?plan=pro&interval=month', origin)).toBe('/checkout?plan=pro&interval=month');
    expect(safeCheckoutUrl(`${origin}/checkout?plan=pro`, origin)).toBe('/checkout?plan=pro');
    expect(safeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_123#frag', origin)).toBe('https://checkout.stripe.com/c/pay/cs_test_123#frag');
  });

  it('refuses script, data and plain-http addresses elsewhere', () => {
    expect(safeCheckoutUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi', origin)).toBeNull();
    expect(safeCheckoutUrl('http://evil.example/checkout', origin)).toBeNull();
    expect(safeCheckoutUrl('http://[::1', origin)).toBeNull();
  });
});
