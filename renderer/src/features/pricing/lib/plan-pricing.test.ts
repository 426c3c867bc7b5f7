import { describe, expect, it } from 'vitest';
import { AVERAGE_MONTHLY_SAVING, PLANS } from '../../../../../shared/plans';
import { discountApplies, formatCents, paybackDays, planPrice, pricingPagePlans } from './plan-pricing';

describe('formatCents', () => {
  it('shows cents only when there are some', () => {
    expect(formatCents(900)).toBe('$9');
    expect(formatCents(450)).toBe('$4.50');
    expect(formatCents(720)).toBe('$7.20');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(129000)).toBe('$1,290');
    expect(formatCents(Number.NaN)).toBe('$0');
  });
});

describe('the plans on /pricing', () => {
  it('are Free, Pro and Business (the catalogue entries marked onPricingPage), in that order', () => {
    expect(pricingPagePlans().map((p) => p.id)).toEqual(['free', 'pro', 'business']);
  });
});

describe('planPrice (docs/product.md "Pricing": Pro 9/90, Business 29/290)', () => {
  it('monthly: the catalogue price and its struck-through original', () => {
    expect(planPrice('pro', false, null)).toMatchObject({ priceCents: 900, originalCents: 1900, interval: 'month', twelveMonthlyCents: null, perMonthCents: null, discount: null });
    expect(planPrice('business', false, null)).toMatchObject({ priceCents: 2900, originalCents: 4900 });
    expect(planPrice('free', false, null)).toMatchObject({ priceCents: 0, originalCents: null, paybackDays: null });
  });

  it('annual: the catalogue annual price, the yearly "was" price, twelve monthly payments and the per-month figure', () => {
    expect(planPrice('pro', true, null)).toMatchObject({ priceCents: 9000, originalCents: 1900 * 12, twelveMonthlyCents: 10800, perMonthCents: 750, interval: 'year' });
    expect(planPrice('business', true, null)).toMatchObject({ priceCents: 29000, originalCents: 4900 * 12, twelveMonthlyCents: 34800, perMonthCents: 2417 });
    expect(planPrice('pro', true, null).priceCents).toBe(PLANS.pro.annualCents);
  });

  it('BETA50 halves the first payment of Pro and Business, monthly and annual', () => {
    expect(planPrice('pro', false, 'BETA50').discount).toEqual({ code: 'BETA50', label: 'Beta special: 50% off', percentOff: 50, firstPaymentCents: 450 });
    expect(planPrice('business', false, 'BETA50').discount?.firstPaymentCents).toBe(1450);
    expect(planPrice('pro', true, 'BETA50').discount?.firstPaymentCents).toBe(4500);
    expect(planPrice('free', false, 'BETA50').discount).toBeNull();
  });

  it('WELCOME20 takes 20% off Pro only (7.20 instead of 9, docs/product.md "Pricing")', () => {
    expect(planPrice('pro', false, 'WELCOME20').discount?.firstPaymentCents).toBe(720);
    expect(planPrice('business', false, 'WELCOME20').discount).toBeNull();
    expect(discountApplies('WELCOME20', 'business')).toBe(false);
    expect(discountApplies('SAVE50', 'business')).toBe(true);
    expect(discountApplies(null, 'pro')).toBe(false);
  });
});

describe('paybackDays = ceil(price / 127 * 30) (docs/product.md "Pricing")', () => {
  it('uses the catalogue average saving', () => {
    expect(AVERAGE_MONTHLY_SAVING).toBe(127);
    expect(paybackDays(900)).toBe(3); // 2.13 days
    expect(paybackDays(2900)).toBe(7); // 6.85 days
    expect(paybackDays(9000)).toBe(22); // 21.26 days
    expect(paybackDays(29000)).toBe(69); // 68.5 days
  });

  it('is exact at whole multiples and rounds any remainder up', () => {
    expect(paybackDays(12700)).toBe(30);
    expect(paybackDays(12701)).toBe(31);
    expect(paybackDays(1)).toBe(1);
  });

  it('has no figure for a free plan or a zero saving', () => {
    expect(paybackDays(0)).toBeNull();
    expect(paybackDays(900, 0)).toBeNull();
  });

  it('is on the card for each paid plan', () => {
    expect(planPrice('pro', false, null).paybackDays).toBe(3);
    expect(planPrice('business', true, null).paybackDays).toBe(69);
  });
});
