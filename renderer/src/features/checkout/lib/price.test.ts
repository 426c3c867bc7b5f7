import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODES, PLANS } from '../../../../../shared/plans';
import { centsToDollars, checkoutPrice, formatCents } from './price';

describe('checkoutPrice', () => {
  it('Pro monthly: the catalogue price, the struck "was" price and no discount', () => {
    expect(checkoutPrice('pro', 'month', null)).toEqual({
      listCents: PLANS.pro.monthlyCents,
      dueCents: PLANS.pro.monthlyCents,
      originalCents: PLANS.pro.originalMonthlyCents,
      discount: null,
    });
  });

  it('a year is the annual price, against twelve months at the old price', () => {
    const price = checkoutPrice('business', 'year', null);
    expect(price.listCents).toBe(PLANS.business.annualCents);
    expect(price.originalCents).toBe(PLANS.business.originalMonthlyCents! * 12);
  });

  it('a code takes its percentage off the first charge and says so', () => {
    const price = checkoutPrice('pro', 'month', 'WELCOME20');
    expect(price.dueCents).toBe(720);
    expect(price.discount).toEqual({ code: 'WELCOME20', label: DISCOUNT_CODES.WELCOME20.label, percentOff: 20, savingCents: 180 });
    expect(centsToDollars(price.dueCents)).toBe(7.2);
  });

  it('a code that does not apply changes nothing', () => {
    expect(checkoutPrice('business', 'month', 'WELCOME20')).toMatchObject({ dueCents: PLANS.business.monthlyCents, discount: null });
  });
});

describe('formatCents', () => {
  it('shows whole dollars plainly and keeps cents when there are any', () => {
    expect(formatCents(900)).toBe('$9');
    expect(formatCents(29000)).toBe('$290');
    expect(formatCents(450)).toBe('$4.50');
    expect(formatCents(720)).toBe('$7.20');
  });
});
