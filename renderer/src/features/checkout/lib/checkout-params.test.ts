import { describe, expect, it } from 'vitest';
import { parseCheckoutParams, parsePlan, paymentSuccessPath } from './checkout-params';

const parse = (query: string) => parseCheckoutParams(new URLSearchParams(query));

describe('parseCheckoutParams', () => {
  it('defaults to Pro, monthly, no discount', () => {
    expect(parse('')).toEqual({ plan: 'pro', interval: 'month', discountCode: null, rejectedDiscount: null, variant: null });
  });

  it('reads business and premium, and falls back to Pro for anything else (Free cannot be bought)', () => {
    expect(parsePlan('business')).toBe('business');
    expect(parsePlan('Premium')).toBe('premium');
    expect(parsePlan('free')).toBe('pro');
    expect(parsePlan('elite')).toBe('pro');
    expect(parsePlan(null)).toBe('pro');
  });

  it('reads the yearly interval; anything else is monthly', () => {
    expect(parse('plan=business&interval=year').interval).toBe('year');
    expect(parse('interval=weekly').interval).toBe('month');
  });

  it('keeps a code that applies to the plan, in any case', () => {
    expect(parse('plan=pro&discount=welcome20')).toMatchObject({ discountCode: 'WELCOME20', rejectedDiscount: null });
    expect(parse('plan=business&discount=BETA50')).toMatchObject({ discountCode: 'BETA50', rejectedDiscount: null });
  });

  it('rejects an unknown code and one that does not apply to the plan, so nothing is sent for it', () => {
    expect(parse('plan=business&discount=WELCOME20')).toMatchObject({ discountCode: null, rejectedDiscount: 'WELCOME20' });
    expect(parse('plan=premium&discount=SAVE50')).toMatchObject({ discountCode: null, rejectedDiscount: 'SAVE50' });
    expect(parse('discount=FREEMONEY')).toMatchObject({ discountCode: null, rejectedDiscount: 'FREEMONEY' });
  });

  it('passes a plain variant through and drops anything else', () => {
    expect(parse('variant=B').variant).toBe('B');
    expect(parse('variant=<script>').variant).toBeNull();
    expect(parse(`variant=${'x'.repeat(40)}`).variant).toBeNull();
  });
});

describe('paymentSuccessPath', () => {
  it('is the spec address with the plan', () => {
    expect(paymentSuccessPath('pro')).toBe('/payment-success?plan=pro');
    expect(paymentSuccessPath('business')).toBe('/payment-success?plan=business');
  });
});
